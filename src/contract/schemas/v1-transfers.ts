// GET /v1/transfers/{orderId} (docs/interface-decisions.md#transfer-states): a transfer followed to
// a settled outcome.
import { z } from 'zod';
import { anyAddress, hash32, openEnum, timestamp, uintStringOut } from '../primitives';
import { tokenRef } from './common';
import { responseObject } from './response-object';
import { transferStates } from './state-lists';

export { transferStates };

export const transferState = openEnum(transferStates);
export type TransferState = z.infer<typeof transferState>;

/** States after which nothing changes but `finalized` (settlement). */
export const terminalTransferStates = ['filled', 'expired', 'failed', 'refunded'] as const;
export type TerminalTransferState = (typeof terminalTransferStates)[number];

/** orderId is the quoteId: 0x + 64 hex. Anything else is INVALID_ORDER_ID / never routed. */
export const orderIdParams = z.strictObject({ orderId: hash32 });
export type OrderIdParams = z.input<typeof orderIdParams>;

export const transferStatus = responseObject({
  state: transferState,
  reason: z.string().nullish(), // e.g. INSUFFICIENT_BALANCE on failed
  description: z.string().nullish(),
  isTerminal: z.boolean(),
  finalized: z.boolean(),
});

export const transferHistoryEntry = responseObject({
  state: transferState,
  at: timestamp,
  reason: z.string().nullish(),
});
export type TransferHistoryEntry = z.infer<typeof transferHistoryEntry>;

export const transferResponse = responseObject({
  orderId: hash32,
  externalId: z.string().nullish(),
  status: transferStatus,
  inputToken: tokenRef,
  outputToken: tokenRef,
  inputAmount: uintStringOut,
  outputAmount: uintStringOut,
  depositor: anyAddress,
  recipient: anyAddress,
  deposit: responseObject({
    depositId: uintStringOut,
    txnRef: z.string(),
    blockTimestamp: timestamp,
  }).nullable(),
  fill: responseObject({
    txnRef: z.string(),
    blockTimestamp: timestamp,
    relayer: anyAddress.nullish(),
    outputAmount: uintStringOut,
    /**
     * What the destination's multicall handler paid after the fill (a swap after the bridge):
     * the swap's output, or when the swap failed (succeeded false) the bridged token, paid to the
     * fallback recipient.
     */
    handler: responseObject({
      succeeded: z.boolean(),
      recipient: anyAddress,
      token: anyAddress,
      amount: uintStringOut,
    }).nullish(),
  }).nullable(),
  refund: responseObject({ txnRef: z.string(), blockTimestamp: timestamp }).nullable(),
  history: z.array(transferHistoryEntry),
  createdAt: timestamp,
  updatedAt: timestamp,
  expiresAt: timestamp,
});
export type TransferResponse = z.infer<typeof transferResponse>;
/** Alias: the record the tracker renders. */
export type Transfer = TransferResponse;
