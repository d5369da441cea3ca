// The review's rows for the parts of a real service's call beyond a plain deposit: the swap a
// periphery makes first, the multicall handler's steps on arrival, the integrator tag, and an
// approval the quote asked to be larger than Ferry sends.
import { defineMessages } from 'react-intl';
import { zeroAddress, type Hex } from 'viem';
import type { HandlerCall, HandlerMessage } from '../../../contract/handler-message';
import type { DepositIntent } from '../../../contract/periphery-calls';
import type { TokenRef } from '../../../contract/schemas/common';
import type { QuoteResponse } from '../../../contract/schemas/v1-quotes';
import { exactAmount, ltr, phrase, untyped, type PhraseValue } from '../model/messages';
import type { SignRow } from './describe';
import { sameAddress } from './allowlist';
import { checksumAddress as checksum } from '../../../lib/checksum-address';

export const DESCRIBE_CALLS = untyped(
  defineMessages({
    swapFirst: { id: 'bridge.describe.calls.swapFirst', defaultMessage: 'Swaps first' },
    swapFirstValue: {
      id: 'bridge.describe.calls.swapFirstValue',
      defaultMessage: '{amount} for at least {minimum}, through {provider}',
    },
    swapFirstNote: {
      id: 'bridge.describe.calls.swapFirstNote',
      defaultMessage:
        'The router {router} is called by the periphery’s SwapProxy; the deposit is undone unless the swap yields the minimum.',
    },
    onArrival: { id: 'bridge.describe.calls.onArrival', defaultMessage: 'Then, on arrival' },
    step: {
      id: 'bridge.describe.calls.step',
      defaultMessage:
        '{kind, select, drain {Sends all its {token} to {to}} pay {Sends {amount} to {to}} sendNative {Sends {amount} to {to}} approve {Lets the router {to} take its {token}} swap {Swaps {token} for at least {amount} through the router {to}} unwrap {Unwraps {token} into the native coin} other {A call Ferry cannot read}}',
    },
    fallback: { id: 'bridge.describe.calls.fallback', defaultMessage: 'If a step fails' },
    fallbackValue: {
      id: 'bridge.describe.calls.fallbackValue',
      defaultMessage:
        '{refund, select, yes {The fill fails and the deposit is refunded on the origin} other {The tokens go to {to}}}',
    },
    integrator: { id: 'bridge.describe.calls.integrator', defaultMessage: 'Integrator tag' },
    askedMore: {
      id: 'bridge.describe.calls.askedMore',
      defaultMessage:
        'The quote asked to allow {amount}; Ferry allows exactly what you send (or unlimited, if you choose it).',
    },
  }),
);

/** The swap `swapAndBridge` makes before the deposit. */
export function originSwapRows(call: DepositIntent, quote: QuoteResponse): SignRow[] {
  if (!call.swap) return [];
  const leg = quote.steps?.bridge?.tokenIn ?? quote.steps?.originSwap?.tokenOut;
  const provider = quote.steps?.originSwap?.swapProvider?.name ?? call.swap.exchange;
  return [
    {
      label: phrase(DESCRIBE_CALLS.swapFirst),
      value: phrase(DESCRIBE_CALLS.swapFirstValue, {
        amount: exactAmount(call.swap.swapTokenAmount, quote.inputToken),
        minimum: leg
          ? exactAmount(call.swap.minExpectedInputTokenAmount, leg)
          : ltr(String(call.swap.minExpectedInputTokenAmount)),
        provider: ltr(provider),
      }),
      note: phrase(DESCRIBE_CALLS.swapFirstNote, { router: ltr(call.swap.exchange) }),
    },
  ];
}

/** The handler's steps on arrival, each in words, then where tokens go if one fails. */
export function arrivalRows(message: HandlerMessage | undefined, quote: QuoteResponse): SignRow[] {
  if (!message) return [];
  const tokens = [quote.outputToken, quote.steps?.bridge?.tokenOut].filter(
    (t): t is TokenRef => t !== undefined,
  );
  const symbol = (address: Hex) =>
    sameAddress(address, zeroAddress)
      ? ltr('ETH')
      : ltr(tokens.find((t) => sameAddress(t.address, address))?.symbol ?? address);
  const rows: SignRow[] = message.calls.map((c) => ({
    label: phrase(DESCRIBE_CALLS.onArrival),
    value: phrase(DESCRIBE_CALLS.step, stepValues(c, symbol, quote)),
  }));
  const refund = sameAddress(message.fallbackRecipient, zeroAddress);
  rows.push({
    label: phrase(DESCRIBE_CALLS.fallback),
    value: phrase(DESCRIBE_CALLS.fallbackValue, {
      refund: refund ? 'yes' : 'no',
      to: ltr(checksum(message.fallbackRecipient)),
    }),
  });
  return rows;
}

function stepValues(
  c: HandlerCall,
  symbol: (a: Hex) => PhraseValue,
  quote: QuoteResponse,
): Record<string, PhraseValue> {
  switch (c.kind) {
    case 'drain':
      return { kind: c.kind, token: symbol(c.token), to: ltr(checksum(c.to)), amount: '' };
    case 'transfer':
      return {
        kind: c.kind,
        token: '',
        to: ltr(checksum(c.to)),
        amount: exactAmount(c.amount, quote.outputToken),
      };
    case 'sendNative':
      return {
        kind: c.kind,
        token: '',
        to: ltr(checksum(c.to)),
        amount: exactAmount(c.amount, { decimals: 18, symbol: 'ETH' }),
      };
    case 'approve':
      return { kind: c.kind, token: symbol(c.token), to: ltr(checksum(c.spender)), amount: '' };
    case 'swap':
      return {
        kind: c.kind,
        token: symbol(c.path[0] ?? zeroAddress),
        to: ltr(checksum(c.router)),
        amount: exactAmount(c.minOut, quote.outputToken),
      };
    case 'unwrap':
      return { kind: c.kind, token: symbol(c.token), to: '', amount: '' };
    case 'unknown':
      return { kind: 'other', token: '', to: '', amount: '' };
  }
}

/** The integrator id the call is tagged with, as a row. */
export function tagRows(call: DepositIntent): SignRow[] {
  const id = call.tags.integratorId;
  return id ? [{ label: phrase(DESCRIBE_CALLS.integrator), value: id, mono: true }] : [];
}
