// GET /healthz of the embedded service: the process responds, and says which sandbox chains are up.
// A chain whose node died is "down" until its restart responds (chains/node-supervisor.ts); the
// service itself is then "degraded", still 200: restarting the process would not help the node.
import { Hono } from 'hono';
import type { SandboxChains } from '../chains/sandbox-chains';

export function healthRoutes(chains: SandboxChains | undefined) {
  const app = new Hono();
  app.get('/healthz', (c) => {
    const listed = (chains?.ids() ?? []).map((chainId) => ({
      chainId,
      status: chains!.isUp(chainId) ? ('up' as const) : ('down' as const),
    }));
    const down = listed.some((chain) => chain.status === 'down');
    return c.json({ status: down ? 'degraded' : 'ok', chains: listed });
  });
  return app;
}
