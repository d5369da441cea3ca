// Accept and reject cases for the gasless rows (endpoints.ts: the gasless quote and its
// submission, on a swap or on the simulated ledger).
import type { EndpointId } from '../endpoints';
import { without, type EndpointCases } from './slot-cases';
import {
  gaslessLedgerQuoteFixture,
  gaslessLedgerSubmitBodyFixture,
  gaslessQuoteFixture,
  gaslessSubmitBodyFixture,
  gaslessSubmitFixture,
  swapApprovalQueryFixture,
} from './swap-approval';
import { INTEGRATOR_ID, SIGNATURE } from './values';

export const gaslessCases = {
  getGaslessQuote: {
    query: {
      accept: [swapApprovalQueryFixture],
      reject: [without(swapApprovalQueryFixture, 'amount')],
    },
    response: {
      accept: [gaslessQuoteFixture, gaslessLedgerQuoteFixture],
      reject: [
        { ...gaslessLedgerQuoteFixture, swapTxns: [] },
        without(gaslessQuoteFixture, 'depositId'),
        { ...gaslessQuoteFixture, swapTx: { ...gaslessQuoteFixture.swapTx, typedData: null } },
      ],
    },
  },
  submitGasless: {
    query: { accept: [{}, { integratorId: INTEGRATOR_ID }], reject: [{ integratorId: '0xf00d0' }] },
    body: {
      accept: [gaslessSubmitBodyFixture, gaslessLedgerSubmitBodyFixture],
      reject: [
        { ...gaslessLedgerSubmitBodyFixture, signature: SIGNATURE },
        { ...gaslessLedgerSubmitBodyFixture, signaturesByStepId: { otherStep: SIGNATURE } },
        { swapTx: gaslessSubmitBodyFixture.swapTx },
        { swapTx: null, signature: SIGNATURE },
      ],
    },
    response: {
      accept: [gaslessSubmitFixture],
      reject: [without(gaslessSubmitFixture, 'messageId')],
    },
  },
} as const satisfies Partial<Record<EndpointId, EndpointCases>>;
