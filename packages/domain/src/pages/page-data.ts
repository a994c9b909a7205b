/**
 * The element of a member page the gateway server-rendered (issue 16) that carries the queries it was
 * rendered from (TanStack Query's dehydrated state): JSON in a `<script type="application/json">`, which
 * no browser runs, read by the web app as it starts.
 */
export const PAGE_DATA_ID = 'page-data';
