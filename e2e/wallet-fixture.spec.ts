// The injected wallet fixture itself: its responses (no browser), its transactions on the main
// instance's sandbox chains, then the same provider inside a page, announced over EIP-6963,
// with signatures checked by viem in this process.
import {
  encodeFunctionData,
  erc20Abi,
  hexToBigInt,
  numberToHex,
  verifyMessage,
  verifyTypedData,
  zeroAddress,
  type Hex,
} from 'viem';
import { encodeApproveCall, encodeDepositCall } from '../src/contract/spoke-pool-calls';
import { expect, test } from './fixtures';
import { TestWallet } from './fixtures/wallet';
import { sandboxRpcUrl } from './fixtures/wallet-chain';
import { ProviderError } from './fixtures/wallet-errors';
import { TEST_WALLET_INFO } from './fixtures/wallet-page';
import { MAIN } from './fixtures/env';
import { USDC, type FerryApi } from './fixtures/servers';

const typedData = {
  domain: {
    name: 'Cross-Chain Transfer Service',
    version: '1',
    chainId: 42161,
    verifyingContract: '0xe35e9842fceaCA96570B734083f4a58e8F7C5f2A',
  },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    TransferAuthorization: [
      { name: 'orderId', type: 'bytes32' },
      { name: 'depositor', type: 'address' },
      { name: 'inputAmount', type: 'uint256' },
    ],
  },
  primaryType: 'TransferAuthorization',
  message: { orderId: `0x${'ab'.repeat(32)}`, depositor: '', inputAmount: '25000000' },
} as const;

function dataFor(wallet: TestWallet) {
  return { ...typedData, message: { ...typedData.message, depositor: wallet.address } };
}

/** viem's own check of a signature over the typed data (amounts as bigint, as viem types them). */
function verify(wallet: TestWallet, signature: unknown) {
  const { EIP712Domain: _domain, ...types } = typedData.types;
  return verifyTypedData({
    domain: typedData.domain,
    types,
    primaryType: typedData.primaryType,
    message: {
      orderId: typedData.message.orderId as Hex,
      depositor: wallet.address,
      inputAmount: BigInt(typedData.message.inputAmount),
    },
    address: wallet.address,
    signature: signature as Hex,
  });
}

