// The versioned transfer API (quotes, executions, transfers) and gasless swaps: both turn a
// signature into a deposit that the simulated world then fills or refunds.
import type { ServiceContext } from '../context';
import type { Handlers } from '../http/router';
import { createExecutionHandler } from './execution';
import { gaslessQuoteHandler } from './gasless/quote';
import { registerGaslessLifecycle } from './gasless/land';
import { submitGaslessHandler } from './gasless/submit';
import { registerOrderLifecycle } from './lifecycle';
import { createQuoteHandler } from './quote';
import { getTransferHandler } from './view';

export type OrderHandlersIds =
  'createQuote' | 'createExecution' | 'getTransfer' | 'getGaslessQuote' | 'submitGasless';

export function orderHandlers(ctx: ServiceContext): Pick<Handlers, OrderHandlersIds> {
  // Job kinds are registered here, before the service starts its scheduler.
  registerOrderLifecycle(ctx);
  registerGaslessLifecycle(ctx);
  return {
    createQuote: createQuoteHandler(ctx),
    createExecution: createExecutionHandler(ctx),
    getTransfer: getTransferHandler(ctx),
    getGaslessQuote: gaslessQuoteHandler(ctx),
    submitGasless: submitGaslessHandler(ctx),
  };
}
