// A faked response to the browser as the BFF would send it. The BFF checks the service's response
// against its row's response schema and sends the schema's output (chain ids as numbers, an
// unknown state as 'unknown': src/server/bff/proxy/respond.ts); the browser reads it by type
// without checking it again. So a component test that fakes fetch with the service's raw
// fixtures passes them through the same schema first.
import type { CallableRow } from '../../contract/endpoint';
import { endpoints } from '../../contract/endpoints';
import { ownRoutes } from '../../contract/own-routes';

const API = '/api';

/** "/v1/transfers/{orderId}" → a pattern matching one path segment per placeholder. */
const pattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

const rows: CallableRow[] = [...Object.values(endpoints), ...Object.values(ownRoutes)];

function rowFor(method: string, pathname: string): CallableRow | undefined {
  return rows.find(
    (row) =>
      row.method === method &&
      // Service rows are under /api; Ferry's own routes name their whole path.
      (pattern(API + row.path).test(pathname) || pattern(row.path).test(pathname)),
  );
}

/** `res` with a 2xx JSON body read through its row's response schema, as the BFF sends it. */
export async function asTheBffSends(
  method: string,
  pathname: string,
  res: Response,
): Promise<Response> {
  const row = rowFor(method, pathname);
  if (!row || res.status < 200 || res.status >= 300) return res;
  if (!res.headers.get('content-type')?.includes('json')) return res;
  const parsed = row.response.safeParse(await res.clone().json());
  // A response the schema refuses is the BFF's 502; tests of that fake the 502 themselves.
  if (!parsed.success) return res;
  return new Response(JSON.stringify(parsed.data), { status: res.status, headers: res.headers });
}
