// POST /deposit-addresses over HTTP: the record, determinism, supported inputs that agree with
// capabilities, and the legacy errors (400 INVALID_PARAM, 403 without code, 401).
import { getAddress, isAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../contract/endpoints';
import type { DepositAddressRequest } from '../../../contract/schemas/deposit-addresses';
import { defaultServiceKeys } from '../../config';
import { DEPOSITOR, RECIPIENT, SOLANA_ADDRESS, USDC, WETH } from '../../../contract/testing/values';
import { expectFailure } from '../catalogue/testing/catalogue-helpers';
import { startTestService, type TestService } from '../testing/harness';
import { fillTimeSec, limits } from '../world/pricing';
import { findToken } from '../world/tokens';

const OTHER_KEY = 'sk_sandbox_other';
let t: TestService;
beforeAll(async () => {
  t = await startTestService({
    keys: [
      ...defaultServiceKeys,
      { key: OTHER_KEY, integratorId: '0xcafe', permissions: ['deposit-address'] },
    ],
  });
});
afterAll(() => t.close());

const query = { integratorId: '0xf00d' };
const usdcOnBase = (over: Partial<DepositAddressRequest> = {}): DepositAddressRequest => ({
  destination: { token: { chainId: 8453, address: USDC.base }, recipient: RECIPIENT },
  refundAddresses: [{ namespace: 'evm', address: DEPOSITOR }],
  ...over,
});
const create = (body: DepositAddressRequest, key?: string) =>
  t.client(key).call(endpoints.createDepositAddress, { query, body });
const rawPost = async (body: unknown, key?: string | null) => {
  const res = await t.fetch('/api/deposit-addresses?integratorId=0xf00d', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...(key !== undefined && { key }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('POST /deposit-addresses', () => {
  it('returns a persistent address with infinite TTL and every supported input, priced like capabilities', async () => {
    const r = await create(usdcOnBase());
    expect(r.id).toMatch(/^pda_[0-9a-f]{24}$/);
    expect(r.expiresAt).toBeNull();
    expect(r.destination).toEqual({
      token: { chainId: 8453, address: USDC.base, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
      // Checksummed; the refund addresses below are echoed as sent.
      recipient: { namespace: 'evm', address: getAddress(RECIPIENT.toLowerCase()) },
    });
    expect(r.refundAddresses).toEqual([{ namespace: 'evm', address: DEPOSITOR }]);
    expect(r.depositInstructions).toHaveLength(1);
    const [instruction] = r.depositInstructions;
    expect(instruction!.depositAddress.namespace).toBe('evm');
    expect(isAddress(instruction!.depositAddress.address, { strict: true })).toBe(true);
    const inputs = instruction!.supportedInputs;
    expect(inputs.map((i) => i.originChainId).sort((a, b) => Number(a) - Number(b))).toEqual([
      1, 10, 56, 137, 1337, 42161,
    ]);
    for (const input of inputs) {
      const token = findToken(Number(input.originChainId), input.inputToken.address)!;
      expect(input.inputToken).toEqual({
        chainId: token.chainId,
        address: token.address,
        symbol: 'USDC',
        name: 'USD Coin',
        decimals: token.decimals,
      });
      const l = limits(token, 8453);
      expect(input.limits).toEqual({
        minInputAmount: l.minDeposit.toString(),
        maxInputAmount: l.maxDeposit.toString(),
      });
      // 0.01 % LP + 0.03 % relayer capital, scaled by 1e18; Base's fill gas is 2 cents.
      expect(input.indicativeFees).toEqual({
        proportionalPct: '400000000000000',
        fixedFeeUsd: 0.02,
      });
      const fill = 30 + fillTimeSec(token.chainId, 8453);
      expect(input.indicativeFillTime).toBe(fill);
      expect(input.indicativeFillTimeRange).toEqual({ min: fill, max: fill + 300 });
      const caps = await t.client().call(endpoints.getCapabilities, {
        query: {
          originChainId: String(token.chainId),
          destinationChainId: '8453',
          include: 'tokens',
        },
      });
      const row = caps.routes[0]?.tokens?.find((x) => x.input.address === token.address);
      expect(row?.limits).toEqual(input.limits);
    }
  });

  it('lists only inputs with an available route (deprecated chains left out)', async () => {
    const r = await create(
      usdcOnBase({
        destination: { token: { chainId: 8453, address: WETH.base }, recipient: RECIPIENT },
      }),
    );
    const chains = new Set(
      r.depositInstructions[0]!.supportedInputs.map((i) => Number(i.originChainId)),
    );
    expect(chains.has(1) && chains.has(42161)).toBe(true);
    expect(chains.has(8453) || chains.has(81457) || chains.has(534352)).toBe(false);
  });

  it('resolves the same request (any case, refund order) to the same address and id; other requests differ', async () => {
    const first = await create(usdcOnBase());
    const again = await create({
      destination: {
        token: { chainId: 8453, address: USDC.base.toLowerCase() },
        recipient: RECIPIENT.toLowerCase(),
      },
      refundAddresses: [{ namespace: 'evm', address: DEPOSITOR.toUpperCase().replace('0X', '0x') }],
    });
    const address = (r: typeof first) => r.depositInstructions[0]!.depositAddress.address;
    expect(again.id).toBe(first.id);
    expect(address(again)).toBe(address(first));
    const otherRecipient = await create(
      usdcOnBase({
        destination: { token: { chainId: 8453, address: USDC.base }, recipient: DEPOSITOR },
      }),
    );
    const noRefund = await create(usdcOnBase({ refundAddresses: undefined }));
    const otherIntegrator = await create(usdcOnBase(), OTHER_KEY);
    const all = [first, otherRecipient, noRefund, otherIntegrator];
    expect(new Set(all.map(address)).size).toBe(4);
    expect(new Set(all.map((r) => r.id)).size).toBe(4);
    expect(noRefund.refundAddresses).toEqual([]);
  });

  it.each([
    [
      'a token the chain lacks',
      { chainId: 8453, address: USDC.ethereum },
      'destination.token.address',
      /not supported on Base/,
    ],
    [
      'a token whose inbound liquidity is paused',
      { chainId: 56, address: '0x55d398326f99059fF775485246999027B3197955' },
      'destination.token.address',
      /paused/,
    ],
    [
      'a deprecated chain',
      { chainId: 81457, address: '0x4300000000000000000000000000000000000004' },
      'destination.token.chainId',
      /no route/,
    ],
    [
      'a chain without routes',
      { chainId: 143, address: USDC.base },
      'destination.token.chainId',
      /no route/,
    ],
  ])('400 INVALID_PARAM for %s', async (_name, token, param, message) => {
    await expectFailure(create(usdcOnBase({ destination: { token, recipient: RECIPIENT } })), {
      status: 400,
      code: 'INVALID_PARAM',
      param,
      message,
    });
  });

  it('400 INVALID_PARAM for a recipient or refund address these EVM chains cannot pay', async () => {
    const base = usdcOnBase();
    await expectFailure(
      create({ ...base, destination: { ...base.destination, recipient: SOLANA_ADDRESS } }),
      {
        status: 400,
        code: 'INVALID_PARAM',
        param: 'destination.recipient',
      },
    );
    await expectFailure(
      create({ ...base, refundAddresses: [{ namespace: 'svm', address: SOLANA_ADDRESS }] }),
      {
        status: 400,
        code: 'INVALID_PARAM',
        param: 'refundAddresses.0.namespace',
      },
    );
    const unknownField = await rawPost({ ...base, amount: '1' });
    expect(unknownField).toMatchObject({
      status: 400,
      body: { type: 'ServiceApiError', code: 'INVALID_PARAM', param: 'amount' },
    });
  });

  it('403 without the deposit-address permission: legacy envelope, no code', async () => {
    const r = await rawPost(usdcOnBase(), 'sk_sandbox_basic');
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({
      type: 'ServiceApiError',
      status: 403,
      message: expect.stringContaining('deposit-address'),
    });
    expect(r.body).not.toHaveProperty('code');
  });

  it('401 without a key', async () => {
    const r = await rawPost(usdcOnBase(), null);
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ type: 'ServiceApiError', status: 401 });
    expect(r.body).not.toHaveProperty('code');
  });
});
