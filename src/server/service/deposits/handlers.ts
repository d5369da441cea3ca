// GET /deposits and GET /deposit (interface 4.4, docs/interface-decisions.md#deposit-statuses and
// docs/interface-decisions.md#legacy-query-parameters): the indexer's view of every deposit,
// whatever started it (versioned transfer, gasless swap, deposit address).
import type { z } from 'zod';
import { depositSelector, type depositDetail } from '../../../contract/schemas/deposit';
import type { depositsResponse } from '../../../contract/schemas/deposits';
import type { ServiceContext } from '../context';
import { Failure } from '../../../contract/failure';
import type { Handlers } from '../http/router';
import { pendingGaslessDeposit } from '../orders/gasless/pending';
import { findIndexed, listIndexed } from './query';
import { listForm, singleForm } from './store';

export type DepositHandlersIds = 'getDeposits' | 'getDeposit';

const DEFAULT_LIMIT = 50;

// Stored records are checked against these by the router on the way out.
type ListWire = z.input<typeof depositsResponse>;
type DetailWire = z.input<typeof depositDetail>;

const notFound = () =>
  new Failure(404, 'DepositNotFoundException', 'Deposit not found given the provided constraints');

export function depositHandlers(ctx: ServiceContext): Pick<Handlers, DepositHandlersIds> {
  return {
    async getDeposits({ query }) {
      const rows = await listIndexed(
        ctx.db,
        {
          depositor: query.depositor,
          address: query.address,
          sweepTxnRef: query.sweepTxnRef,
          limit: query.limit ?? DEFAULT_LIMIT,
          skip: query.skip ?? 0,
        },
        ctx.clock.now(),
      );
      return rows.map(listForm) as ListWire;
    },

    async getDeposit({ query }) {
      const chosen = depositSelector(query);
      if (!chosen.ok) throw new Failure(400, 'IncorrectQueryParamsException', chosen.reason);
      const values = {
        ...query,
        // Deposit ids are decimal integers: "0042" names deposit 42.
        depositId: query.depositId === undefined ? undefined : BigInt(query.depositId).toString(),
      };
      const rows = await findIndexed(ctx.db, chosen.selector, values, ctx.clock.now());
      const index = query.index ?? 0;
      const row = rows[index];
      if (row) {
        return {
          deposit: singleForm(row) as DetailWire,
          pagination: { currentIndex: index, maxIndex: rows.length - 1 },
        };
      }
      // A gasless deposit the service is still sending (or that reverted) is known by the id its
      // quote promised, before the indexer can see it
      // (docs/interface-decisions.md#deposit-statuses).
      if (rows.length === 0 && chosen.selector === 'depositIdAndOriginChainId' && index === 0) {
        const pending = await pendingGaslessDeposit(
          ctx.db,
          query.originChainId!,
          values.depositId!,
        );
        if (pending) {
          return { deposit: pending as DetailWire, pagination: { currentIndex: 0, maxIndex: 0 } };
        }
      }
      throw notFound();
    },
  };
}
