// What a fill's multicall handler did with a deposit's message, read from the fill's logs, in the
// indexer's own fields (those GET /deposits returns): `actionsSucceeded`, and where the funds went
// (`actionsTarget*`). A destination swap that ran names its output (`swapOutputToken*`); one
// whose calls failed (CallsFailed) names the fallback recipient and the bridged token the
// handler drained to it (DrainedTokens), so the tracker can say what arrived instead.
import { getAddress, parseEventLogs, type Hex, type Log } from 'viem';
import { decodeHandlerMessage } from '../../../contract/handler-message';
import { iso } from '../chain-sim';
import { NATIVE } from '../world/tokens';
import { multicallHandler } from '../world/spokes';
import { multicallHandlerAbi } from './contracts/generated/MulticallHandler';
import { uniswapV2PairAbi } from './contracts/generated/UniswapV2Pair';

export interface FillFacts {
  destinationChainId: number;
  recipient: string;
  outputToken: string;
  message?: string | null;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The record fields a fill of `facts` sets beyond the fill itself; undefined when the deposit
 * carries no handler message (then the indexer leaves `actionsSucceeded` null).
 */
export function handlerOutcome(
  facts: FillFacts,
  fill: { txnRef: Hex; at: number; logs: Log[] },
): Record<string, unknown> | undefined {
  const handler = multicallHandler(facts.destinationChainId);
  if (!same(facts.recipient, handler) || !facts.message || facts.message === '0x') return undefined;
  const message = decodeHandlerMessage(facts.message as Hex, handler);
  if (!message) return undefined;
  const fromHandler = fill.logs.filter((l) => same(l.address, handler));
  const failed = parseEventLogs({
    abi: multicallHandlerAbi,
    eventName: 'CallsFailed',
    logs: fromHandler,
  });
  const target = {
    actionsTargetChainId: facts.destinationChainId,
    actionsTargetTxnRef: fill.txnRef,
    actionsTargetBlockTimestamp: iso(fill.at),
  };
  if (failed.length > 0) {
    const fallback = message.fallbackRecipient;
    const drained = parseEventLogs({
      abi: multicallHandlerAbi,
      eventName: 'DrainedTokens',
      logs: fromHandler,
    }).find((d) => same(d.args.recipient, fallback) && same(d.args.token, facts.outputToken));
    return {
      actionsSucceeded: false,
      ...target,
      actionsTargetRecipient: getAddress(fallback),
      actionsTargetToken: facts.outputToken,
      actionsTargetAmount: String(drained?.args.amount ?? 0n),
    };
  }
  const swap = message.calls.find((c) => c.kind === 'swap');
  if (!swap || swap.kind !== 'swap') return { actionsSucceeded: true };
  // The router's last hop pays the swap's output: the last pair Swap of the fill.
  const last = parseEventLogs({ abi: uniswapV2PairAbi, eventName: 'Swap', logs: fill.logs }).at(-1);
  const out = last ? last.args.amount0Out + last.args.amount1Out : 0n;
  const end = swap.path.at(-1);
  // A message written by hand may name no path; the record then names no token.
  const token = swap.native ? NATIVE : end ? getAddress(end) : null;
  return {
    actionsSucceeded: true,
    ...target,
    actionsTargetRecipient: getAddress(swap.to),
    actionsTargetToken: token,
    actionsTargetAmount: String(out),
    swapOutputToken: token,
    swapOutputTokenAmount: String(out),
  };
}
