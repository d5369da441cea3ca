import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zeroAddress } from 'viem';
import { gaslessQuoteResponse } from '../../../contract/schemas/gasless';
import { DEPOSITOR } from '../../../contract/testing/values';
import {
  currentPeriphery,
  SANDBOX_HYPERCORE_BRIDGE,
  withSandboxContracts,
} from '../../../contract/deployments/trusted-contracts';
import { replaceTrustedSetting } from './allowlist';
import { checkGasless } from './check-gasless';
import { expectedGasless, gaslessQuote } from './testing/quotes';

type Message = Record<string, unknown>;
const msg = (q: { swapTx: Record<string, unknown> }) =>
  (q.swapTx.typedData as { message: Message }).message;
const domain = (q: { swapTx: Record<string, unknown> }) =>
  (q.swapTx.typedData as { domain: Message }).domain;

describe('checkGasless, EVM origin (ERC-3009)', () => {
  it('accepts an authorisation for exactly the entered amount to the spoke pool', () => {
    const result = checkGasless(gaslessQuote(), expectedGasless);
    expect(result).toMatchObject({ ok: true, plan: { chainId: 8453, single: true } });
  });

  it('accepts an authorisation paying the spoke pool’s periphery, which deposits for the signer', () => {
    const result = checkGasless(
      gaslessQuote((q) => {
        msg(q).to = currentPeriphery(8453)!;
        q.swapTx.to = currentPeriphery(8453)!;
      }),
      expectedGasless,
    );
    expect(result.ok).toBe(true);
  });

  it('refuses a periphery the records place on another chain only', () => {
    // zkSync's periphery (its own deployment); the one on Base is another address.
    const result = checkGasless(
      gaslessQuote((q) => {
        msg(q).to = currentPeriphery(324)!;
        q.swapTx.to = currentPeriphery(324)!;
      }),
      expectedGasless,
    );
    expect(!result.ok && result.problems.map((p) => p.field)).toContain('message.to');
  });

  const cases: Array<[string, (q: { swapTx: Record<string, unknown> }) => void, string]> = [
    ['the domain is another chain', (q) => void (domain(q).chainId = 1), 'domain.chainId'],
    [
      'the token contract is not the chosen token',
      (q) => void (domain(q).verifyingContract = '0x1111111111111111111111111111111111111111'),
      'domain.verifyingContract',
    ],
    [
      'it pays someone other than the spoke pool',
      (q) => void (msg(q).to = '0x2222222222222222222222222222222222222222'),
      'message.to',
    ],
    [
      'it moves funds from another account',
      (q) => void (msg(q).from = '0x3333333333333333333333333333333333333333'),
      'message.from',
    ],
    ['it moves another amount', (q) => void (msg(q).value = '100000001'), 'message.value'],
    ['it is already out of date', (q) => void (msg(q).validBefore = '1000'), 'message.validBefore'],
    [
      'it delivers to another recipient',
      (q) =>
        void ((q as unknown as { steps: { bridge: Message } }).steps.bridge.recipient =
          '0x4444444444444444444444444444444444444444'),
      'steps.bridge.recipient',
    ],
  ];

  it.each(cases)('refuses when %s', (_name, change, field) => {
    const result = checkGasless(gaslessQuote(change), expectedGasless);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.map((p) => p.field)).toContain(field);
  });
});

describe('checkGasless, HyperCore origin (steps keyed by stepId)', () => {
  // The BFF in front of the embedded service trusts its HyperCore bridge account (spa.ts).
  beforeAll(() => replaceTrustedSetting(withSandboxContracts(undefined)));
  afterAll(() => replaceTrustedSetting(undefined));
  const bridge = SANDBOX_HYPERCORE_BRIDGE;
  const hyperDomain = {
    name: 'HyperliquidSignTransaction',
    version: '1',
    chainId: 42161,
    verifyingContract: zeroAddress,
  };
  const hyper = (amount = '25', destination = bridge.toLowerCase()) =>
    gaslessQuoteResponse.parse({
      ...gaslessQuote(),
      inputToken: {
        chainId: 1337,
        address: '0x2000000000000000000000000000000000000000',
        decimals: 8,
        symbol: 'USDC',
      },
      inputAmount: '2500000000',
      swapTx: null,
      swapTxns: [
        {
          stepId: 'approve',
          ecosystem: 'hypercore',
          typedData: {
            domain: hyperDomain,
            types: {
              'HyperliquidTransaction:ApproveBuilderFee': [{ name: 'builder', type: 'address' }],
            },
            primaryType: 'HyperliquidTransaction:ApproveBuilderFee',
            message: {
              hyperliquidChain: 'Mainnet',
              maxFeeRate: '0.1%',
              builder: bridge,
              nonce: '1',
            },
          },
        },
        {
          stepId: 'send',
          ecosystem: 'hypercore',
          typedData: {
            domain: hyperDomain,
            types: { 'HyperliquidTransaction:SendAsset': [{ name: 'amount', type: 'string' }] },
            primaryType: 'HyperliquidTransaction:SendAsset',
            message: { destination, token: 'USDC:0x6d1e', amount, nonce: '2' },
          },
        },
      ],
    });
  const expected = {
    ...expectedGasless,
    originChainId: 1337,
    inputToken: {
      address: '0x2000000000000000000000000000000000000000',
      decimals: 8,
      symbol: 'USDC',
    },
    inputAmount: 2_500_000_000n,
    recipient: DEPOSITOR,
  };

  it('signs each step on the Arbitrum-id domain', () => {
    const result = checkGasless(hyper(), expected);
    expect(result).toMatchObject({ ok: true, plan: { chainId: 42161, single: false } });
    if (result.ok) expect(result.plan.steps.map((s) => s.stepId)).toEqual(['approve', 'send']);
  });

  it('refuses a send of another amount or to another account', () => {
    expect(checkGasless(hyper('250'), expected).ok).toBe(false);
    expect(
      checkGasless(hyper('25', '0x5555555555555555555555555555555555555555'), expected).ok,
    ).toBe(false);
  });
});
