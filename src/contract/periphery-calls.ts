// Every call a quote of the real service asks a wallet to make to start a transfer, decoded into
// one shape (the calls its 2026 quotes carry): the spoke pool's `deposit` (bytes32 addresses) and
// its older `depositV3` (addresses); the SpokePoolPeriphery's `depositNative` (both ABI
// generations: the Aug-2025 one takes no depositor), `swapAndBridge` (a swap through its SwapProxy,
// then the deposit) and the gasless entry points a submitter calls (…WithAuthorization,
// …WithPermit, …WithPermit2). Bytes after the ABI-encoded arguments are read as tags
// (call-tags.ts).
import { decodeFunctionData, parseAbi, type Hex } from 'viem';
import { readCallTags, type CallTags } from './call-tags';

const STRUCTS = [
  'struct Fees { uint256 amount; address recipient; }',
  'struct BaseDepositData { address inputToken; bytes32 outputToken; uint256 outputAmount; address depositor; bytes32 recipient; uint256 destinationChainId; bytes32 exclusiveRelayer; uint32 quoteTimestamp; uint32 fillDeadline; uint32 exclusivityParameter; bytes message; }',
  'struct DepositData { Fees submissionFees; BaseDepositData baseDepositData; uint256 inputAmount; address spokePool; uint256 nonce; }',
  'struct SwapAndDepositData { Fees submissionFees; BaseDepositData depositData; address swapToken; address exchange; uint8 transferType; uint256 swapTokenAmount; uint256 minExpectedInputTokenAmount; bytes routerCalldata; bool enableProportionalAdjustment; address spokePool; uint256 nonce; }',
  'struct TokenPermissions { address token; uint256 amount; }',
  'struct PermitTransferFrom { TokenPermissions permitted; uint256 nonce; uint256 deadline; }',
] as const;

/** The ABIs of @across-protocol/contracts (4.1.12 for the first depositNative, 5.0.27 for the rest). */
export const depositEntryAbi = parseAbi([
  ...STRUCTS,
  'function deposit(bytes32 depositor, bytes32 recipient, bytes32 inputToken, bytes32 outputToken, uint256 inputAmount, uint256 outputAmount, uint256 destinationChainId, bytes32 exclusiveRelayer, uint32 quoteTimestamp, uint32 fillDeadline, uint32 exclusivityParameter, bytes message) payable',
  'function depositV3(address depositor, address recipient, address inputToken, address outputToken, uint256 inputAmount, uint256 outputAmount, uint256 destinationChainId, address exclusiveRelayer, uint32 quoteTimestamp, uint32 fillDeadline, uint32 exclusivityDeadline, bytes message) payable',
  'function depositNative(address spokePool, bytes32 recipient, address inputToken, uint256 inputAmount, bytes32 outputToken, uint256 outputAmount, uint256 destinationChainId, bytes32 exclusiveRelayer, uint32 quoteTimestamp, uint32 fillDeadline, uint32 exclusivityParameter, bytes message) payable',
  'function depositNative(address spokePool, address depositor, bytes32 recipient, address inputToken, uint256 inputAmount, bytes32 outputToken, uint256 outputAmount, uint256 destinationChainId, bytes32 exclusiveRelayer, uint32 quoteTimestamp, uint32 fillDeadline, uint32 exclusivityParameter, bytes message) payable',
  'function swapAndBridge(SwapAndDepositData swapAndDepositData) payable',
  'function depositWithAuthorization(address signatureOwner, DepositData depositData, uint256 validAfter, uint256 validBefore, bytes receiveWithAuthSignature)',
  'function depositWithPermit(address signatureOwner, DepositData depositData, uint256 deadline, bytes permitSignature, bytes depositDataSignature)',
  'function depositWithPermit2(address signatureOwner, DepositData depositData, PermitTransferFrom permit, bytes signature)',
  'function swapAndBridgeWithAuthorization(address signatureOwner, SwapAndDepositData swapAndDepositData, uint256 validAfter, uint256 validBefore, bytes receiveWithAuthSignature)',
  'function swapAndBridgeWithPermit(address signatureOwner, SwapAndDepositData swapAndDepositData, uint256 deadline, bytes permitSignature, bytes swapAndDepositDataSignature)',
  'function swapAndBridgeWithPermit2(address signatureOwner, SwapAndDepositData swapAndDepositData, PermitTransferFrom permit, bytes signature)',
]);

