/**
 * The element of a member page the gateway drew (issue 16) that carries the answers of the API calls
 * it was drawn from: JSON in a `<script type="application/json">`, which no browser runs, read by the
 * web app as it starts.
 */
export const PAGE_DATA_ID = 'page-data';
