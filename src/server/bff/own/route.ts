// Mounts rows of Ferry's own route table (contract/own-routes.ts): the row's method and path,
// behind the admin guard when the row is for admins, and only in front of the embedded service
// when the row says so. The row's schemas check what comes in (Hono's zod validator for the path
// and query, row-body.ts for the JSON body) before the handler runs, which reads the checked
// values with `c.req.valid(...)`; a refusal names the field (input-refusal.ts). The handler's
// type is checked against the row too: a JSON success that is not the row's response, or that
// carries a field the row does not declare, fails the typecheck (response-types.ts).
import { zValidator } from '@hono/zod-validator';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { BlankEnv } from 'hono/types';
import type { z } from 'zod';
import type { OwnRoute } from '../../../contract/own-route';
import type { BffContext } from '../context';
import type { UndeclaredResponse } from './response-types';
import { inputRefusal, type Slot } from './input-refusal';
import { rowBody } from './row-body';

/** "/api/ferry/deposit-addresses/{id}" → "/api/ferry/deposit-addresses/:id". */
export const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Where Hono keeps each slot's checked value (`c.req.valid(target)`). */
interface Targets {
  params: 'param';
  query: 'query';
  body: 'json';
}

type SchemaOf<Row, K extends Slot> = K extends keyof Row
  ? Row[K] extends z.ZodType
    ? Row[K]
    : never
  : never;

/** The checked input of a row's slots, but those its handler reads itself. */
export type RowInput<Row extends OwnRoute, Own extends Slot = never> = {
  out: {
    [K in Exclude<Slot, Own> as [SchemaOf<Row, K>] extends [never] ? never : Targets[K]]: z.output<
      SchemaOf<Row, K>
    >;
  };
};

/** A handler of a row: its context carries the row's checked input. */
export type RowHandler<Row extends OwnRoute, Own extends Slot = never> = (
  c: Context<BlankEnv, string, RowInput<Row, Own>>,
) => Response | Promise<Response>;

/** The handler as written, or a type naming the response its row does not declare. */
type Checked<Row extends OwnRoute, H> = [UndeclaredResponse<Row, H>] extends [never]
  ? H
  : H & { readonly 'responds with what its row does not declare': UndeclaredResponse<Row, H> };

export interface MountRow {
  /** Mount `row`: its slots are checked with its schemas before `handler` runs. */
  <const Row extends OwnRoute, H extends RowHandler<Row>>(
    row: Row,
    ...handlers: [...MiddlewareHandler[], Checked<Row, H>]
  ): void;
  /**
   * Mount `row` with the slots in `own` left for the handler to check, where it sends their
   * refusals in an order of its own (a webhook's signature before its body, a faucet's chains
   * before its body, an id Ferry could not have made as a 404).
   */
  readingItself<const Row extends OwnRoute, Own extends Slot, H extends RowHandler<Row, Own>>(
    own: readonly Own[],
    row: Row,
    ...handlers: [...MiddlewareHandler[], Checked<Row, H>]
  ): void;
}

export function ownRouter(
  app: Hono,
  ctx: Pick<BffContext, 'embedded'>,
  /** In front of every admin row: 401 without a session, 403 for a non-admin. */
  admin?: MiddlewareHandler,
): MountRow {
  const mount = (row: OwnRoute, own: readonly Slot[], handlers: unknown[]) => {
    if (row.embeddedOnly && !ctx.embedded) return;
    const chain: MiddlewareHandler[] = [];
    if (row.access === 'admin') {
      if (!admin) throw new Error(`${row.id} is for admins: mount it behind the guard`);
      chain.push(admin);
    }
    const last = handlers.length - 1;
    chain.push(...(handlers.slice(0, last) as MiddlewareHandler[]));
    chain.push(...validators(row, own));
    chain.push(handlers[last] as MiddlewareHandler);
    app.on(row.method, honoPath(row.path), ...(chain as [MiddlewareHandler]));
  };
  const route = ((row: OwnRoute, ...handlers: unknown[]) =>
    mount(row, [], handlers)) as unknown as MountRow;
  route.readingItself = (own: readonly Slot[], row: OwnRoute, ...handlers: unknown[]) =>
    mount(row, own, handlers);
  return route;
}

function validators(row: OwnRoute, own: readonly Slot[]): MiddlewareHandler[] {
  const checks: MiddlewareHandler[] = [];
  const refuse = (slot: Slot) => (result: { success: boolean; error?: unknown }, c: Context) => {
    if (!result.success) return inputRefusal(c, row, slot, result.error as z.ZodError);
  };
  if (row.params && !own.includes('params')) {
    checks.push(zValidator('param', row.params, refuse('params')));
  }
  if (row.query && !own.includes('query')) {
    checks.push(zValidator('query', row.query, refuse('query')));
  }
  if (row.body && !own.includes('body')) checks.push(rowBody(row, row.body));
  return checks;
}
