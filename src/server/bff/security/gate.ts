// The protections in front of /api run as plain checks inside one middleware (mount.ts), not
// as a middleware each: every Hono layer costs two promises and a closure per request, which
// on the proxy's hottest path came to more than its own checks did.
import type { Context } from 'hono';
import type { EndpointMatch } from '../../../contract/endpoints';
import { mirroredRow } from './routes';

/** What the checks read of a request, worked out once for all of them. */
export interface ApiRequest {
  method: string;
  /** Hono's path (decoded), as the routes see it. */
  path: string;
  /** The service row this path mirrors, if any. */
  row: EndpointMatch | undefined;
}

/** One check: a response that refuses the request, or undefined to let it on. */
export type Gate = (c: Context, req: ApiRequest) => Response | undefined;

export function apiRequest(c: Context): ApiRequest {
  const { method, path } = c.req;
  return { method, path, row: mirroredRow(method, path) };
}
