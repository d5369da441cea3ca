// docs/reliability.md#nothing-is-sent-that-the-page-does-not-show, for every call the real service
// asks a wallet to make: each kind is accepted as the service builds it, and a change to any of
// its fields refuses the quote, naming the field, before the wallet is asked.
import { concatHex, maxUint256, type Hex } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import { DEPOSITOR, ORDER_ID, SPOKE_POOL, USDC, WETH } from '../../../contract/testing/values';
import { outputAtMinimum } from '../../../contract/periphery-calls';
import type { QuoteResponse } from '../../../contract/schemas/v1-quotes';
import { checkTransactions, type ExpectedTransaction } from './check-transactions';
import { runTransactions, type TxDeps } from './transaction-flow';
import {
  BASE_HANDLER,
  baseArgs,
  callQuote,
  encodeDepositNative,
  encodeDepositV3,
  encodeDepositWithAuthorization,
  encodeSwapAndBridge,
  expectedEth,
  expectedSwapAfter,
  expectedSwapFirst,
  expectedWeth,
  handlerCalls,
  handlerDrain,
  handlerMessage,
  PERIPHERY,
  PERIPHERY_2025,
  ROUTER,
  routerSwap,
  STRANGER,
  swapArgs,
  type CallQuote,
  type DepositArgs,
  type HandlerCallArgs,
  type SwapArgs,
} from './testing/call-quotes';

const LATER = 1763776500 + 2 * 24 * 3600;
const fieldsOf = (quote: CallQuote, expected: ExpectedTransaction) => {
  const result = checkTransactions(callQuote(quote), expected);
  return result.ok ? [] : result.problems.map((p) => p.field);
};

/** One field changed (`change`), and the problem it must raise. */
type Tamper<A> = [name: string, change: (a: A) => void, field: string];

/** Changes to a deposit's own fields, shared by every entry point. */
const depositTampers: Tamper<DepositArgs>[] = [
  ['the depositor', (a) => void (a.depositor = STRANGER), 'deposit.depositor'],
  ['the recipient', (a) => void (a.recipient = STRANGER), 'deposit.recipient'],
  ['the output token', (a) => void (a.outputToken = USDC.base), 'deposit.outputToken'],
  ['the output amount', (a) => void (a.outputAmount -= 1n), 'deposit.outputAmount'],
  ['the destination', (a) => void (a.destinationChainId = 10n), 'deposit.destinationChainId'],
  [
    'the exclusive relayer',
    (a) => void (a.exclusiveRelayer = STRANGER),
    'deposit.exclusiveRelayer',
  ],
  ['the exclusivity', (a) => void (a.exclusivityParameter = 600), 'deposit.exclusivityParameter'],
  ['the fill deadline, too late', (a) => void (a.fillDeadline = LATER), 'deposit.fillDeadline'],
  [
    'the fill deadline, too soon',
    (a) => void (a.fillDeadline = 1763762101),
    'deposit.fillDeadline',
  ],
  ['the quote time', (a) => void (a.quoteTimestamp -= 3 * 3600), 'deposit.quoteTimestamp'],
  ['the message', (a) => void (a.message = '0xdeadbeef'), 'deposit.message'],
];
const inputTampers: Tamper<DepositArgs>[] = [
  ['the input token', (a) => void (a.inputToken = USDC.arbitrum), 'deposit.inputToken'],
  ['the input amount', (a) => void (a.inputAmount += 1n), 'deposit.inputAmount'],
];
const peripheryTampers: Tamper<DepositArgs>[] = [
  ['the spoke pool it deposits into', (a) => void (a.spokePool = STRANGER), 'deposit.spokePool'],
];

const approve = (spender: Hex, amount = 10n ** 17n) => [{ spender, amount }];

interface Kind {
  name: string;
  expected: ExpectedTransaction;
  quote: (a: DepositArgs) => CallQuote;
  tampers: Tamper<DepositArgs>[];
}

