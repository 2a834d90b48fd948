import { fetchTransport } from "@utsav/api-client/core/fetch-transport";

// The browser's calls to the API: same origin, with the session cookie (application §7). They are the calls of
// @utsav/api-client; loaders on the server run the same calls in process (lib/api.ts).

/** The transport of every call the browser makes. */
export const browserApi = fetchTransport();

export { thrownMessage } from "@utsav/api-client/core/errors";
