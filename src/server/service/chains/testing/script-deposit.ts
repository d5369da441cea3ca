// A deposit sent to Arbitrum's sandbox spoke pool by a plain viem script, as an integrator would
// (the ABI written out by hand, no Ferry code): a new person is funded, approves, and deposits.
import {
  createWalletClient,
  erc20Abi,
  http,
  padHex,
  parseAbi,
  parseEventLogs,
  zeroAddress,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { SandboxChain } from '../chain';
import {
  ARB_SPOKE,
  ARB_USDC,
  BASE_USDC,
  newPerson,
  readerAt,
  sandboxChainAt,
} from './sandbox-people';

export const spokePoolByHand = parseAbi([
  'function deposit(bytes32 depositor, bytes32 recipient, bytes32 inputToken, bytes32 outputToken, uint256 inputAmount, uint256 outputAmount, uint256 destinationChainId, bytes32 exclusiveRelayer, uint32 quoteTimestamp, uint32 fillDeadline, uint32 exclusivityParameter, bytes message) payable',
  'event FundsDeposited(bytes32 inputToken, bytes32 outputToken, uint256 inputAmount, uint256 outputAmount, uint256 indexed destinationChainId, uint256 indexed depositId, uint32 quoteTimestamp, uint32 fillDeadline, uint32 exclusivityDeadline, bytes32 indexed depositor, bytes32 recipient, bytes32 exclusiveRelayer, bytes message)',
]);

export interface ScriptDeposit {
  amount: bigint;
  outputAmount: bigint;
  /** Base (8453) by default. */
  destinationChainId?: bigint;
  outputToken?: Hex;
  /** Seconds after now; 4 h by default. */
  fillDeadlineIn?: number;
}

/** Sends the deposit through `rpcUrl` (the service's /sandbox/rpc/42161) and waits for it. */
export async function depositFromScript(
  arbitrum: SandboxChain,
  rpcUrl: string,
  nowMs: number,
  d: ScriptDeposit,
) {
  const account = await newPerson(arbitrum, ARB_USDC, d.amount);
  const recipient = privateKeyToAccount(generatePrivateKey()).address;
  const wallet = createWalletClient({
    account,
    chain: sandboxChainAt(42161, rpcUrl),
    transport: http(rpcUrl),
  });
  const reader = readerAt(42161, rpcUrl);
  const approve = await wallet.writeContract({
    address: ARB_USDC,
    abi: erc20Abi,
    functionName: 'approve',
    args: [ARB_SPOKE, d.amount],
  });
  await reader.waitForTransactionReceipt({ hash: approve, pollingInterval: 20 });
  const now = Math.floor(nowMs / 1000);
  const b32 = (a: Hex) => padHex(a, { size: 32 });
  const hash = await wallet.writeContract({
    address: ARB_SPOKE,
    abi: spokePoolByHand,
    functionName: 'deposit',
    args: [
      b32(account.address),
      b32(recipient),
      b32(ARB_USDC),
      b32(d.outputToken ?? BASE_USDC),
      d.amount,
      d.outputAmount,
      d.destinationChainId ?? 8453n,
      b32(zeroAddress),
      now,
      now + (d.fillDeadlineIn ?? 4 * 3600),
      0,
      '0x',
    ],
  });
  const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  const [event] = parseEventLogs({
    abi: spokePoolByHand,
    logs: receipt.logs,
    eventName: 'FundsDeposited',
  });
  return { depositor: account.address, recipient, hash, depositId: event!.args.depositId };
}