const kinds: Kind[] = [
  {
    name: 'spoke pool depositV3 (older deployments, address arguments)',
    expected: expectedWeth,
    quote: (a) => ({
      to: SPOKE_POOL.arbitrum,
      data: encodeDepositV3(a),
      approvals: approve(SPOKE_POOL.arbitrum),
    }),
    tampers: [...depositTampers, ...inputTampers],
  },
  {
    name: 'periphery depositNative (current, with a depositor)',
    expected: expectedEth,
    quote: (a) => ({ to: PERIPHERY, data: encodeDepositNative(a), value: a.inputAmount }),
    tampers: [...depositTampers, ...inputTampers, ...peripheryTampers],
  },
  {
    name: 'periphery depositNative (Aug 2025, the sender is the depositor)',
    expected: expectedEth,
    quote: (a) => ({
      to: PERIPHERY_2025,
      data: encodeDepositNative(a, false),
      value: a.inputAmount,
    }),
    tampers: [
      ...depositTampers.filter(([name]) => name !== 'the depositor'),
      ...inputTampers,
      ...peripheryTampers,
    ],
  },
  {
    name: 'periphery depositWithAuthorization (a gasless entry point)',
    expected: expectedWeth,
    quote: (a) => ({
      to: PERIPHERY,
      data: encodeDepositWithAuthorization(a, DEPOSITOR),
      approvals: approve(PERIPHERY),
    }),
    tampers: [...depositTampers, ...inputTampers, ...peripheryTampers],
  },
];

describe.each(kinds)('checkTransactions: $name', ({ expected, quote, tampers }) => {
  it('is accepted as the real service builds it', () => {
    expect(fieldsOf(quote(baseArgs()), expected)).toEqual([]);
  });

  it.each(tampers)('is refused when %s changes', (_name, change, field) => {
    const args = baseArgs();
    change(args);
    expect(fieldsOf(quote(args), expected)).toContain(field);
  });

  it('is refused when sent to another contract', () => {
    expect(fieldsOf({ ...quote(baseArgs()), to: STRANGER }, expected)).toContain('transaction.to');
  });

  it('is refused when the value sent differs', () => {
    const q = quote(baseArgs());
    expect(fieldsOf({ ...q, value: (q.value ?? 0n) + 1n }, expected)).toContain(
      'transaction.value',
    );
  });
});

describe('checkTransactions: a gasless entry point', () => {
  it('is refused when it is for another account’s signature, or pays a submitter', () => {
    const q = (owner: Hex, fee = 0n) => ({
      to: PERIPHERY,
      data: encodeDepositWithAuthorization(baseArgs(), owner, fee),
      approvals: approve(PERIPHERY),
    });
    expect(fieldsOf(q(STRANGER), expectedWeth)).toContain('deposit.signatureOwner');
    expect(fieldsOf(q(DEPOSITOR, 1n), expectedWeth)).toContain('deposit.submissionFees');
  });
});

