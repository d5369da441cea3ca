// Accept and reject cases for the versioned API's rows (endpoints.ts: ping, capabilities,
// quotes, executions, transfers).
import type { EndpointId } from '../endpoints';
import { without, type EndpointCases, type SlotCases } from './slot-cases';
import { capabilitiesFixture } from './v1-capabilities';
import {
  executionFixture,
  executionRequestFixture,
  executionTxnRefFixture,
  quoteFixture,
  quoteRequestFixture,
} from './v1-quotes';
import { quotedTransferFixture, refundedTransferFixture, transferFixture } from './v1-transfers';
import { ORDER_ID } from './values';

const orderIdParams: SlotCases = {
  accept: [{ orderId: ORDER_ID }],
  reject: [
    { orderId: ORDER_ID.slice(0, 40) },
    { orderId: `${ORDER_ID}/..` },
    { orderId: '../transfers' },
    {},
  ],
};

export const versionedApiCases = {
  ping: {
    response: {
      accept: [{ ok: true, service: 'cross-chain-transfer-service' }],
      reject: [{ ok: 'yes', service: 'x' }, { ok: true }],
    },
  },
  getCapabilities: {
    query: {
      accept: [{}, { originChainId: '42161', destinationChainId: '8453', include: 'tokens' }],
      reject: [{ include: 'routes' }, { originChainId: '0' }, { originChainId: 'arbitrum' }],
    },
    response: {
      accept: [capabilitiesFixture],
      reject: [
        without(capabilitiesFixture, 'generatedAt'),
        { ...capabilitiesFixture, chains: null },
      ],
    },
  },
  createQuote: {
    body: {
      accept: [
        quoteRequestFixture,
        without(without(without(quoteRequestFixture, 'recipient'), 'refundAddress'), 'externalId'),
      ],
      reject: [
        { ...quoteRequestFixture, amount: '0' },
        { ...quoteRequestFixture, amount: '25.5' },
        { ...quoteRequestFixture, originChainId: '42161' },
        { ...quoteRequestFixture, tradeType: 'minOutput' },
        without(quoteRequestFixture, 'depositor'),
      ],
    },
    response: {
      accept: [quoteFixture],
      reject: [{ ...quoteFixture, quoteId: '0x1234' }, without(quoteFixture, 'nextActions')],
    },
  },
  createExecution: {
    params: orderIdParams,
    body: {
      accept: [executionRequestFixture, executionTxnRefFixture],
      reject: [
        { ...executionRequestFixture, ...executionTxnRefFixture },
        { authorization: { signatures: {} } },
        { authorization: { signatures: { funding: '0x1234' } } },
        {},
      ],
    },
    response: {
      accept: [executionFixture],
      reject: [without(executionFixture, 'orderId'), { ...executionFixture, acceptedAt: 'soon' }],
    },
  },
  getTransfer: {
    params: orderIdParams,
    response: {
      accept: [transferFixture, refundedTransferFixture, quotedTransferFixture],
      reject: [without(transferFixture, 'status'), { ...transferFixture, history: null }],
    },
  },
} as const satisfies Partial<Record<EndpointId, EndpointCases>>;
