// A swap after the bridge travels as a deposit to the destination chain's MulticallHandler whose
// `message` is the list of calls the handler makes once the fill lands, and a fallback recipient
// for the tokens if any call fails (the zero address: the fill fails and the deposit is refunded
// on the origin). The real service builds it in across-protocol/frontend
// api/_multicall-handler.ts and api/_dexes/utils.ts; this reads each call into what it does.
import {
  decodeAbiParameters,
  decodeFunctionData,
  erc20Abi,
  parseAbi,
  parseAbiParameters,
  type Abi,
  type DecodeFunctionDataReturnType,
  type Hex,
} from 'viem';

export const handlerInstructions = parseAbiParameters(
  '((address target, bytes callData, uint256 value)[] calls, address fallbackRecipient)',
);

/** The handler's own helpers, called with the handler as target. */
export const handlerAbi = parseAbi([
  'function drainLeftoverTokens(address token, address destination)',
  'function makeCallWithBalance(address target, bytes callData, uint256 value, (address token, uint256 offset)[] replacement)',
]);

const wethAbi = parseAbi(['function withdraw(uint256 wad)']);

/** Uniswap v2-style routers: the swaps a destination swap makes, each naming who receives. */
export const v2RouterAbi = parseAbi([
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapTokensForExactETH(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline)',
]);

export type HandlerCall =
  /** Sends the handler's whole balance of `token` (zero: native) to `to`. */
  | { kind: 'drain'; token: Hex; to: Hex }
  /** Sends `amount` of `token` to `to`. */
  | { kind: 'transfer'; token: Hex; to: Hex; amount: bigint }
  /** Sends `amount` of the native coin to `to` (a call with no data). */
  | { kind: 'sendNative'; to: Hex; amount: bigint }
  /** Lets `spender` take up to `amount` of `token` from the handler. */
  | { kind: 'approve'; token: Hex; spender: Hex; amount: bigint }
  /** A swap through a v2-style router: output at least `minOut` (or exactly `amountOut`) to `to`. */
  | {
      kind: 'swap';
      router: Hex;
      path: Hex[];
      to: Hex;
      minOut: bigint;
      amountIn?: bigint;
      native: boolean;
    }
  /** Unwraps the wrapped native token (an amount, or the handler's whole balance). */
  | { kind: 'unwrap'; token: Hex; amount?: bigint }
  /** Anything else: Ferry cannot say what it does. */
  | { kind: 'unknown'; target: Hex; selector: Hex; value: bigint };

export interface HandlerMessage {
  calls: HandlerCall[];
  fallbackRecipient: Hex;
}

const lower = (a: string) => a.toLowerCase() as Hex;

/** The handler's calls, or undefined when `message` is not the handler's instructions. */
export function decodeHandlerMessage(message: Hex, handler: Hex): HandlerMessage | undefined {
  let decoded;
  try {
    [decoded] = decodeAbiParameters(handlerInstructions, message);
  } catch {
    return undefined;
  }
  const calls = decoded.calls.map((c) =>
    readCall(lower(c.target), c.callData, c.value, lower(handler)),
  );
  return { calls, fallbackRecipient: lower(decoded.fallbackRecipient) };
}

function readCall(target: Hex, data: Hex, value: bigint, handler: Hex): HandlerCall {
  const unknown: HandlerCall = {
    kind: 'unknown',
    target,
    selector: lower(data.slice(0, 10)),
    value,
  };
  if (data === '0x') return { kind: 'sendNative', to: target, amount: value };
  if (value !== 0n) return unknown;
  if (target === handler) {
    const helper = tryDecode(handlerAbi, data);
    if (helper?.functionName === 'drainLeftoverTokens') {
      const [token, to] = helper.args;
      return { kind: 'drain', token: lower(token), to: lower(to) };
    }
    if (helper?.functionName === 'makeCallWithBalance') {
      const [inner, callData, innerValue, replacement] = helper.args;
      const withdraw = tryDecode(wethAbi, callData);
      // The only use the service makes of it: unwrap the whole balance of the wrapped token.
      if (
        withdraw &&
        innerValue === 0n &&
        replacement.length === 1 &&
        lower(replacement[0]!.token) === lower(inner)
      ) {
        return { kind: 'unwrap', token: lower(inner) };
      }
    }
    return unknown;
  }
  const erc20 = tryDecode(erc20Abi, data);
  if (erc20?.functionName === 'transfer') {
    return { kind: 'transfer', token: target, to: lower(erc20.args[0]), amount: erc20.args[1] };
  }
  if (erc20?.functionName === 'approve') {
    return { kind: 'approve', token: target, spender: lower(erc20.args[0]), amount: erc20.args[1] };
  }
  const withdraw = tryDecode(wethAbi, data);
  if (withdraw) return { kind: 'unwrap', token: target, amount: withdraw.args[0] };
  const swap = tryDecode(v2RouterAbi, data);
  if (swap) {
    const [first, second, path, to] = swap.args;
    const exactOut = swap.functionName.startsWith('swapTokensForExact');
    return {
      kind: 'swap',
      router: target,
      path: path.map(lower),
      to: lower(to),
      minOut: exactOut ? first : second,
      ...(!exactOut && { amountIn: first }),
      native: swap.functionName.endsWith('ETH'),
    };
  }
  return unknown;
}

function tryDecode<const A extends Abi>(abi: A, data: Hex) {
  try {
    return decodeFunctionData({ abi, data } as never) as DecodeFunctionDataReturnType<A>;
  } catch {
    return undefined;
  }
}
