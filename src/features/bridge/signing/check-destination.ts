// A swap after the bridge: the deposit is for the destination's MulticallHandler, and its message
// lists what the handler does once filled (handler-message.ts). Every call must be one Ferry can
// read, and nothing may send value or tokens anywhere but the recipient, the refund address or the
// router that makes the swap; the fallback for a failed step must be the person's (or zero: the
// deposit is then refunded on the origin).
import { zeroAddress, type Hex } from 'viem';
import {
  decodeHandlerMessage,
  type HandlerCall,
  type HandlerMessage,
} from '../../../contract/handler-message';
import type { DepositIntent } from '../../../contract/periphery-calls';
import type { QuoteResponse } from '../../../contract/schemas/v1-quotes';
import { chainLabel } from '../model/route-options';
import { exactAmount } from '../model/messages';
import { isMulticallHandler, sameAddress } from './allowlist';
import { bridgeLeg, contractTokenOf, short, type Add } from './check-deposit-call';
import type { ExpectedTransaction } from './check-transactions';
import { TX_CHECK } from './check-tx-messages';

/** The handler's decoded calls when the deposit goes through it; undefined when it does not. */
export function checkDestination(
  call: DepositIntent,
  quote: QuoteResponse,
  e: ExpectedTransaction,
  add: Add,
): HandlerMessage | undefined {
  const destination = chainLabel(e.destinationChainId);
  const swapAfter = quote.steps?.destinationSwap != null;
  const viaHandler = isMulticallHandler(e.destinationChainId, call.recipient);
  if (!viaHandler) {
    // A quote that swaps on arrival must deliver through the handler Ferry trusts.
    if (swapAfter && !sameAddress(call.recipient, e.recipient)) {
      add('deposit.recipient', TX_CHECK.handlerUntrusted, {
        address: short(call.recipient),
        destination,
      });
    }
    return undefined;
  }
  const message = decodeHandlerMessage(call.message, call.recipient);
  if (!message) {
    add('deposit.message', TX_CHECK.handlerUnreadable, { destination });
    return undefined;
  }
  const mine = [e.recipient, e.refundAddress];
  const routers = message.calls.flatMap((c) => (c.kind === 'swap' ? [c.router] : []));
  const handler = call.recipient;
  const okTo = (to: Hex, also: Hex[] = []) => [...mine, ...also].some((a) => sameAddress(a, to));
  const finalToken = contractTokenOf(e.outputToken.address, e.destinationChainId);
  const leg = bridgeLeg(quote, e);
  const bridged = contractTokenOf(leg.tokenOut.address, e.destinationChainId);
  const wantMin =
    quote.minOutputAmount !== undefined ? BigInt(quote.minOutputAmount) : e.outputAmount;

  let pays = false;
  message.calls.forEach((c: HandlerCall, i) => {
    const field = `message.calls[${i}]`;
    const elsewhere = (to: Hex) =>
      add(field, TX_CHECK.handlerElsewhere, { destination, address: short(to) });
    switch (c.kind) {
      case 'drain':
        if (!okTo(c.to, routers)) elsewhere(c.to);
        if (sameAddress(c.to, e.recipient)) pays = true;
        return;
      case 'transfer':
      case 'sendNative':
        if (!okTo(c.to)) elsewhere(c.to);
        if (sameAddress(c.to, e.recipient)) pays = true;
        return;
      case 'approve':
        if (!routers.some((r) => sameAddress(r, c.spender))) elsewhere(c.spender);
        return;
      case 'unwrap':
        return;
      case 'swap': {
        if (!okTo(c.to, [handler])) elsewhere(c.to);
        if (sameAddress(c.to, e.recipient)) pays = true;
        const from = c.path[0];
        const to = c.path.at(-1);
        if (!from || !to || !sameAddress(from, bridged) || !sameAddress(to, finalToken)) {
          add(`${field}.path`, TX_CHECK.handlerSwapPath, {
            destination,
            from: leg.tokenOut.symbol,
            to: e.outputToken.symbol,
          });
        }
        if (c.minOut < wantMin) {
          add(`${field}.amountOutMin`, TX_CHECK.handlerSwapMinimum, {
            destination,
            got: exactAmount(c.minOut, e.outputToken),
            want: exactAmount(wantMin, e.outputToken),
          });
        }
        return;
      }
      case 'unknown':
        add(field, TX_CHECK.handlerUnknownCall, {
          destination,
          address: short(c.target),
          selector: c.selector,
        });
        return;
    }
  });
  if (!pays) add('message.calls', TX_CHECK.handlerNoDelivery, { destination });
  if (!okTo(message.fallbackRecipient, [zeroAddress])) {
    add('message.fallbackRecipient', TX_CHECK.handlerFallback, {
      destination,
      address: short(message.fallbackRecipient),
    });
  }
  return message;
}