describe('checkTransactions: a swap before the bridge (periphery swapAndBridge)', () => {
  const quote = (a: DepositArgs, s: SwapArgs): CallQuote => ({
    to: PERIPHERY,
    data: encodeSwapAndBridge(a, s),
    approvals: [{ spender: PERIPHERY, amount: 400_000_000n }],
    steps: 'swapFirst',
  });

  it('is accepted with the swap shown: tokens, amounts and the least it must yield', () => {
    const result = checkTransactions(callQuote(quote(baseArgs(), swapArgs())), expectedSwapFirst);
    expect(result.ok && result.plan.deposit.call.swap).toMatchObject({
      swapToken: USDC.arbitrum.toLowerCase(),
      swapTokenAmount: 400_000_000n,
      exchange: ROUTER,
      minExpectedInputTokenAmount: 10n ** 17n,
    });
    expect(result.ok && result.plan.approval?.spender).toBe(PERIPHERY);
  });

  const swapTampers: Tamper<SwapArgs>[] = [
    ['the token it swaps from', (s) => void (s.swapToken = WETH.arbitrum), 'swap.swapToken'],
    ['the amount it swaps', (s) => void (s.swapTokenAmount += 1n), 'swap.swapTokenAmount'],
    [
      'the least it must yield',
      (s) => void (s.minExpectedInputTokenAmount -= 1n),
      'swap.minExpectedInputTokenAmount',
    ],
    ['the submission fee', (s) => void (s.submissionFee = 1n), 'deposit.submissionFees'],
  ];
  it.each(swapTampers)('is refused when %s changes', (_name, change, field) => {
    const s = swapArgs();
    change(s);
    expect(fieldsOf(quote(baseArgs(), s), expectedSwapFirst)).toContain(field);
  });

  it.each([...depositTampers, ...peripheryTampers])(
    'is refused when %s changes',
    (_n, change, field) => {
      const a = baseArgs();
      change(a);
      expect(fieldsOf(quote(a, swapArgs()), expectedSwapFirst)).toContain(field);
    },
  );

  it('is refused when the bridged token is not the one the swap yields', () => {
    const a = { ...baseArgs(), inputToken: USDC.arbitrum };
    expect(fieldsOf(quote(a, swapArgs()), expectedSwapFirst)).toContain('deposit.inputToken');
  });

  // As the service writes a swap quote: the bridge's input is the swap's expected yield, above the
  // least it must yield, and the call signs the output priced at that least (outputAtMinimum), so
  // the periphery's proportional adjustment asks the quoted output when the swap yields as quoted.
  const expectedYield = 100_500_000_000_000_000n;
  const atExpectedYield = (outputAmount: bigint) => {
    const q = callQuote(quote({ ...baseArgs(), outputAmount }, swapArgs()));
    const { originSwap, bridge } = q.steps!;
    return {
      ...q,
      steps: { originSwap, bridge: { ...bridge!, inputAmount: String(expectedYield) } },
    } as QuoteResponse;
  };
  const signed = outputAtMinimum(99_950_000_000_000_000n, expectedYield, 10n ** 17n);

  it('accepts the output priced at the swap’s minimum, the quoted output at the expected yield', () => {
    expect(signed).toBeLessThan(99_950_000_000_000_000n);
    expect(checkTransactions(atExpectedYield(signed), expectedSwapFirst).ok).toBe(true);
  });

  it('refuses an output above it, which the yield could not pay for', () => {
    const result = checkTransactions(atExpectedYield(signed + 1n), expectedSwapFirst);
    expect(!result.ok && result.problems.map((p) => p.field)).toContain('deposit.outputAmount');
  });

  it('is refused when its approval is for the spoke pool rather than the periphery', () => {
    const q = {
      ...quote(baseArgs(), swapArgs()),
      approvals: [{ spender: SPOKE_POOL.arbitrum, amount: 400_000_000n }],
    };
    expect(fieldsOf(q, expectedSwapFirst)).toContain('approval.spender');
  });
});