/** Who receives the call: the spoke pool itself, or its periphery. */
export type EntryContract = 'spokePool' | 'periphery';

/** The swap a `swapAndBridge` makes before depositing what it swapped to. */
export interface OriginSwapCall {
  swapToken: Hex;
  swapTokenAmount: bigint;
  /** The DEX router the SwapProxy calls with `routerCalldata`. */
  exchange: Hex;
  /** 0 approval, 1 transfer, 2 Permit2 approval: how the SwapProxy hands the router its input. */
  transferType: number;
  /** The deposit reverts unless the swap yields at least this much of the bridged token. */
  minExpectedInputTokenAmount: bigint;
  enableProportionalAdjustment: boolean;
}

/** A deposit, whichever entry point makes it (addresses 20-byte, lower case). */
export interface DepositIntent {
  functionName: string;
  contract: EntryContract;
  /** The spoke pool a periphery call deposits into (the call's own target for a spoke pool call). */
  spokePool?: Hex;
  /** Absent where the contract takes the sender (the first depositNative). */
  depositor?: Hex;
  recipient: Hex;
  inputToken: Hex;
  outputToken: Hex;
  /** For a swap before the bridge: the least the swap must yield (the deposit's input). */
  inputAmount: bigint;
  outputAmount: bigint;
  destinationChainId: number;
  exclusiveRelayer: Hex;
  quoteTimestamp: number;
  fillDeadline: number;
  exclusivityParameter: number;
  message: Hex;
  swap?: OriginSwapCall;
  /** A fee the submitter of a gasless call takes from the deposit; 0 for a wallet's own call. */
  submissionFee?: { amount: bigint; recipient: Hex };
  /** The signer for the gasless entry points: a submitter, not the wallet, sends them. */
  signatureOwner?: Hex;
  tags: CallTags;
}

/** The low 20 bytes of a bytes32 (or a 20-byte address), lower case. */
const a20 = (w: Hex) => `0x${w.slice(-40)}`.toLowerCase() as Hex;

type Base = {
  inputToken: Hex;
  outputToken: Hex;
  outputAmount: bigint;
  depositor: Hex;
  recipient: Hex;
  destinationChainId: bigint;
  exclusiveRelayer: Hex;
  quoteTimestamp: number;
  fillDeadline: number;
  exclusivityParameter: number;
  message: Hex;
};

const fromBase = (b: Base) => ({
  depositor: a20(b.depositor),
  recipient: a20(b.recipient),
  inputToken: a20(b.inputToken),
  outputToken: a20(b.outputToken),
  outputAmount: b.outputAmount,
  destinationChainId: Number(b.destinationChainId),
  exclusiveRelayer: a20(b.exclusiveRelayer),
  quoteTimestamp: b.quoteTimestamp,
  fillDeadline: b.fillDeadline,
  exclusivityParameter: b.exclusivityParameter,
  message: b.message,
});

type Swap = {
  submissionFees: { amount: bigint; recipient: Hex };
  depositData: Base;
  swapToken: Hex;
  exchange: Hex;
  transferType: number;
  swapTokenAmount: bigint;
  minExpectedInputTokenAmount: bigint;
  enableProportionalAdjustment: boolean;
  spokePool: Hex;
};

const fromSwap = (s: Swap, functionName: string, tags: CallTags): DepositIntent => ({
  functionName,
  contract: 'periphery',
  spokePool: a20(s.spokePool),
  ...fromBase(s.depositData),
  inputAmount: s.minExpectedInputTokenAmount,
  swap: {
    swapToken: a20(s.swapToken),
    swapTokenAmount: s.swapTokenAmount,
    exchange: a20(s.exchange),
    transferType: s.transferType,
    minExpectedInputTokenAmount: s.minExpectedInputTokenAmount,
    enableProportionalAdjustment: s.enableProportionalAdjustment,
  },
  submissionFee: { amount: s.submissionFees.amount, recipient: a20(s.submissionFees.recipient) },
  tags,
});

type DepositData = {
  submissionFees: { amount: bigint; recipient: Hex };
  baseDepositData: Base;
  inputAmount: bigint;
  spokePool: Hex;
};