test.describe('test wallet (no browser)', () => {
  test('hides the account until asked, then signs typed data that viem verifies', async () => {
    const wallet = new TestWallet();
    expect((await wallet.request('eth_accounts', [])).result).toEqual([]);
    await expect(
      wallet.request('eth_signTypedData_v4', [wallet.address, JSON.stringify(dataFor(wallet))]),
    ).rejects.toMatchObject({ data: { code: 4100 } });
    expect((await wallet.request('eth_requestAccounts', [])).result).toEqual([wallet.address]);
    expect((await wallet.request('eth_accounts', [])).result).toEqual([wallet.address]);

    const data = dataFor(wallet);
    const { result } = await wallet.request('eth_signTypedData_v4', [
      wallet.address.toLowerCase(),
      JSON.stringify(data),
    ]);
    expect(await verify(wallet, result)).toBe(true);
    expect(wallet.signTypedDataCalls).toBe(2);
    expect(wallet.signedTypedData).toHaveLength(1);
  });

  test('signs personal messages, switches chains with an event, refuses what needs a chain', async () => {
    const wallet = new TestWallet({ chainId: 8453 });
    await wallet.request('eth_requestAccounts', []);
    expect((await wallet.request('eth_chainId', [])).result).toBe('0x2105');
    const msg = '0x48656c6c6f'; // "Hello"
    const { result } = await wallet.request('personal_sign', [msg, wallet.address]);
    expect(
      await verifyMessage({
        address: wallet.address,
        message: { raw: msg },
        signature: result as Hex,
      }),
    ).toBe(true);

    const switched = await wallet.request('wallet_switchEthereumChain', [{ chainId: '0xa4b1' }]);
    expect(switched.events).toEqual([{ event: 'chainChanged', data: '0xa4b1' }]);
    expect(wallet.chainId).toBe(42161);

    await expect(wallet.request('eth_sendTransaction', [{}])).rejects.toBeInstanceOf(ProviderError);
  });

  test('rejects the next signature with 4001 when told to, then signs again', async () => {
    const wallet = new TestWallet();
    await wallet.request('eth_requestAccounts', []);
    wallet.rejectNextSignature();
    const payload = [wallet.address, JSON.stringify(dataFor(wallet))];
    await expect(wallet.request('eth_signTypedData_v4', payload)).rejects.toMatchObject({
      data: { code: 4001 },
    });
    await expect(wallet.request('eth_signTypedData_v4', payload)).resolves.toBeTruthy();
    expect(wallet.signTypedDataCalls).toBe(2);
  });

  test('refuses a transaction from another account or for another chain, as MetaMask does', async () => {
    const wallet = new TestWallet({ chainId: 8453, rpcUrl: sandboxRpcUrl(MAIN) });
    const tx = { from: wallet.address, to: wallet.address, value: '0x0' };
    await expect(wallet.request('eth_sendTransaction', [tx])).rejects.toMatchObject({
      data: { code: 4100 },
    });
    await wallet.request('eth_requestAccounts', []);
    const other = { ...tx, from: '0x000000000000000000000000000000000000dEaD' };
    await expect(wallet.request('eth_sendTransaction', [other])).rejects.toMatchObject({
      data: { code: 4100 },
    });
    await expect(
      wallet.request('eth_sendTransaction', [{ ...tx, chainId: '0xa4b1' }]),
    ).rejects.toMatchObject({ data: { code: -32602 } });
    expect(wallet.sendTransactionCalls).toBe(3);
    expect(wallet.sent).toEqual([]);
  });

  test('fails with 4902 for a chain it lacks until the page adds it, then switches there', async () => {
    const wallet = new TestWallet({ chainId: 42161, knownChains: [8453] });
    await wallet.request('wallet_switchEthereumChain', [{ chainId: '0x2105' }]);
    await expect(
      wallet.request('wallet_switchEthereumChain', [{ chainId: '0xa' }]),
    ).rejects.toMatchObject({ data: { code: 4902 } });
    expect(wallet.chainId).toBe(8453);

    const optimism = {
      chainId: '0xa',
      chainName: 'OP Mainnet (sandbox)',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['http://127.0.0.1:4173/api/rpc/10'],
    };
    const added = await wallet.request('wallet_addEthereumChain', [optimism]);
    expect(added.events).toEqual([{ event: 'chainChanged', data: '0xa' }]);
    expect(wallet.chainId).toBe(10);
    expect(wallet.addChainCalls).toBe(1);
    expect(wallet.addedChains).toEqual([optimism]);
    await wallet.request('wallet_switchEthereumChain', [{ chainId: '0xa4b1' }]);
    await expect(
      wallet.request('wallet_switchEthereumChain', [{ chainId: '0xa' }]),
    ).resolves.toBeTruthy();
  });
});

