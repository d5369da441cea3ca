// A gasless deposit on a sandbox chain is a transaction, as on the real service: the submitter
// (the relayer account, which pays the gas) calls the periphery's depositWithAuthorization with
// the depositor's signature; the periphery pulls the USDC with it and deposits into the spoke pool,
// whose FundsDeposited the chain indexer reads, fills and refunds like any other deposit. A
// transaction the chain refuses (no balance, an authorization already used, a bad signature)
// leaves the deposit failed, which /deposit reports as deposit-failed.
import { and, eq } from 'drizzle-orm';
import { BaseError, type Hex } from 'viem';
import { svcGaslessQuotes } from '../../../db/service/schema';
import { RELAYER } from '../../chains/accounts';
import { balanceOn } from '../../chains/balances';
import type { SandboxChain } from '../../chains/chain';
import { sandboxUsdcAbi } from '../../chains/contracts/generated/SandboxUsdc';
import { spokePoolAbi } from '../../chains/contracts/generated/SpokePool';
import type { ServiceContext } from '../../context';
import { peripheryAddress } from '../../world/spokes';
import {
  authorizedValue,
  bridgeWitness,
  encodeDepositWithAuthorization,
  type GaslessDepositData,
} from './periphery';
import { storedOf, submissionOf, type GaslessRow } from './store';

/**
 * The sandbox chain a gasless deposit is a transaction on: its origin, when the service runs it.
 * A deposit with a message (a destination swap) stays on the simulated ledger: no sandbox contract
 * performs the swap its message asks the multicall handler for.
 */
export function gaslessChain(
  ctx: ServiceContext,
  originChainId: number,
  message: string,
): SandboxChain | undefined {
  if (message !== '0x' || !ctx.chainIndexer) return undefined;
  return ctx.chains?.get(originChainId);
}

type Outcome = { hash: Hex } | { reason: string };

/** Why the chain refused the deposit, from the token's or the spoke pool's revert. */
const revertReasons: [RegExp, string][] = [
  [/authorization is used or canceled/, 'AUTHORIZATION_USED'],
  [/authorization is expired/, 'AUTHORIZATION_EXPIRED'],
  [/authorization is not yet valid/, 'AUTHORIZATION_NOT_YET_VALID'],
  [/invalid signature/, 'INVALID_SIGNATURE'],
  [/ERC20InsufficientBalance|0xe450d38c/, 'INSUFFICIENT_BALANCE'],
];

/** The reason of a revert; undefined for any other failure (the node down), which is retried. */
function revertReason(err: unknown): string | undefined {
  const text =
    err instanceof BaseError
      ? [err.message, err.details, err.walk().message].join(' ')
      : String(err);
  if (!/revert/i.test(text)) return undefined;
  return revertReasons.find(([pattern]) => pattern.test(text))?.[1] ?? 'DEPOSIT_REVERTED';
}

async function send(chain: SandboxChain, row: GaslessRow, deposit: GaslessDepositData) {
  const { signing } = storedOf(row);
  const auth = signing[0]!.typedData.message as Record<string, string>;
  const signer = auth.from as Hex;
  const token = deposit.baseDepositData.inputToken;
  const witness = bridgeWitness(deposit);
  const used = await chain.public.readContract({
    address: token,
    abi: sandboxUsdcAbi,
    functionName: 'authorizationState',
    args: [signer, witness],
  });
  if (used) {
    // A run cut short after its transaction (or a copy sent by someone else) made the deposit.
    const [log] = await chain.public.getContractEvents({
      address: deposit.spokePool,
      abi: spokePoolAbi,
      eventName: 'FundsDeposited',
      args: { depositId: BigInt(row.depositId) },
      fromBlock: 0n,
    });
    return log ? { hash: log.transactionHash } : { reason: 'AUTHORIZATION_USED' };
  }
  if ((await balanceOn(chain, token, signer)) < authorizedValue(deposit)) {
    return { reason: 'INSUFFICIENT_BALANCE' };
  }
  const data = encodeDepositWithAuthorization({
    signer,
    deposit,
    validAfter: BigInt(auth.validAfter ?? 0),
    validBefore: BigInt(auth.validBefore ?? 0),
    signature: submissionOf(row)!.signature as Hex,
  });
  try {
    // The node estimates the transaction first and refuses one that would revert.
    const receipt = await chain.writeTransaction(
      () =>
        chain.public.request({
          method: 'eth_sendTransaction',
          params: [{ from: RELAYER, to: peripheryAddress(chain.chainId), data }],
        } as never) as Promise<Hex>,
    );
    if (receipt.status === 'success') return { hash: receipt.transactionHash };
    return { reason: 'DEPOSIT_REVERTED' };
  } catch (err) {
    const reason = revertReason(err);
    if (!reason) throw err;
    return { reason };
  }
}

/** Sends a submitted gasless deposit on `chain` and records the transaction, or why it failed. */
export async function landOnChain(ctx: ServiceContext, chain: SandboxChain, row: GaslessRow) {
  const submission = submissionOf(row);
  const deposit = storedOf(row).deposit;
  if (!submission?.signature || !deposit) {
    throw new Error(`Gasless quote ${row.id} has no signed deposit to send`);
  }
  const outcome: Outcome = await send(chain, row, deposit);
  const set =
    'hash' in outcome
      ? { status: 'deposited', submission: { ...submission, depositTxnRef: outcome.hash } }
      : { status: 'failed', submission: { ...submission, reason: outcome.reason } };
  await ctx.db
    .update(svcGaslessQuotes)
    .set(set)
    .where(and(eq(svcGaslessQuotes.id, row.id), eq(svcGaslessQuotes.status, 'submitted')));
  ctx.logger.info(
    { depositId: row.depositId, chainId: chain.chainId, ...outcome },
    'hash' in outcome ? 'gasless deposit sent' : 'gasless deposit refused by the chain',
  );
  // The indexer reads the deposit now, and it fills on chain like any other.
  if ('hash' in outcome) await ctx.chainIndexer?.scanNow(chain.chainId);
}
