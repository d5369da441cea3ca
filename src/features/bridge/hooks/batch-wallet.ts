// The wallet side of a batched approve + deposit (signing/batch-flow.ts BatchDeps): wagmi's
// EIP-5792 actions, loaded with the transaction path when a flow needs them. Like
// transaction-wallet.ts, every request first checks the wallet is still the account and chain
// the flow started on (walletOn throws otherwise).
import type { Address } from 'viem';
import type { Config } from 'wagmi';
import { getCapabilities, sendCalls, waitForCallsStatus } from 'wagmi/actions';
import type { WalletCapabilities } from '../signing/batch-capability';
import type { BatchDeps } from '../signing/batch-flow';

/** How long a batch may stay unconfirmed before the page says its outcome is not known. */
const BATCH_TIMEOUT_MS = 10 * 60_000;
/** How often the wallet is asked for the batch's status (viem's default is the client's 4 s). */
const STATUS_POLL_MS = 1_000;

/** The wallet's capabilities on every chain; a wallet without EIP-5792 has none. */
export async function readCapabilities(
  config: Config,
  account: Address,
): Promise<WalletCapabilities> {
  try {
    // Every chain at once: a wallet may answer "0x0" for what holds everywhere.
    return (await getCapabilities(config, { account })) as WalletCapabilities;
  } catch {
    return {};
  }
}

export function batchWallet(
  config: Config,
  walletOn: (chainId: number) => Address,
  decide: Pick<BatchDeps, 'atomicOn' | 'declined'>,
): BatchDeps {
  return {
    ...decide,
    sendCalls: async ({ chainId, calls }) => {
      const { id } = await sendCalls(config, {
        chainId: chainId as never,
        account: walletOn(chainId),
        calls,
        // All or nothing: an approval without its deposit is what batching is meant to avoid.
        forceAtomic: true,
      });
      return id;
    },
    waitForCalls: async ({ id }) => {
      const result = await waitForCallsStatus(config, {
        id,
        timeout: BATCH_TIMEOUT_MS,
        pollingInterval: STATUS_POLL_MS,
      });
      return {
        status: result.status,
        statusCode: result.statusCode,
        receipts: (result.receipts ?? []).map((r) => ({
          transactionHash: r.transactionHash,
          status: r.status,
        })),
      };
    },
  };
}