test.describe("test wallet on the main instance's sandbox chains (Base)", () => {
  const BASE = 8453;
  const usdc = USDC[BASE];

  /** A wallet on Base with the faucet's test funds, connected (the page asked for the account). */
  async function fundedWallet(ferry: FerryApi) {
    const wallet = new TestWallet({ chainId: BASE, rpcUrl: sandboxRpcUrl(MAIN) });
    await ferry.faucet(BASE, wallet.address);
    await wallet.request('eth_requestAccounts', []);
    return wallet;
  }

  const ask = async (wallet: TestWallet, method: string, ...params: unknown[]) =>
    (await wallet.request(method, params)).result;
  const send = async (wallet: TestWallet, tx: Record<string, unknown>) =>
    (await ask(wallet, 'eth_sendTransaction', { from: wallet.address, ...tx })) as Hex;
  const receipt = (wallet: TestWallet, hash: Hex) =>
    ask(wallet, 'eth_getTransactionReceipt', hash) as Promise<Record<string, string> | null>;
  const transaction = (wallet: TestWallet, hash: Hex) =>
    ask(wallet, 'eth_getTransactionByHash', hash) as Promise<Record<string, string> | null>;
  const nonce = async (wallet: TestWallet) =>
    Number(await ask(wallet, 'eth_getTransactionCount', wallet.address, 'latest'));

  async function spokePool(): Promise<Hex> {
    const res = await fetch(`${MAIN.serviceURL}/sandbox/chains`);
    const { chains } = (await res.json()) as { chains: Array<{ chainId: number; spokePool: Hex }> };
    return chains.find((c) => c.chainId === BASE)!.spokePool;
  }
  const approval = async (amount: bigint) => ({
    to: usdc,
    data: encodeApproveCall(await spokePool(), amount),
  });
  async function allowance(wallet: TestWallet) {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'allowance',
      args: [wallet.address, await spokePool()],
    });
    return hexToBigInt((await ask(wallet, 'eth_call', { to: usdc, data }, 'latest')) as Hex);
  }

  test('signs an approval with its key, the chain mines it, and reads come from the chain', async ({
    ferry,
  }) => {
    const wallet = await fundedWallet(ferry);
    const tx = await approval(25_000_000n);
    const hash = await send(wallet, tx);
    expect(await receipt(wallet, hash)).toMatchObject({
      status: '0x1',
      from: wallet.address.toLowerCase(),
      to: usdc.toLowerCase(),
    });
    expect(await allowance(wallet)).toBe(25_000_000n);
    expect(wallet.sendTransactionCalls).toBe(1);
    expect(wallet.sent).toEqual([
      expect.objectContaining({ chainId: BASE, to: usdc, data: tx.data, value: 0n, hash }),
    ]);
  });

  test("speed-up: the page's hash is never mined, the faster one with its nonce is", async ({
    ferry,
  }) => {
    const wallet = await fundedWallet(ferry);
    const before = await nonce(wallet);
    const tx = await approval(7_000_000n);
    wallet.speedUpNext();
    const hash = await send(wallet, tx);

    const replacement = wallet.sent[0]!.replacement!;
    expect(replacement.kind).toBe('speed-up');
    expect(replacement.hash).not.toBe(hash);
    expect(await receipt(wallet, hash)).toBeNull();
    expect(await receipt(wallet, replacement.hash)).toMatchObject({ status: '0x1' });
    expect(await transaction(wallet, replacement.hash)).toMatchObject({
      nonce: numberToHex(before),
      to: usdc.toLowerCase(),
      input: tx.data,
    });
    expect(await nonce(wallet)).toBe(before + 1);
    expect(await allowance(wallet)).toBe(7_000_000n);
  });

  test('cancel: the nonce goes to a 0-value transfer to itself, the approval never happens', async ({
    ferry,
  }) => {
    const wallet = await fundedWallet(ferry);
    const before = await nonce(wallet);
    wallet.cancelNext();
    const hash = await send(wallet, await approval(7_000_000n));

    const replacement = wallet.sent[0]!.replacement!;
    expect(replacement.kind).toBe('cancel');
    expect(await receipt(wallet, hash)).toBeNull();
    expect(await receipt(wallet, replacement.hash)).toMatchObject({ status: '0x1' });
    expect(await transaction(wallet, replacement.hash)).toMatchObject({
      nonce: numberToHex(before),
      to: wallet.address.toLowerCase(),
      value: '0x0',
      input: '0x',
    });
    expect(await nonce(wallet)).toBe(before + 1);
    expect(await allowance(wallet)).toBe(0n);
  });

  test("a gas limit set in the wallet overrides the page's: a deposit at 30,000 reverts on chain", async ({
    ferry,
  }) => {
    const wallet = await fundedWallet(ferry);
    const amount = 5_000_000n;
    await send(wallet, await approval(amount));
    const block = (await ask(wallet, 'eth_getBlockByNumber', 'latest', false)) as {
      timestamp: Hex;
    };
    const now = Number(hexToBigInt(block.timestamp));
    const deposit = {
      to: await spokePool(),
      data: encodeDepositCall({
        depositor: wallet.address,
        recipient: wallet.address,
        inputToken: usdc,
        outputToken: USDC[42161],
        inputAmount: amount,
        outputAmount: amount - 10_000n,
        destinationChainId: 42161,
        exclusiveRelayer: zeroAddress,
        quoteTimestamp: now,
        fillDeadline: now + 3_600,
        exclusivityDeadline: 0,
        message: '0x',
      }),
    };
    // What the page would ask for: the chain's estimate, well above 30,000 for a deposit.
    const estimate = (await ask(wallet, 'eth_estimateGas', {
      from: wallet.address,
      ...deposit,
    })) as Hex;
    expect(hexToBigInt(estimate)).toBeGreaterThan(30_000n);

    wallet.gasLimitNext(30_000);
    const hash = await send(wallet, { ...deposit, gas: estimate });
    expect(await receipt(wallet, hash)).toMatchObject({
      status: '0x0',
      gasUsed: numberToHex(30_000),
    });
    expect(await transaction(wallet, hash)).toMatchObject({ gas: numberToHex(30_000) });
    expect(await allowance(wallet)).toBe(amount);
  });

  test('a rejected transaction is never sent: the nonce stays, the next one goes', async ({
    ferry,
  }) => {
    const wallet = await fundedWallet(ferry);
    const before = await nonce(wallet);
    const tx = await approval(1_000_000n);
    wallet.rejectNextTransaction();
    await expect(send(wallet, tx)).rejects.toMatchObject({ data: { code: 4001 } });
    expect(await nonce(wallet)).toBe(before);
    expect(wallet.sent).toEqual([]);

    await send(wallet, tx);
    expect(await nonce(wallet)).toBe(before + 1);
    expect(wallet.sendTransactionCalls).toBe(2);
  });
});

