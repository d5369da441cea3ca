// How many calls the BFF has made to the service for one endpoint, every status, from its own
// /metrics (ferry_upstream_requests_total).
export async function upstreamCalls(bffBase: string, endpoint: string): Promise<number> {
  const text = await (await fetch(`${bffBase}/metrics`)).text();
  const series = new RegExp(
    `^ferry_upstream_requests_total\\{endpoint="${endpoint}",[^}]*\\} (\\d+)`,
    'gm',
  );
  let n = 0;
  for (const m of text.matchAll(series)) n += Number(m[1]);
  return n;
}
