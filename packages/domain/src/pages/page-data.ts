/**
 * The element of a member page the gateway server-rendered (issue 16) that carries the responses of the API calls
 * it was rendered from: JSON in a `<script type="application/json">`, which no browser runs, read by the
 * web app as it starts.
 */
export const PAGE_DATA_ID = 'page-data';
