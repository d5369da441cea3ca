// Wire shapes of the sandbox faucet: Ferry's POST /api/ferry/sandbox/faucet (public, only with the
// embedded service and its sandbox chains) and the embedded service's own POST /sandbox/faucet
// (behind its key), which take and answer the same. An address is topped up on one sandbox chain
// to the simulated ledger's starting balance of each token there, with native coin for gas;
// nothing is ever lowered.
import { z } from 'zod';
import { baseUnits, chainIdIn, evmAddress } from '../primitives';
import { lazySchema } from '../lazy-schema';

export const SANDBOX_FAUCET_PATH = '/api/ferry/sandbox/faucet';

export const faucetRequest = lazySchema(() =>
  z.strictObject({
    chainId: chainIdIn.describe('A sandbox chain (GET /api/rpc lists them in sendChainIds)'),
    address: evmAddress.describe('The address to fund'),
  }),
);
export type FaucetRequest = z.infer<typeof faucetRequest>;

export const faucetBalance = lazySchema(() =>
  z.object({
    /** The token's address; the zero address for the chain's native coin. */
    token: evmAddress,
    symbol: z.string(),
    decimals: z.number().int().nonnegative(),
    /** The balance now, in base units. */
    balance: baseUnits,
    /** What the faucet added; "0" when the balance was already at or above what it gives. */
    added: baseUnits,
  }),
);
export type FaucetBalance = z.infer<typeof faucetBalance>;

export const faucetResponse = lazySchema(() =>
  z.object({
    chainId: z.number().int().positive(),
    address: evmAddress,
    balances: z.array(faucetBalance),
  }),
);
export type FaucetResponse = z.infer<typeof faucetResponse>;
