// Gasless deposits on the sandbox chains: the wallet signs the quote's ERC-3009 authorization for
// the spoke pool periphery, and the service sends depositWithAuthorization from its relayer
// account; the spoke pool's deposit carries the id the quote promised, the USDC leaves the
// wallet's own balance and the relayer fills it on the destination. Time moves only on the manual
// clock, which is also the chains' block time.
import { parseUnits, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount, type LocalAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../../contract/endpoints';
import type { SwapApprovalQuery } from '../../../../contract/schemas/swap-approval';
import { RELAYER } from '../../chains/accounts';
import { bootstrapChain } from '../../chains/bootstrap';
import { spokePoolAbi } from '../../chains/contracts/generated/SpokePool';
import { spokePoolPeripheryAbi } from '../../chains/contracts/generated/SpokePoolPeriphery';
import { sandboxChainsForThisFile } from '../../chains/testing/sandbox-chains-for-this-file';
import {
  ARB_SPOKE,
  ARB_USDC,
  BASE_USDC,
  newPerson,
  readerAt,
  tokenBalanceAt,
} from '../../chains/testing/sandbox-people';
import { startTestService, type TestService } from '../../testing/harness';
import { peripheryAddress } from '../../world/spokes';
import { expectFailure, INTEGRATOR, SECOND } from '../testing/order-helpers';
import { AUTHORIZATION_NONCE_IDENTIFIER } from './periphery';

const testChains = sandboxChainsForThisFile([42161, 8453]);
let t: TestService;
beforeAll(async () => {
  const { chains, clock } = testChains();
  t = await startTestService({ chains, clock });
});
afterAll(() => t?.close());

const PERIPHERY = peripheryAddress(42161);
const rpcUrl = (chainId: number) => `${t.base}/sandbox/rpc/${chainId}`;
const reader = (chainId: number) => readerAt(chainId, rpcUrl(chainId));
const usdcOf = (chainId: number, token: Hex, owner: Hex) =>
  tokenBalanceAt(chainId, rpcUrl(chainId), token, owner);
const someone = () => privateKeyToAccount(generatePrivateKey()).address;
const person = (usdc: string) =>
  newPerson(testChains().chains.get(42161)!, ARB_USDC, parseUnits(usdc, 6));

const quote = (depositor: Hex, q: Partial<SwapApprovalQuery> = {}) =>
  t.client().call(endpoints.getGaslessQuote, {
    query: {
      amount: '25000000',
      inputToken: ARB_USDC,
      outputToken: BASE_USDC,
      originChainId: '42161',
      destinationChainId: '8453',
      depositor,
      integratorId: INTEGRATOR,
      ...q,
    },
  });
type GaslessQuote = Awaited<ReturnType<typeof quote>>;

const submit = async (q: GaslessQuote, signer: LocalAccount) =>
  t.client().call(endpoints.submitGasless, {
    query: { integratorId: INTEGRATOR },
    body: {
      swapTx: q.swapTx!,
      signature: await signer.signTypedData(
        q.swapTx!.typedData as Parameters<LocalAccount['signTypedData']>[0],
      ),
    },
  });
const byDepositId = (depositId: string) =>
  t.client().call(endpoints.getDeposit, {
    query: { integratorId: INTEGRATOR, depositId, originChainId: '42161' },
  });
const depositStatus = (depositId: string) =>
  t.client().call(endpoints.getDepositStatus, {
    query: { integratorId: INTEGRATOR, depositId, originChainId: '42161' },
  });

/** Every FundsDeposited the Arbitrum spoke pool emitted with this id. */
const depositLogs = (depositId: string) =>
  reader(42161).getContractEvents({
    address: ARB_SPOKE,
    abi: spokePoolAbi,
    eventName: 'FundsDeposited',
    args: { depositId: BigInt(depositId) },
    fromBlock: 0n,
  });

describe('gasless deposits on the sandbox chains', () => {
  it('a funded wallet’s signature becomes the periphery’s deposit, with the quoted id, paid from its own USDC, and fills on the destination', async () => {
    const { clock } = testChains();
    const depositor = await person('40');
    const recipient = someone();
    const q = await quote(depositor.address, { recipient });
    const auth = q.swapTx!.typedData.message as Record<string, string>;
    expect(q.swapTx!.to).toBe(PERIPHERY);
    expect(auth).toMatchObject({ from: depositor.address, to: PERIPHERY, value: '25000000' });
    // The periphery derives the same id from the witness the wallet signs as its nonce.
    const onChainId = await reader(42161).readContract({
      address: PERIPHERY,
      abi: spokePoolPeripheryAbi,
      functionName: 'getDepositId',
      args: [
        depositor.address,
        depositor.address,
        AUTHORIZATION_NONCE_IDENTIFIER,
        BigInt(auth.nonce!),
        ARB_SPOKE,
      ],
    });
    expect(onChainId.toString()).toBe(q.depositId);

    expect(await submit(q, depositor)).toMatchObject({ depositId: q.depositId });
    await clock.advance(2 * SECOND);
    const [log] = await depositLogs(q.depositId);
    expect(log?.args).toMatchObject({ inputAmount: 25_000_000n, destinationChainId: 8453n });
    const sent = await reader(42161).getTransactionReceipt({ hash: log!.transactionHash });
    expect(sent).toMatchObject({ status: 'success', to: PERIPHERY.toLowerCase() });
    expect(sent.from).toBe(RELAYER.toLowerCase());
    expect(await usdcOf(42161, ARB_USDC, depositor.address)).toBe(parseUnits('15', 6));
    expect(await depositStatus(q.depositId)).toMatchObject({
      depositTxnRef: log!.transactionHash,
    });

    await clock.advance(60 * SECOND);
    const filled = await byDepositId(q.depositId);
    expect(filled.deposit).toMatchObject({
      status: 'filled',
      depositor: depositor.address,
      recipient,
      depositTxnRef: log!.transactionHash,
      outputAmount: q.expectedOutputAmount,
    });
    const fill = await reader(8453).getTransactionReceipt({
      hash: filled.deposit.fillTxnRef as Hex,
    });
    expect(fill.status).toBe('success');
    expect(await usdcOf(8453, BASE_USDC, recipient)).toBe(BigInt(q.expectedOutputAmount));
  });

  it('a replayed submission, or the same deposit sent again, does not deposit twice', async () => {
    const { clock } = testChains();
    const depositor = await person('60');
    const q = await quote(depositor.address);
    const { depositId, messageId } = await submit(q, depositor);
    expect(await submit(q, depositor)).toMatchObject({ depositId, messageId });
    await clock.advance(2 * SECOND);
    expect(await submit(q, depositor)).toMatchObject({ depositId, messageId });
    await clock.advance(2 * SECOND);
    const [log, ...more] = await depositLogs(q.depositId);
    expect(more).toEqual([]);
    expect(await usdcOf(42161, ARB_USDC, depositor.address)).toBe(parseUnits('35', 6));

    // The authorization's nonce is spent: the same transaction sent again reverts.
    const { input } = await reader(42161).getTransaction({ hash: log!.transactionHash });
    await expect(
      reader(42161).call({ account: RELAYER, to: PERIPHERY, data: input }),
    ).rejects.toThrow(/authorization is used/);
  });

  it('a wallet without the USDC gets deposit-failed, and nothing reaches the chain', async () => {
    const { clock } = testChains();
    const depositor = await person('10');
    const q = await quote(depositor.address);
    await submit(q, depositor);
    await clock.advance(2 * SECOND);
    expect((await byDepositId(q.depositId)).deposit.status).toBe('deposit-failed');
    expect(await depositStatus(q.depositId)).toMatchObject({ status: 'deposit-failed' });
    expect(await depositLogs(q.depositId)).toEqual([]);
    expect(await usdcOf(42161, ARB_USDC, depositor.address)).toBe(parseUnits('10', 6));
  });

  it('a signature by someone else is refused before anything is sent', async () => {
    const depositor = await person('30');
    const q = await quote(depositor.address);
    await expectFailure(submit(q, await person('0')), {
      status: 400,
      code: 'INVALID_PARAM',
      param: 'signature',
    });
  });

  it('a chain made before the periphery was placed gets it when it starts', async () => {
    const chain = testChains().chains.get(42161)!;
    await chain.test.setCode({ address: PERIPHERY, bytecode: '0x' });
    await bootstrapChain(chain);
    const read = await reader(42161).readContract({
      address: PERIPHERY,
      abi: spokePoolPeripheryAbi,
      functionName: 'AUTHORIZATION_NONCE_IDENTIFIER',
    });
    expect(read).toBe(AUTHORIZATION_NONCE_IDENTIFIER);
    // The placeholders its constructor needed at Permit2 and Multicall3 are gone again.
    const permit2 = await reader(42161).getCode({
      address: '0x000000000022D473030F116dDEE9F6B43aC78BA3',
    });
    expect(permit2).toBeUndefined();
  });
});
