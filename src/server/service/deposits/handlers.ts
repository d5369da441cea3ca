// GET /deposits, GET /deposit and GET /deposit/status (docs/interface-decisions.md#deposit-statuses
// and docs/interface-decisions.md#legacy-query-parameters): the indexer's view of every deposit,
// whatever started it (versioned transfer, gasless swap, deposit address).
import type { z } from 'zod';
import {
  depositSelector,
  type depositDetail,
  type depositQuery,
} from '../../../contract/schemas/deposit';
import type { depositsResponse } from '../../../contract/schemas/deposits';
import type { ServiceContext } from '../context';
import { Failure } from '../../../contract/failure';
import type { Handlers } from '../http/router';
import { pendingGaslessDeposit } from '../orders/gasless/pending';
import { findIndexed, listIndexed } from './query';
import { statusForm } from './status';
import { listForm, singleForm } from './store';

export type DepositHandlersIds = 'getDeposits' | 'getDeposit' | 'getDepositStatus';

const DEFAULT_LIMIT = 50;

// Stored records are checked against these by the router on the way out.
type ListWire = z.input<typeof depositsResponse>;
type DetailWire = z.input<typeof depositDetail>;

/** A parsed /deposit or /deposit/status query (the status endpoint has no sweepTxnRef). */
type SelectorQuery = Omit<z.output<typeof depositQuery>, 'sweepTxnRef'> & {
  sweepTxnRef?: string | undefined;
};

const notFound = () =>
  new Failure(404, 'DepositNotFoundException', 'Deposit not found given the provided constraints');

export function depositHandlers(ctx: ServiceContext): Pick<Handlers, DepositHandlersIds> {
  /**
   * Every indexed deposit the query's one selector matches, in transaction order. When there is
   * none, a gasless deposit the service is still sending (or that reverted) is known by the id
   * its quote promised, before the indexer can see it
   * (docs/interface-decisions.md#deposit-statuses).
   */
  async function lookUp(query: SelectorQuery) {
    const chosen = depositSelector(query);
    if (!chosen.ok) throw new Failure(400, 'IncorrectQueryParamsException', chosen.reason);
    // Deposit ids are decimal integers: "0042" names deposit 42.
    const depositId =
      query.depositId === undefined ? undefined : BigInt(query.depositId).toString();
    const rows = await findIndexed(
      ctx.db,
      chosen.selector,
      { ...query, depositId },
      ctx.clock.now(),
    );
    const pending =
      rows.length === 0 && chosen.selector === 'depositIdAndOriginChainId'
        ? await pendingGaslessDeposit(ctx.db, query.originChainId!, depositId!)
        : undefined;
    return { rows, pending: pending as DetailWire | undefined };
  }

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
      const { rows, pending } = await lookUp(query);
      const index = query.index ?? 0;
      const row = rows[index];
      if (row) {
        return {
          deposit: singleForm(row) as DetailWire,
          pagination: { currentIndex: index, maxIndex: rows.length - 1 },
        };
      }
      if (pending && index === 0) {
        return { deposit: pending, pagination: { currentIndex: 0, maxIndex: 0 } };
      }
      throw notFound();
    },

    async getDepositStatus({ query }) {
      const { rows, pending } = await lookUp(query);
      if (pending) return statusForm(pending, { currentIndex: 0, maxIndex: 0 });
      if (rows.length === 0) throw notFound();
      const index = query.index ?? 0;
      const row = rows[index];
      if (!row) {
        // As the real indexer responds to a page past the end of one transaction's deposits.
        throw new Failure(
          400,
          'IndexParamOutOfRangeException',
          `Index ${index} out of range. Index must be between 0 and ${rows.length - 1}`,
          'index',
        );
      }
      return statusForm(singleForm(row) as DetailWire, {
        currentIndex: index,
        maxIndex: rows.length - 1,
      });
    },
  };
}