test('in a page: announced over EIP-6963, responds through window.ethereum', async ({
  page,
  wallet,
}) => {
  await page.goto('/');
  const announced = await page.evaluate(
    () =>
      new Promise<{ name: string; rdns: string; uuid: string }>((resolve) => {
        window.addEventListener('eip6963:announceProvider', (e) =>
          resolve((e as CustomEvent).detail.info),
        );
        window.dispatchEvent(new Event('eip6963:requestProvider'));
      }),
  );
  expect(announced).toEqual(TEST_WALLET_INFO);

  const data = dataFor(wallet);
  const result = await page.evaluate(async (typed) => {
    const eth = (window as unknown as { ethereum: { request: (a: unknown) => Promise<unknown> } })
      .ethereum;
    const before = await eth.request({ method: 'eth_accounts' });
    const [account] = (await eth.request({ method: 'eth_requestAccounts' })) as string[];
    const changed = new Promise((resolve) =>
      (eth as unknown as { on: (e: string, f: (d: unknown) => void) => void }).on(
        'chainChanged',
        resolve,
      ),
    );
    await eth.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] });
    const signature = await eth.request({
      method: 'eth_signTypedData_v4',
      params: [account, JSON.stringify(typed)],
    });
    let rejected: unknown;
    try {
      await eth.request({ method: 'eth_sendTransaction', params: [{}] });
    } catch (e) {
      rejected = (e as { code: number }).code;
    }
    return { before, account, chain: await changed, signature, rejected };
  }, data);
  expect(result.before).toEqual([]);
  expect(result.account).toBe(wallet.address);
  expect(result.chain).toBe('0x2105');
  expect(result.rejected).toBe(4200);
  expect(await verify(wallet, result.signature)).toBe(true);
  expect(wallet.signTypedDataCalls).toBe(1);
});
