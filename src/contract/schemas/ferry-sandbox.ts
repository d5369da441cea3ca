// Wire shapes of the sandbox faucet: Ferry's POST /api/ferry/sandbox/faucet (public, only with the
// embedded service and its sandbox chains) and the embedded service's own POST /sandbox/faucet
// (behind its key), which take and respond with the same. An address is topped up on one sandbox
// chain to the simulated ledger's starting balance of each token there, with native coin for gas;
// nothing is ever lowered.
import { z } from 'zod';
import { parseAddressInput } from '../address';
import { baseUnits, chainIdIn, evmAddress } from '../primitives';

export { SANDBOX_FAUCET_PATH } from '../own-call-routes';

/**
 * An address to fund, checked as a person's typed address is (address.ts): a mixed-case address
 * must match its EIP-55 checksum (one case carries none and is taken as it is), and the zero
 * address is refused, since tokens refuse to mint to it and nobody could spend what it got.
 */
const addressToFund = evmAddress.superRefine((text, ctx) => {
  const parsed = parseAddressInput(text);
  // The other reasons (length, hex) are the pattern's own issue already.
  if (parsed.ok || (parsed.reason !== 'zero-address' && parsed.reason !== 'bad-checksum')) return;
  ctx.addIssue({
    code: 'custom',
    message:
      parsed.reason === 'zero-address'
        ? 'the zero address cannot be funded'
        : 'its mixed-case letters do not match its EIP-55 checksum (write it as the wallet shows it, or in one case)',
  });
});

export const faucetRequest = z.strictObject({
  chainId: chainIdIn.describe('A sandbox chain (GET /api/rpc lists them in sendChainIds)'),
  address: addressToFund.describe(
    'The address to fund: not the zero address; mixed case must carry its EIP-55 checksum',
  ),
});
export type FaucetRequest = z.infer<typeof faucetRequest>;

export const faucetBalance = z.object({
  /** The token's address; the zero address for the chain's native coin. */
  token: evmAddress,
  symbol: z.string(),
  decimals: z.number().int().nonnegative(),
  /** The balance now, in base units. */
  balance: baseUnits,
  /** What the faucet added; "0" when the balance was already at or above what it gives. */
  added: baseUnits,
});
export type FaucetBalance = z.infer<typeof faucetBalance>;

export const faucetResponse = z.object({
  chainId: z.number().int().positive(),
  address: evmAddress,
  balances: z.array(faucetBalance),
});
export type FaucetResponse = z.infer<typeof faucetResponse>;
