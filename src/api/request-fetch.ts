// Where the app's /api calls go. In the browser, the network (the global fetch, looked up per
// call: tests replace it). While the BFF renders a page on the server, the BFF's own routes for
// that request (src/app/ssr/render-page.tsx sets the lookup): the loaders' queries are served
// as the browser's would be, with no relative URL reaching Node's fetch.
type Fetch = typeof fetch;

let serverFetch: () => Fetch | undefined = () => undefined;

/** Set once by the server entry: the fetch of the request being rendered, if any. */
export function fetchWhileRendering(lookup: () => Fetch | undefined): void {
  serverFetch = lookup;
}

export const requestFetch: Fetch = (input, init) =>
  (serverFetch() ?? globalThis.fetch)(input, init);
