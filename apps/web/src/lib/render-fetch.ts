/**
 * How a call is sent: the browser's `fetch`, or a server render's, which sends it to the gateway's
 * routes in process as the member whose page it is (apps/gateway/src/plugins/member-drawn-pages.ts).
 */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;
