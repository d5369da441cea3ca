// The spoke pool periphery's ERC-3009 deposit, as the real contract defines it (the protocol's own
// bytecode runs at the periphery address on the sandbox chains): the depositor signs a
// ReceiveWithAuthorization whose nonce is the witness hash of the deposit, the submitter calls
// depositWithAuthorization, and the spoke pool's unsafeDeposit gives the deposit an id fixed by the
// periphery, the depositor, the signer and that witness. So the quote can promise the id up front.
import {
  concat,
  encodeAbiParameters,
  encodeFunctionData,
  encodePacked,
  getAbiItem,
  keccak256,
  padHex,
  toHex,
  zeroAddress,
  type Hex,
} from 'viem';
import { spokePoolPeripheryAbi } from '../../chains/contracts/generated/SpokePoolPeriphery';

/** The periphery's DepositData, JSON-safe (uint256 as decimal strings), as the quote stores it. */
export interface GaslessDepositData {
  submissionFees: { amount: string; recipient: Hex };
  baseDepositData: {
    inputToken: Hex;
    /** bytes32 */
    outputToken: Hex;
    outputAmount: string;
    depositor: Hex;
    /** bytes32 */
    recipient: Hex;
    destinationChainId: string;
    /** bytes32 */
    exclusiveRelayer: Hex;
    quoteTimestamp: number;
    fillDeadline: number;
    exclusivityParameter: number;
    message: Hex;
  };
  inputAmount: string;
  spokePool: Hex;
  nonce: string;
}

const depositWithAuthorization = getAbiItem({
  abi: spokePoolPeripheryAbi,
  name: 'depositWithAuthorization',
});
const depositDataParam = depositWithAuthorization.inputs[1];

export const BRIDGE_WITNESS_IDENTIFIER = keccak256(toHex('BridgeWitness'));
export const AUTHORIZATION_NONCE_IDENTIFIER = keccak256(toHex('AuthorizationNonce'));

const bytes32 = (a: string): Hex => padHex(a as Hex, { size: 32 });

export function depositData(a: {
  inputToken: Hex;
  outputToken: Hex;
  inputAmount: bigint;
  outputAmount: bigint;
  depositor: Hex;
  recipient: Hex;
  destinationChainId: number;
  quoteTimestamp: number;
  fillDeadline: number;
  message: Hex;
  spokePool: Hex;
  nonce: bigint;
}): GaslessDepositData {
  return {
    // The service pays the gas itself: no submission fee is taken from the deposit.
    submissionFees: { amount: '0', recipient: zeroAddress },
    baseDepositData: {
      inputToken: a.inputToken,
      outputToken: bytes32(a.outputToken),
      outputAmount: a.outputAmount.toString(),
      depositor: a.depositor,
      recipient: bytes32(a.recipient),
      destinationChainId: String(a.destinationChainId),
      exclusiveRelayer: bytes32(zeroAddress),
      quoteTimestamp: a.quoteTimestamp,
      fillDeadline: a.fillDeadline,
      exclusivityParameter: 0,
      message: a.message,
    },
    inputAmount: a.inputAmount.toString(),
    spokePool: a.spokePool,
    nonce: a.nonce.toString(),
  };
}

function abiValue(d: GaslessDepositData) {
  const b = d.baseDepositData;
  return {
    submissionFees: {
      amount: BigInt(d.submissionFees.amount),
      recipient: d.submissionFees.recipient,
    },
    baseDepositData: {
      ...b,
      outputAmount: BigInt(b.outputAmount),
      destinationChainId: BigInt(b.destinationChainId),
    },
    inputAmount: BigInt(d.inputAmount),
    spokePool: d.spokePool,
    nonce: BigInt(d.nonce),
  };
}

/** getERC3009DepositWitness: the ERC-3009 nonce the depositor signs. */
export const bridgeWitness = (d: GaslessDepositData): Hex =>
  keccak256(
    concat([BRIDGE_WITNESS_IDENTIFIER, encodeAbiParameters([depositDataParam], [abiValue(d)])]),
  );

/** What the authorization moves: the deposit plus any submission fee. */
export const authorizedValue = (d: GaslessDepositData) =>
  BigInt(d.inputAmount) + BigInt(d.submissionFees.amount);

/**
 * The id the spoke pool gives the deposit: getUnsafeDepositId(periphery, depositor, nonce), the
 * nonce being the periphery's hash of the authorization identifier, the signer and the witness.
 */
export function gaslessDepositId(a: { periphery: Hex; signer: Hex; deposit: GaslessDepositData }) {
  const witness = bridgeWitness(a.deposit);
  const depositNonce = keccak256(
    encodePacked(
      ['bytes32', 'address', 'uint256'],
      [AUTHORIZATION_NONCE_IDENTIFIER, a.signer, BigInt(witness)],
    ),
  );
  const id = keccak256(
    encodePacked(
      ['address', 'bytes32', 'uint256'],
      [a.periphery, bytes32(a.deposit.baseDepositData.depositor), BigInt(depositNonce)],
    ),
  );
  return BigInt(id);
}

export const encodeDepositWithAuthorization = (a: {
  signer: Hex;
  deposit: GaslessDepositData;
  validAfter: bigint;
  validBefore: bigint;
  signature: Hex;
}): Hex =>
  encodeFunctionData({
    abi: spokePoolPeripheryAbi,
    functionName: 'depositWithAuthorization',
    args: [a.signer, abiValue(a.deposit), a.validAfter, a.validBefore, a.signature],
  });
