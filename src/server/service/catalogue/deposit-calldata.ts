// Real calldata for the transactions a swap quote hands to the wallet: the ERC-20 approval of
// the spoke pool and the spoke pool's deposit (the bytes32-address form of current spoke pools).
import { encodeFunctionData, erc20Abi, pad, parseAbi, type Hex } from 'viem';
import { tokensOn, type WorldToken } from '../world/tokens';

export const spokePoolAbi = parseAbi([
  'function deposit(bytes32 depositor, bytes32 recipient, bytes32 inputToken, bytes32 outputToken, uint256 inputAmount, uint256 outputAmount, uint256 destinationChainId, bytes32 exclusiveRelayer, uint32 quoteTimestamp, uint32 fillDeadline, uint32 exclusivityDeadline, bytes message) payable',
]);

export interface DepositArgs {
  depositor: string;
  recipient: string;
  input: WorldToken;
  output: WorldToken;
  inputAmount: bigint;
  outputAmount: bigint;
  quoteTimestamp: number;
  fillDeadline: number;
  message: Hex;
}

const ZERO = '0x0000000000000000000000000000000000000000';
const word = (address: string) => pad(address as Hex, { size: 32 });

/**
 * Spoke pools move ERC-20s: native ETH is deposited as the chain's wrapped token with msg.value,
 * and native output is named by its wrapped token (the relayer unwraps on delivery).
 */
export function contractToken(t: WorldToken): WorldToken {
  if (!t.native) return t;
  return tokensOn(t.chainId).find((w) => w.family === t.family && !w.native) ?? t;
}

export function encodeDeposit(a: DepositArgs): Hex {
  return encodeFunctionData({
    abi: spokePoolAbi,
    functionName: 'deposit',
    args: [
      word(a.depositor),
      word(a.recipient),
      word(contractToken(a.input).address),
      word(contractToken(a.output).address),
      a.inputAmount,
      a.outputAmount,
      BigInt(a.output.chainId),
      word(ZERO), // no exclusive relayer
      a.quoteTimestamp,
      a.fillDeadline,
      0,
      a.message,
    ],
  });
}

export function encodeApprove(spender: string, amount: bigint): Hex {
  return encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender as Hex, amount],
  });
}
