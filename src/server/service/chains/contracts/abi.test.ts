// The sandbox's contracts speak the real ABIs: the official client's spoke-pool ABI (what its
// deposit, speed-up and fill lookups call and read), the spoke pool periphery's gasless deposit as
// the real service calls it, the ERC-20 standard, EIP-2612 and EIP-3009.
import { spokePoolAbiV3_5 } from '@across-protocol/app-sdk/dist/abis/SpokePool/index.js';
import { erc20Abi, parseAbi, type Abi } from 'viem';
import { formatAbiItem } from 'viem/utils';
import { describe, expect, it } from 'vitest';
import { sandboxPermitTokenAbi } from './generated/SandboxPermitToken';
import { sandboxTokenAbi } from './generated/SandboxToken';
import { sandboxUsdcAbi } from './generated/SandboxUsdc';
import { spokePoolAbi } from './generated/SpokePool';
import { spokePoolPeripheryAbi } from './generated/SpokePoolPeriphery';
import { weth9Abi } from './generated/WETH9';

const signatures = (abi: Abi) =>
  abi.filter((i) => i.type === 'function' || i.type === 'event').map((i) => formatAbiItem(i));

/** What `abi` declares that `ours` lacks, item by item (name, inputs, outputs, indexing). */
const missingFrom = (ours: Abi, abi: Abi) => {
  const have = new Set(signatures(ours));
  return signatures(abi).filter((s) => !have.has(s));
};

const eip2612 = parseAbi([
  'function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
  'function nonces(address owner) view returns (uint256)',
  'function DOMAIN_SEPARATOR() view returns (bytes32)',
]);
const eip3009 = parseAbi([
  'function transferWithAuthorization(address from, address to, uint256 value, uint256 validAfter, uint256 validBefore, bytes32 nonce, uint8 v, bytes32 r, bytes32 s)',
  'function receiveWithAuthorization(address from, address to, uint256 value, uint256 validAfter, uint256 validBefore, bytes32 nonce, uint8 v, bytes32 r, bytes32 s)',
  'function cancelAuthorization(address authorizer, bytes32 nonce, uint8 v, bytes32 r, bytes32 s)',
  'function authorizationState(address authorizer, bytes32 nonce) view returns (bool)',
  'event AuthorizationUsed(address indexed authorizer, bytes32 indexed nonce)',
  'event AuthorizationCanceled(address indexed authorizer, bytes32 indexed nonce)',
]);

/**
 * The periphery's ERC-3009 deposit and what the real service's gasless quote reads to build it
 * (across-protocol/contracts SpokePoolPeriphery.sol and its interface; frontend
 * api/_bridges/across/utils/erc3009-tx-builder.ts).
 */
const peripheryGasless = parseAbi([
  'struct Fees { uint256 amount; address recipient; }',
  'struct BaseDepositData { address inputToken; bytes32 outputToken; uint256 outputAmount; address depositor; bytes32 recipient; uint256 destinationChainId; bytes32 exclusiveRelayer; uint32 quoteTimestamp; uint32 fillDeadline; uint32 exclusivityParameter; bytes message; }',
  'struct DepositData { Fees submissionFees; BaseDepositData baseDepositData; uint256 inputAmount; address spokePool; uint256 nonce; }',
  'function depositWithAuthorization(address signatureOwner, DepositData depositData, uint256 validAfter, uint256 validBefore, bytes receiveWithAuthSignature)',
  'function getERC3009DepositWitness(DepositData depositData) pure returns (bytes32)',
  'function getDepositId(address depositor, address authorizer, bytes32 nonceIdentifier, uint256 nonce, address spokePool) view returns (uint256)',
  'function AUTHORIZATION_NONCE_IDENTIFIER() view returns (bytes32)',
  'function BRIDGE_WITNESS_IDENTIFIER() view returns (bytes32)',
]);

/** What the official client calls on the spoke pool and the events it reads. */
const clientUses = new Set(['deposit', 'speedUpV3Deposit', 'FundsDeposited', 'FilledRelay']);

describe('contract ABIs', () => {
  it('the spoke pool has every function and event of the official client’s ABI but the route switches the protocol removed', () => {
    expect(missingFrom(spokePoolAbi, spokePoolAbiV3_5 as Abi)).toEqual([
      'UPDATE_ADDRESS_DEPOSIT_DETAILS_HASH()',
      'enabledDepositRoutes(address,uint256)',
      'setEnableRoute(address,uint256,bool)',
    ]);
    // The client's calls and reads, spelled out: a change to any of these breaks integrators.
    const used = (spokePoolAbiV3_5 as Abi).filter((i) => 'name' in i && clientUses.has(i.name));
    expect(used.map((i) => ('name' in i ? i.name : ''))).toEqual(
      expect.arrayContaining([...clientUses]),
    );
    expect(missingFrom(spokePoolAbi, used)).toEqual([]);
  });

  it('the periphery takes the ERC-3009 deposit the real service sends, and the spoke pool its unsafe deposit', () => {
    expect(missingFrom(spokePoolPeripheryAbi, peripheryGasless)).toEqual([]);
    const unsafe = parseAbi([
      'function unsafeDeposit(bytes32 depositor, bytes32 recipient, bytes32 inputToken, bytes32 outputToken, uint256 inputAmount, uint256 outputAmount, uint256 destinationChainId, bytes32 exclusiveRelayer, uint256 depositNonce, uint32 quoteTimestamp, uint32 fillDeadline, uint32 exclusivityParameter, bytes message) payable',
      'function getUnsafeDepositId(address msgSender, bytes32 depositor, uint256 depositNonce) pure returns (uint256)',
    ]);
    expect(missingFrom(spokePoolAbi, unsafe)).toEqual([]);
  });

  it('every token is a standard ERC-20', () => {
    for (const abi of [sandboxTokenAbi, sandboxPermitTokenAbi, sandboxUsdcAbi, weth9Abi]) {
      expect(missingFrom(abi as Abi, erc20Abi)).toEqual([]);
    }
  });

  it('permit tokens have EIP-2612, USDC also EIP-3009; plain tokens have neither', () => {
    expect(missingFrom(sandboxPermitTokenAbi as Abi, eip2612)).toEqual([]);
    expect(missingFrom(sandboxUsdcAbi as Abi, [...eip2612, ...eip3009])).toEqual([]);
    expect(missingFrom(sandboxTokenAbi as Abi, eip2612)).toHaveLength(eip2612.length);
  });

  it('WETH wraps and unwraps the native coin', () => {
    expect(
      missingFrom(
        weth9Abi as Abi,
        parseAbi(['function deposit() payable', 'function withdraw(uint256 wad)']),
      ),
    ).toEqual([]);
  });
});
