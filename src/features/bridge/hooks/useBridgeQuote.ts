// The quote for what the form says, 300 ms after it stops changing: versioned (POST
// /v1/quotes) or gasless (GET /swap/gasless). The previous quote stays on screen, marked stale,
// while a fresher one loads; a quote is asked for again when it expires (see src/api).
import type { Address } from 'viem';
import { useGaslessQuote, type GaslessQuoteRequest } from '../../../api/gasless';
import { useQuote } from '../../../api/quotes';
import type { QuoteRequest } from '../../../contract/schemas/v1-quotes';
import type { QuotePanelProps } from '../components/QuotePanel';
import { fromGasless, fromQuote, type QuoteView } from '../model/quote-view';
import type { SubmitMode } from '../model/selection';
import type { TokenOption } from '../model/route-options';
import { useDebounced } from '../../../lib/useDebounced';

// A quote should be on screen within 400 ms of the last keystroke: 200 ms for typing to settle
// leaves the rest to the quote itself (about 10-60 ms through the BFF to the embedded service).
export const QUOTE_DEBOUNCE_MS = 200;

/**
 * Quotes need a depositor. Before a wallet is connected the page still shows fees and the
 * arrival amount, priced for this placeholder (nobody's wallet), and labels them a preview;
 * connecting asks again in the person's name, and only that quote can be signed.
 */
export const PREVIEW_DEPOSITOR: Address = '0x000000000000000000000000000000000000dEaD';

export interface QuoteInputs {
  mode: SubmitMode;
  origin: number | undefined;
  destination: number | undefined;
  token: TokenOption | undefined;
  amount: bigint | undefined;
  account: Address | undefined;
  recipient: Address | undefined;
  refundAddress: Address | undefined;
  /** False while anything else in the form is invalid (an address, an unavailable route). */
  ready: boolean;
  /** Whether `amount` is what is sent (exactInput) or what arrives (exactOutput). */
  tradeType: 'exactInput' | 'exactOutput';
  /** Slippage tolerance of a swap as a fraction; undefined: auto, or no swap. */
  slippage: number | undefined;
}

type Request =
  { mode: 'standard'; body: QuoteRequest } | { mode: 'gasless'; query: GaslessQuoteRequest };

function buildRequest(i: QuoteInputs): Request | null {
  if (
    !i.ready ||
    !i.token ||
    i.amount === undefined ||
    i.origin === undefined ||
    i.destination === undefined
  ) {
    return null;
  }
  const depositor = i.account ?? PREVIEW_DEPOSITOR;
  const optional = {
    ...(i.recipient ? { recipient: i.recipient } : {}),
    ...(i.refundAddress ? { refundAddress: i.refundAddress } : {}),
  };
  const common = {
    inputToken: i.token.input.address,
    outputToken: i.token.output.address,
    amount: i.amount.toString(),
    tradeType: i.tradeType,
    depositor,
    ...optional,
  };
  const slippage = i.slippage;
  if (i.mode === 'gasless') {
    return {
      mode: 'gasless',
      query: {
        ...common,
        originChainId: String(i.origin),
        destinationChainId: String(i.destination),
        ...(slippage === undefined ? {} : { slippage: String(slippage) }),
      },
    };
  }
  return {
    mode: 'standard',
    body: {
      ...common,
      originChainId: i.origin,
      destinationChainId: i.destination,
      ...(slippage === undefined ? {} : { slippage }),
      ...(i.mode === 'transaction' && { funding: 'transaction' as const }),
    },
  };
}

export type RawQuote =
  | { kind: 'v1'; quote: NonNullable<ReturnType<typeof useQuote>['data']> }
  | { kind: 'gasless'; quote: NonNullable<ReturnType<typeof useGaslessQuote>['data']> };

export function useBridgeQuote(inputs: QuoteInputs) {
  const request = buildRequest(inputs);
  const debounced = useDebounced(request, JSON.stringify(request), QUOTE_DEBOUNCE_MS);
  const settled = debounced.value;
  const v1 = useQuote(settled?.mode === 'standard' ? settled.body : null);
  const gasless = useGaslessQuote(settled?.mode === 'gasless' ? settled.query : null);
  const query = settled?.mode === 'gasless' ? gasless : v1;

  let raw: RawQuote | undefined;
  if (settled?.mode === 'gasless' && gasless.data) raw = { kind: 'gasless', quote: gasless.data };
  if (settled?.mode === 'standard' && v1.data) raw = { kind: 'v1', quote: v1.data };
  const view: QuoteView | undefined =
    request === null || query.isError
      ? undefined
      : raw?.kind === 'v1'
        ? fromQuote(raw.quote)
        : raw
          ? fromGasless(raw.quote, gasless.dataUpdatedAt)
          : undefined;

  const status: QuotePanelProps['status'] =
    request === null
      ? 'idle'
      : query.isError && !debounced.pending
        ? 'error'
        : view
          ? 'ready'
          : 'loading';
  const depositor =
    raw?.kind === 'v1'
      ? raw.quote.depositor
      : raw
        ? settled?.mode === 'gasless'
          ? settled.query.depositor
          : undefined
        : undefined;
  return {
    status,
    view,
    raw: view ? raw : undefined,
    /** The quote shown is for older input (or is being replaced): never confirm it. */
    stale: view !== undefined && (debounced.pending || query.isPlaceholderData || query.isFetching),
    error: query.error,
    preview: depositor !== undefined && depositor.toLowerCase() === PREVIEW_DEPOSITOR.toLowerCase(),
    refetch: () => void query.refetch(),
  };
}
