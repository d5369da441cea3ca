// The review says in words what the real service's calls do, from the decoded calls themselves:
// the swap before the bridge, each step of the handler on arrival and where tokens go if one
// fails, the integrator tag, and an approval the quote asked to be larger.
import { concatHex, maxUint256 } from 'viem';
import { describe, expect, it } from 'vitest';
import { SPOKE_POOL } from '../../../contract/testing/values';
import { sayPhrase, written, type Phrase } from '../model/messages';
import { intlIn } from '../testing/intl';
import { checkTransactions, type ExpectedTransaction } from './check-transactions';
import { describeTransactions } from './describe-transactions';
import type { SignRow } from './describe';
import {
  BASE_HANDLER,
  baseArgs,
  callQuote,
  encodeDepositV3,
  encodeSwapAndBridge,
  expectedSwapAfter,
  expectedSwapFirst,
  expectedWeth,
  handlerCalls,
  handlerMessage,
  ORDER_ID,
  PERIPHERY,
  ROUTER,
  swapArgs,
  type CallQuote,
} from './testing/call-quotes';

const t = intlIn();
const say = (v: SignRow['value']) =>
  typeof v === 'string' ? v : 'message' in v ? sayPhrase(t, v as Phrase) : written(t, v);

function rows(q: CallQuote, expected: ExpectedTransaction) {
  const quote = callQuote(q);
  const check = checkTransactions(quote, expected);
  if (!check.ok) throw new Error(JSON.stringify(check.problems.map((p) => p.field)));
  return describeTransactions(check.plan, quote, { symbol: 'ETH' }).flatMap((s) =>
    s.rows.map((r) => [sayPhrase(t, r.label), say(r.value), r.note && sayPhrase(t, r.note)]),
  );
}

describe('describeTransactions for the real service’s calls', () => {
  it('names the swap before the bridge: what is swapped, the least it yields, the router', () => {
    const said = rows(
      {
        to: PERIPHERY,
        data: encodeSwapAndBridge(baseArgs(), swapArgs()),
        approvals: [{ spender: PERIPHERY, amount: 400_000_000n }],
        steps: 'swapFirst',
      },
      expectedSwapFirst,
    );
    expect(said).toContainEqual([
      'Swaps first',
      '400 USDC for at least 0.1 WETH, through Uniswap',
      expect.stringContaining(ROUTER),
    ]);
    expect(said).toContainEqual(['Call', 'swapAndBridge', undefined]);
    // The approval is for the periphery, and says so.
    expect(said).toContainEqual(['To be taken by', PERIPHERY, expect.stringMatching(/periphery/)]);
  });

  it('says each step of the handler on arrival, and that a failed step is refunded', () => {
    const data = concatHex([
      encodeDepositV3({
        ...baseArgs(),
        recipient: BASE_HANDLER,
        message: handlerMessage(handlerCalls()),
      }),
      '0x1dc0de0f',
      ORDER_ID,
    ]);
    const said = rows(
      {
        to: SPOKE_POOL.arbitrum,
        data,
        approvals: [{ spender: SPOKE_POOL.arbitrum, amount: 10n ** 17n }],
        steps: 'swapAfter',
      },
      expectedSwapAfter,
    ).map(([label, value]) => `${label}: ${value}`);
    expect(said).toEqual(
      expect.arrayContaining([
        `Then, on arrival: Lets the router ${ROUTER} take its WETH`,
        `Then, on arrival: Swaps WETH for at least 395 USDC through the router ${ROUTER}`,
        expect.stringMatching(/^Then, on arrival: Sends all its USDC to 0xe86cd45f/i),
        'If a step fails: The fill fails and the deposit is refunded on the origin',
        'Recipient receives at least: 395 USDC on Base',
      ]),
    );
  });

  it('shows the integrator tag, and a larger approval the quote asked for', () => {
    const data = concatHex([encodeDepositV3(baseArgs()), '0x1dc0dedead', '0x73c0de']);
    const said = rows(
      {
        to: SPOKE_POOL.arbitrum,
        data,
        approvals: [{ spender: SPOKE_POOL.arbitrum, amount: maxUint256 }],
      },
      expectedWeth,
    );
    expect(said).toContainEqual(['Integrator tag', '0xdead', undefined]);
    expect(said.find(([label]) => label === 'Allow up to')?.[2]).toMatch(
      /asked to allow unlimited WETH; Ferry allows exactly what you send/i,
    );
  });
});