const fromDepositData = (d: DepositData, functionName: string, tags: CallTags): DepositIntent => ({
  functionName,
  contract: 'periphery',
  spokePool: a20(d.spokePool),
  ...fromBase(d.baseDepositData),
  inputAmount: d.inputAmount,
  submissionFee: { amount: d.submissionFees.amount, recipient: a20(d.submissionFees.recipient) },
  tags,
});

/** A deposit's arguments after the depositor, as the spoke pool's deposit orders them. */
type FlatArgs = readonly [Hex, Hex, Hex, bigint, bigint, bigint, Hex, number, number, number, Hex];

function flat(functionName: string, args: readonly unknown[], tags: CallTags) {
  const [rec, inTok, outTok, inAmt, outAmt, dest, excl, qt, fd, ep, message] = args as FlatArgs;
  return {
    functionName,
    recipient: a20(rec),
    inputToken: a20(inTok),
    outputToken: a20(outTok),
    inputAmount: inAmt,
    outputAmount: outAmt,
    destinationChainId: Number(dest),
    exclusiveRelayer: a20(excl),
    quoteTimestamp: qt,
    fillDeadline: fd,
    exclusivityParameter: ep,
    message,
    tags,
  };
}

/**
 * The deposit `data` makes, or why it is not one: `unknown` names the selector Ferry does not know,
 * `tail` bytes after the arguments that are no known tag.
 */
export function decodeDepositIntent(
  data: Hex,
): { ok: true; intent: DepositIntent } | { ok: false; reason: 'unknown' | 'tail'; selector: Hex } {
  const selector = data.slice(0, 10).toLowerCase() as Hex;
  let decoded: ReturnType<typeof decodeFunctionData<typeof depositEntryAbi>>;
  try {
    decoded = decodeFunctionData({ abi: depositEntryAbi, data });
  } catch {
    return { ok: false, reason: 'unknown', selector };
  }
  const tags = readCallTags(data, depositEntryAbi, decoded);
  if (!tags) return { ok: false, reason: 'tail', selector };
  const intent = intentOf(decoded, tags);
  return { ok: true, intent };
}

function intentOf(
  d: ReturnType<typeof decodeFunctionData<typeof depositEntryAbi>>,
  tags: CallTags,
): DepositIntent {
  switch (d.functionName) {
    case 'deposit':
    case 'depositV3': {
      const [depositor, ...rest] = d.args;
      return {
        ...flat(d.functionName, rest, tags),
        contract: 'spokePool',
        depositor: a20(depositor),
      };
    }
    case 'depositNative': {
      // The first generation has 12 arguments (the sender is the depositor), the second 13.
      const [pool, ...args] = d.args;
      const depositor = args.length === 12 ? (args.shift() as Hex) : undefined;
      // depositNative orders its arguments as deposit does after the depositor, but for the
      // input amount before the output token.
      const [rec, inTok, inAmt, outTok, ...tail] = args;
      return {
        ...flat('depositNative', [rec, inTok, outTok, inAmt, ...tail], tags),
        contract: 'periphery',
        spokePool: a20(pool),
        ...(depositor !== undefined && { depositor: a20(depositor) }),
      };
    }
    case 'swapAndBridge':
      return fromSwap(d.args[0] as Swap, 'swapAndBridge', tags);
    case 'swapAndBridgeWithAuthorization':
    case 'swapAndBridgeWithPermit':
    case 'swapAndBridgeWithPermit2':
      return {
        ...fromSwap(d.args[1] as Swap, d.functionName, tags),
        signatureOwner: a20(d.args[0]),
      };
    case 'depositWithAuthorization':
    case 'depositWithPermit':
    case 'depositWithPermit2':
      return {
        ...fromDepositData(d.args[1] as DepositData, d.functionName, tags),
        signatureOwner: a20(d.args[0]),
      };
  }
}

/**
 * The output amount to sign for a deposit whose input is a swap's yield, known only on chain. The
 * periphery, with proportional adjustment, asks `outputAmount · yield / minimum`, so the amount
 * signed is priced at the leg's minimum: the largest whose adjusted output at the expected yield
 * (the leg's output, the quote's bridge input) is no more than the quoted output. A yield
 * between the minimum and the expected one then asks a share of the quote, never more than the
 * deposit is worth.
 */
export function outputAtMinimum(quotedOutput: bigint, expectedYield: bigint, minimum: bigint) {
  return ((quotedOutput + 1n) * minimum - 1n) / expectedYield;
}
