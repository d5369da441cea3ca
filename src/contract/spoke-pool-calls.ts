// The calls a quote hands to the wallet, shared by the service that builds them and the app that
// checks them before the wallet is asked: an ERC-20 approval and the spoke pool's deposit (the
// bytes32-address form of current spoke pools). A versioned quote's deposit carries its order id
// after the arguments, behind a marker, so the service can link the deposit it sees on chain to
// the quote; the spoke pool ignores bytes after the arguments (the protocol tags integrator ids
// the same way).
import {
  concatHex,
  decodeFunctionData,
  encodeFunctionData,
  erc20Abi,
  padHex,
  parseAbi,
  sliceHex,
  size,
  type Hex,
} from 'viem';

export const spokePoolAbi = parseAbi([
  'function deposit(bytes32 depositor, bytes32 recipient, bytes32 inputToken, bytes32 outputToken, uint256 inputAmount, uint256 outputAmount, uint256 destinationChainId, bytes32 exclusiveRelayer, uint32 quoteTimestamp, uint32 fillDeadline, uint32 exclusivityDeadline, bytes message) payable',
]);

/** The deposit's arguments with 20-byte EVM addresses (the spoke pool takes them as bytes32). */
export interface DepositCall {
  depositor: Hex;
  recipient: Hex;
  inputToken: Hex;
  outputToken: Hex;
  inputAmount: bigint;
  outputAmount: bigint;
  destinationChainId: number;
  exclusiveRelayer: Hex;
  quoteTimestamp: number;
  fillDeadline: number;
  exclusivityDeadline: number;
  message: Hex;
}

const word = (address: Hex) => padHex(address, { size: 32 });
/** The low 20 bytes of a bytes32 argument, lower case. */
const address = (w: Hex) => `0x${w.slice(-40)}`.toLowerCase() as Hex;

export function encodeDepositCall(d: DepositCall): Hex {
  return encodeFunctionData({
    abi: spokePoolAbi,
    functionName: 'deposit',
    args: [
      word(d.depositor),
      word(d.recipient),
      word(d.inputToken),
      word(d.outputToken),
      d.inputAmount,
      d.outputAmount,
      BigInt(d.destinationChainId),
      word(d.exclusiveRelayer),
      d.quoteTimestamp,
      d.fillDeadline,
      d.exclusivityDeadline,
      d.message,
    ],
  });
}

/** The deposit a calldata makes (addresses lower case), or undefined when it is not a deposit. */
export function decodeDepositCall(data: Hex): DepositCall | undefined {
  try {
    const { functionName, args } = decodeFunctionData({ abi: spokePoolAbi, data });
    if (functionName !== 'deposit') return undefined;
    const [dep, rec, inTok, outTok, inAmt, outAmt, dest, excl, qt, fd, ed, message] = args;
    return {
      depositor: address(dep),
      recipient: address(rec),
      inputToken: address(inTok),
      outputToken: address(outTok),
      inputAmount: inAmt,
      outputAmount: outAmt,
      destinationChainId: Number(dest),
      exclusiveRelayer: address(excl),
      quoteTimestamp: qt,
      fillDeadline: fd,
      exclusivityDeadline: ed,
      message,
    };
  } catch {
    return undefined;
  }
}

/** Marks the order id at the end of a deposit's calldata. */
export const ORDER_TAG_MARKER: Hex = '0x1dc0de0f';

export const tagWithOrder = (data: Hex, orderId: Hex): Hex =>
  concatHex([data, ORDER_TAG_MARKER, orderId]);

/** The order id a calldata ends with, or undefined when it carries none. */
export function orderIdOfCalldata(data: Hex): Hex | undefined {
  const tail = size(ORDER_TAG_MARKER) + 32;
  if (size(data) < 4 + tail) return undefined;
  const end = sliceHex(data, size(data) - tail);
  if (sliceHex(end, 0, size(ORDER_TAG_MARKER)).toLowerCase() !== ORDER_TAG_MARKER) return undefined;
  return sliceHex(end, size(ORDER_TAG_MARKER)).toLowerCase() as Hex;
}

export function encodeApproveCall(spender: Hex, amount: bigint): Hex {
  return encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] });
}

/** The approval a calldata makes, or undefined when it is not `approve`. */
export function decodeApproveCall(data: Hex): { spender: Hex; amount: bigint } | undefined {
  try {
    const { functionName, args } = decodeFunctionData({ abi: erc20Abi, data });
    if (functionName !== 'approve') return undefined;
    return { spender: args[0].toLowerCase() as Hex, amount: args[1] };
  } catch {
    return undefined;
  }
}