describe('checkTransactions: a swap after the bridge (the destination’s multicall handler)', () => {
  const quote = (
    calls: HandlerCallArgs[],
    fallback?: Hex,
    a: Partial<DepositArgs> = {},
  ): CallQuote => ({
    to: SPOKE_POOL.arbitrum,
    data: tagWithOrderOf({
      ...baseArgs(),
      recipient: BASE_HANDLER,
      message: handlerMessage(calls, fallback),
      ...a,
    }),
    approvals: approve(SPOKE_POOL.arbitrum),
    steps: 'swapAfter',
  });

  it('is accepted and says each step: the swap, the payment to the recipient, the refund path', () => {
    const result = checkTransactions(callQuote(quote(handlerCalls())), expectedSwapAfter);
    expect(result.ok && result.plan.deposit.destination?.calls.map((c) => c.kind)).toEqual([
      'approve',
      'swap',
      'drain',
      'drain',
    ]);
    expect(result.ok && result.plan.deposit.destination?.fallbackRecipient).toBe(
      '0x0000000000000000000000000000000000000000',
    );
  });

  it('accepts the person’s own address as the fallback for a failed step', () => {
    expect(fieldsOf(quote(handlerCalls(), DEPOSITOR), expectedSwapAfter)).toEqual([]);
  });

  const replace = (i: number, call: HandlerCallArgs) => {
    const calls = handlerCalls();
    calls[i] = call;
    return calls;
  };
  const handlerTampers: [string, HandlerCallArgs[], Hex | undefined, string][] = [
    [
      'the output is paid to a stranger',
      replace(2, handlerDrain(USDC.base, STRANGER)),
      undefined,
      'message.calls[2]',
    ],
    [
      'the swap pays a stranger',
      replace(1, routerSwap(395_000_000n, STRANGER)),
      undefined,
      'message.calls[1]',
    ],
    [
      'the swap promises less than shown',
      replace(1, routerSwap(1n, BASE_HANDLER)),
      undefined,
      'message.calls[1].amountOutMin',
    ],
    [
      'the swap ends in another token',
      replace(1, routerSwap(395_000_000n, BASE_HANDLER, [WETH.base, WETH.base])),
      undefined,
      'message.calls[1].path',
    ],
    [
      'a stranger may take the bridged tokens',
      replace(0, { target: WETH.base, callData: approveData(STRANGER), value: 0n }),
      undefined,
      'message.calls[0]',
    ],
    [
      'a call Ferry cannot read',
      [...handlerCalls(), { target: STRANGER, callData: '0xa9059cbb', value: 0n }],
      undefined,
      'message.calls[4]',
    ],
    [
      'a call sends value',
      [...handlerCalls(), { target: STRANGER, callData: '0x12345678', value: 1n }],
      undefined,
      'message.calls[4]',
    ],
    ['a failed step pays a stranger', handlerCalls(), STRANGER, 'message.fallbackRecipient'],
    ['nothing pays the recipient', handlerCalls().slice(0, 2), undefined, 'message.calls'],
  ];
  it.each(handlerTampers)('is refused when %s', (_name, calls, fallback, field) => {
    expect(fieldsOf(quote(calls, fallback), expectedSwapAfter)).toContain(field);
  });

  it('is refused when the handler is not the one on the destination', () => {
    expect(
      fieldsOf(quote(handlerCalls(), undefined, { recipient: STRANGER }), expectedSwapAfter),
    ).toContain('deposit.recipient');
  });

  it('is refused when its message is not the handler’s instructions', () => {
    expect(fieldsOf(quote([], undefined, { message: '0xdeadbeef' }), expectedSwapAfter)).toContain(
      'deposit.message',
    );
  });
});

describe('checkTransactions: tags after the arguments', () => {
  const deposit = () => tagWithOrderOf(baseArgs());
  const q = (data: Hex): CallQuote => ({
    to: SPOKE_POOL.arbitrum,
    data,
    approvals: approve(SPOKE_POOL.arbitrum),
  });

  it('accepts the integrator tag and the swap API marker, and shows the integrator id', () => {
    const result = checkTransactions(
      callQuote(q(concatHex([deposit(), '0x1dc0dedead', '0x73c0de']))),
      expectedWeth,
    );
    expect(result.ok && result.plan.deposit.call.tags).toEqual({
      orderId: ORDER_ID,
      integratorId: '0xdead',
      swapApi: true,
    });
  });

  it('accepts a deposit with no order tag (the real service links it by its report)', () => {
    expect(fieldsOf(q(encodeDepositV3(baseArgs())), expectedWeth)).toEqual([]);
  });

  it('refuses bytes after the arguments that are no known tag', () => {
    expect(fieldsOf(q(concatHex([deposit(), '0xabcdef'])), expectedWeth)).toContain(
      'transaction.data',
    );
  });

  it('refuses a call Ferry does not know, naming its selector', () => {
    const result = checkTransactions(callQuote(q('0xa9059cbb00')), expectedWeth);
    expect(result.ok).toBe(false);
    expect(!result.ok && JSON.stringify(result.problems[0]?.message.values)).toContain(
      '0xa9059cbb',
    );
  });
});

