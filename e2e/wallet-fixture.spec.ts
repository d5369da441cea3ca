// The injected wallet fixture itself: its answers (no browser), then the same provider inside
// a page, announced over EIP-6963, with signatures checked by viem in this process.
import { verifyMessage, verifyTypedData, type Hex } from 'viem';
import { expect, test } from './fixtures';
import { ProviderError, TestWallet, TEST_WALLET_INFO } from './fixtures/wallet';

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
});

test('in a page: announced over EIP-6963, answers through window.ethereum', async ({
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
