// The browser calls each row where the row says (same method, path, host and error envelope),
// and carries none of the row's schemas: its BFF checks both ways.
import { describe, expect, it } from 'vitest';
import { endpointList } from '../contract/endpoints';
import { ownRouteList } from '../contract/own-routes';
import { endpoints, ownRoutes } from './routes';

const where = (r: {
  id: string;
  method: string;
  path: string;
  host?: string;
  envelope: string;
}) => ({
  id: r.id,
  method: r.method,
  path: r.path,
  host: r.host,
  envelope: r.envelope,
});

describe("the browser's call routes", () => {
  it('call every service endpoint and own route where its row says', () => {
    const calls = { ...endpoints, ...ownRoutes } as Record<string, Parameters<typeof where>[0]>;
    const rows = [...endpointList, ...ownRouteList];
    expect(Object.keys(calls).sort()).toEqual(rows.map((r) => r.id).sort());
    for (const row of rows) expect(where(calls[row.id]!), row.id).toEqual(where(row));
  });

  it('carry no schema', () => {
    for (const call of [...Object.values(endpoints), ...Object.values(ownRoutes)]) {
      for (const slot of ['params', 'query', 'body', 'response']) {
        expect(Object.hasOwn(call, slot), `${call.id}.${slot}`).toBe(false);
      }
    }
  });
});