describe('checkTransactions: approvals as the real service sends them', () => {
  const deposit = { to: SPOKE_POOL.arbitrum, data: tagWithOrderOf(baseArgs()) };

  it('accepts an approval larger than the input, and sends its own exact one', () => {
    const result = checkTransactions(
      callQuote({ ...deposit, approvals: approve(SPOKE_POOL.arbitrum, maxUint256) }),
      expectedWeth,
    );
    expect(result.ok && result.plan.approval).toMatchObject({
      amount: 10n ** 17n,
      requested: maxUint256,
    });
  });

  it('accepts USDT’s reset to zero first, and remembers to reset a non-zero allowance', () => {
    const approvals = [
      { spender: SPOKE_POOL.arbitrum, amount: 0n },
      { spender: SPOKE_POOL.arbitrum, amount: 10n ** 17n },
    ];
    const result = checkTransactions(callQuote({ ...deposit, approvals }), expectedWeth);
    expect(result.ok && result.plan.approval?.resetFirst).toBe(true);
  });

  it('refuses a reset that is not to zero, or for another spender', () => {
    for (const first of [
      { spender: SPOKE_POOL.arbitrum, amount: 5n },
      { spender: STRANGER, amount: 0n },
    ]) {
      const approvals = [first, { spender: SPOKE_POOL.arbitrum, amount: 10n ** 17n }];
      expect(fieldsOf({ ...deposit, approvals }, expectedWeth)).toContain('approval.reset');
    }
  });

  it('refuses an approval below the input', () => {
    expect(
      fieldsOf({ ...deposit, approvals: approve(SPOKE_POOL.arbitrum, 1n) }, expectedWeth),
    ).toContain('approval.amount');
  });
});

describe('runTransactions: a refused call never reaches the wallet', () => {
  it('asks the wallet for nothing when a periphery deposit names an exclusive relayer', async () => {
    const args = { ...baseArgs(), exclusiveRelayer: STRANGER, exclusivityParameter: 600 };
    const check = checkTransactions(
      callQuote({ to: PERIPHERY, data: encodeDepositNative(args), value: args.inputAmount }),
      expectedEth,
    );
    const deps = walletDeps();
    const outcome = await runTransactions(check, deps);
    expect(outcome.kind).toBe('refused');
    expect(deps.sendTransaction).not.toHaveBeenCalled();
    expect(deps.estimateGas).not.toHaveBeenCalled();
  });

  it('resets a non-zero allowance to zero before approving, when the quote asks for it', async () => {
    const approvals = [
      { spender: SPOKE_POOL.arbitrum, amount: 0n },
      { spender: SPOKE_POOL.arbitrum, amount: 10n ** 17n },
    ];
    const check = checkTransactions(
      callQuote({ to: SPOKE_POOL.arbitrum, data: tagWithOrderOf(baseArgs()), approvals }),
      expectedWeth,
    );
    const deps = walletDeps(5n);
    await runTransactions(check, deps);
    const sent = deps.sendTransaction.mock.calls.map(([r]) => r.data.slice(-64));
    expect(sent.map((d) => BigInt(`0x${d}`))).toEqual([0n, 10n ** 17n, expect.any(BigInt)]);
  });
});

function walletDeps(allowance = 0n) {
  return {
    readAllowance: vi.fn(async () => allowance),
    estimateGas: vi.fn(async () => 100_000n),
    sendTransaction: vi.fn<TxDeps['sendTransaction']>(async () => `0x${'ab'.repeat(32)}` as Hex),
    waitForTransaction: vi.fn(async ({ hash }: { hash: Hex }) => ({
      status: 'success' as const,
      hash,
    })),
    reportDeposit: vi.fn(async () => ({
      orderId: ORDER_ID,
      state: 'submitted' as const,
      acceptedAt: '',
    })),
  } satisfies TxDeps;
}

function approveData(spender: Hex): Hex {
  return `0x095ea7b3${spender.slice(2).padStart(64, '0')}${'f'.repeat(64)}`;
}

function tagWithOrderOf(a: DepositArgs): Hex {
  return concatHex([
    encodeDepositV3(a).replace(/^0x7b939232/, '0x7b939232') as Hex,
    '0x1dc0de0f',
    ORDER_ID,
  ]);
}
