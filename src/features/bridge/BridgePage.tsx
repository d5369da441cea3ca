import { getChain } from '../../contract/chains';
import { useNetworkFee } from './hooks/useNetworkFee';
import { networkFeeText } from './model/network-fee';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { IntlShape } from 'react-intl';
import { useT } from '../../i18n/useT';
import { PageHeader } from '../../components/ui/PageHeader';
import { ActionArea } from './components/ActionArea';
import { BridgeForm } from './components/BridgeForm';
import { ClosedChainNotice } from './components/ClosedChainNotice';
import { DeprecationNotice } from './components/DeprecationNotice';
import { LoadError } from './components/LoadError';
import { SubstitutionNotice } from './components/SubstitutionNotice';
import { preloadQuoteDetails, QuotePanel } from './components/QuotePanel';
import { useBridgeForm } from './hooks/useBridgeForm';
import { useBridgeQuote } from './hooks/useBridgeQuote';
import { useBridgeSelection } from './hooks/useBridgeSelection';
import { useNow } from '../../lib/useNow';
import { handOffFocus } from '../../lib/focus-handoff';
import { useSigning } from './hooks/useSigning';
import { useTokenSubstitution } from './hooks/useTokenSubstitution';
import { useImpactConfirm } from './hooks/useImpactConfirm';
import { useReceiveInUrl } from './hooks/useReceiveInUrl';
import { useSlippage } from './hooks/useSlippage';
import { impactLevel } from './model/price-impact';
import { swaps } from './model/receive-options';
import { slippageFraction } from './model/slippage';
import { actionState, type ActionInput } from './model/action-state';
import { reasonLabel } from './model/reasons';
import { datedDeprecations } from './model/deprecations';
import { freshness } from './model/freshness';
import type { BridgeSearch } from './model/selection';
import { toSubmitted, type SubmittedTransfer } from './model/submitted';
import type { TrackerRef } from './signing/submit-flow';

// Shown beside a quote only, so loaded with a quote's figures (QuotePanel's QuoteDetails).
const loadImpactNotice = () => import('./components/PriceImpactNotice');
const PriceImpactNotice = lazy(() =>
  loadImpactNotice().then((m) => ({ default: m.PriceImpactNotice })),
);

export interface BridgePageProps {
  search: BridgeSearch;
  /** Merge into the URL's search (applied to the latest URL, not to `search` as rendered). */
  onSearchChange: (patch: Partial<BridgeSearch>) => void;
  /** Open the wallet connect modal (the app owns it). */
  onConnect: () => void;
  /** Record the transfer and open its tracker (the app composes the transfers feature). */
  onSubmitted: (transfer: SubmittedTransfer) => void;
  trackerHref: (ref: TrackerRef) => string;
}

export function BridgePage({
  search,
  onSearchChange,
  onConnect,
  onSubmitted,
  trackerHref,
}: BridgePageProps) {
  const t = useT();
  const [loadedAt] = useState(() => new Date());
  const s = useBridgeSelection(search);
  const swapped = useTokenSubstitution(s, search, onSearchChange);
  useReceiveInUrl(s, search, onSearchChange);
  const f = useBridgeForm(s, search.amount, (amount) => onSearchChange({ amount }));
  // An amount typed asks for a quote once debounced: its figures' code starts loading now.
  useEffect(() => {
    if (f.amount === undefined) return;
    preloadQuoteDetails();
    void loadImpactNotice();
  }, [f.amount]);
  const [slippage, setSlippage] = useSlippage();
  const swapping = swaps(s.receive?.crossSwapType);
  const quote = useBridgeQuote({
    tradeType: s.exactOutput ? 'exactOutput' : 'exactInput',
    slippage: swapping ? slippageFraction(slippage) : undefined,
    mode: s.mode,
    origin: s.origin,
    destination: s.destination,
    token: s.token,
    amount: f.amount,
    account: f.account,
    recipient: f.recipient.address,
    refundAddress: f.refund.address,
    ready: !f.routeReason && !f.tokenReason && f.recipient.valid && f.refund.valid,
  });
  const [impactConfirmed, setImpactConfirmed] = useImpactConfirm(
    [s.origin, s.destination, s.token?.id, s.receive?.id, f.amount, s.exactOutput].join(':'),
  );
  const impact = quote.view?.swap?.impactPct ?? null;
  // Exact output: what leaves the wallet is the quote's input, checked against the balance here.
  const exactShortfall =
    s.exactOutput && quote.view && f.balance.kind === 'known'
      ? quote.view.inputAmount > f.balance.value
      : false;
  const now = useNow(1000, quote.view !== undefined);
  const fresh = quote.view
    ? freshness(quote.view.expiresAtMs, now, quote.view.signMarginMs)
    : undefined;
  const complete =
    f.account &&
    s.token &&
    s.origin !== undefined &&
    s.destination !== undefined &&
    f.amount !== undefined;
  const signing = useSigning({
    view: quote.view,
    raw: quote.raw,
    stale: quote.stale,
    freshness: fresh,
    now,
    context: complete
      ? {
          origin: s.origin!,
          destination: s.destination!,
          token: s.token!,
          // Exact output: the amount typed arrives; what is sent is the quote's input, as shown.
          amount: s.exactOutput && quote.view ? quote.view.inputAmount : f.amount!,
          account: f.account!,
          recipient: f.recipient.address ?? f.account!,
          refundAddress: f.refund.address ?? f.account!,
        }
      : undefined,
    // The prices the page showed go with it, so the tracker shows the same USD figures.
    onSubmitted: (done) => {
      // The progress that has focus is replaced by the tracker: its heading takes focus.
      handOffFocus();
      onSubmitted({
        ...toSubmitted(done),
        prices: {
          input: s.token?.priceUsd ?? null,
          // The same asset on both sides has one price (as ReceiveSummary reads it).
          output:
            (s.receive && s.receive.symbol !== s.token?.symbol
              ? s.receive.priceUsd
              : s.token?.priceUsd) ?? null,
        },
      });
    },
  });
  const actionInput: ActionInput = {
    routesLoaded: s.caps !== undefined && !s.tokensLoading,
    routeReason: f.routeReason,
    tokenReason: f.tokenReason,
    // The token the reason is about: the one sent, else the one to receive.
    tokenSymbol:
      s.token && !s.token.available ? s.token.symbol : (s.receive?.symbol ?? s.token?.symbol),
    connected: f.account !== undefined,
    amount: f.amountCheck,
    addressesValid: f.recipient.valid && f.refund.valid,
    quote: quote.status,
    stale: quote.stale,
    preview: quote.preview,
    freshness: fresh,
    signMarginMs: quote.view?.signMarginMs,
    shortfall: (quote.view?.shortfall ?? null) !== null || exactShortfall,
    impactUnconfirmed: impactLevel(impact) === 'confirm' && !impactConfirmed,
  };
  // Any edit closes the review and clears the last outcome: they were about other input.
  const edit =
    <T,>(apply: (value: T) => void) =>
    (value: T) => {
      signing.stopReview();
      signing.resetOutcome();
      apply(value);
    };
  const setRoute = (from: number | undefined, to: number | undefined) => {
    signing.stopReview();
    signing.resetOutcome();
    onSearchChange({ from, to });
  };
  const resume = signing.resume;
  const txPlan =
    signing.plan?.kind === 'tx' && signing.plan.check.ok ? signing.plan.check.plan : undefined;
  const fee = useNetworkFee(txPlan, f.account);
  const feeCoin =
    getChain(s.origin ?? 0)?.nativeSymbol ??
    t.formatMessage({ id: 'bridge.page.networkCoin', defaultMessage: 'the network’s coin' });
  const nativePrice = s.tokens.find((t) => /^0x0{40}$/i.test(t.input.address))?.priceUsd ?? null;
  const networkFee = {
    coin: feeCoin,
    text: fee.data
      ? networkFeeText(t, fee.data, feeCoin, nativePrice)
      : fee.isError
        ? t.formatMessage({
            id: 'bridge.page.feeUnknown',
            defaultMessage: 'could not be estimated; your wallet shows it',
          })
        : t.formatMessage({ id: 'bridge.page.feeEstimating', defaultMessage: 'estimating…' }),
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        eyebrow={t.formatMessage({ id: 'bridge.page.eyebrow', defaultMessage: 'Bridge' })}
        title={t.formatMessage({
          id: 'bridge.page.title',
          defaultMessage: 'Move tokens between chains',
        })}
        description={t.formatMessage({
          id: 'bridge.page.description',
          defaultMessage:
            'See every fee and exactly what arrives before you sign. Ferry never holds your funds or your keys.',
        })}
      />
      <LoadError queries={[s.grid, s.routeQuery]} />
      {/* On a phone the general notice goes under the form, which would otherwise start below
          the fold; a closed chain the route uses is still said above it (ClosedChainNotice). */}
      <DeprecationNotice
        deprecations={s.caps ? datedDeprecations(s.caps.chains, loadedAt) : []}
        className="max-sm:order-last"
      />
      <ClosedChainNotice closed={s.closedChain} />
      <SubstitutionNotice substitution={swapped.substitution} onDismiss={swapped.dismiss} />
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <BridgeForm
          selection={s}
          amountText={f.amountText}
          onAmountChange={edit(f.setAmountText)}
          amountCheck={f.amountCheck}
          balance={f.balance}
          balances={f.balances.byId}
          testFunds={f.testFunds}
          recipient={f.recipientText}
          refundAddress={f.refundText}
          onRecipientChange={edit(f.setRecipientText)}
          onRefundChange={edit(f.setRefundText)}
          onOriginChange={(id) => setRoute(id, id === s.destination ? s.origin : s.destination)}
          onDestinationChange={(id) => setRoute(id === s.origin ? s.destination : s.origin, id)}
          onSwapDirection={() => setRoute(s.destination, s.origin)}
          onTokenChange={edit((t) => onSearchChange({ token: t.symbol }))}
          onModeChange={edit((m) => onSearchChange({ mode: m === 'standard' ? undefined : m }))}
          onReceiveChange={edit((t) => onSearchChange({ toToken: t.symbol }))}
          onTradeTypeChange={edit((t) =>
            onSearchChange({ exact: t === 'exactOutput' ? 'output' : undefined }),
          )}
          slippage={slippage}
          onSlippageChange={edit(setSlippage)}
          counterpart={
            quote.view
              ? s.exactOutput
                ? { value: quote.view.inputAmount, token: quote.view.inputToken }
                : { value: quote.view.outputAmount, token: quote.view.outputToken }
              : undefined
          }
        />
        <div className="space-y-4 lg:sticky lg:top-20">
          <QuotePanel
            status={quote.status}
            view={quote.view}
            stale={quote.stale}
            error={quote.error}
            preview={quote.preview}
            gasless={s.mode === 'gasless'}
            now={now}
            priceUsd={s.token?.priceUsd ?? null}
            outputPriceUsd={s.receive?.priceUsd ?? null}
            originName={
              s.originName ??
              t.formatMessage({ id: 'bridge.page.originChain', defaultMessage: 'the origin chain' })
            }
            destinationName={
              s.destinationName ??
              t.formatMessage({
                id: 'bridge.page.destinationChain',
                defaultMessage: 'the destination chain',
              })
            }
            onRetry={quote.refetch}
            onRefresh={quote.refetch}
            idleText={idleText(t, f)}
          />
          {quote.view && !quote.stale && (
            <Suspense fallback={null}>
              <PriceImpactNotice
                impactPct={impact}
                confirmed={impactConfirmed}
                onConfirmedChange={setImpactConfirmed}
              />
            </Suspense>
          )}
          <ActionArea
            action={actionState(actionInput)}
            actionInput={actionInput}
            onConnect={onConnect}
            onReview={signing.startReview}
            onBack={signing.stopReview}
            onRefresh={quote.refetch}
            plan={signing.plan}
            refreshedDuringReview={signing.refreshedDuringReview}
            signState={signing.signState}
            signingChainName={signing.signingChainName}
            switching={signing.switching}
            switchError={signing.switchError}
            onSign={signing.sign}
            onSwitch={() => void signing.switchNetwork()}
            submission={signing.submission}
            onCheckAgain={signing.checkAgain}
            onSubmitAgain={signing.submitAgain}
            trackerHref={
              resume?.kind === 'gasless'
                ? trackerHref(resume.ref)
                : resume?.kind === 'txnRef' ||
                    (resume?.kind === 'wait' && resume.step === 'deposit')
                  ? trackerHref({ kind: 'order', orderId: resume.orderId })
                  : undefined
            }
            networkFee={networkFee}
            unlimitedApproval={signing.unlimitedApproval}
            onUnlimitedApprovalChange={signing.setUnlimitedApproval}
          />
        </div>
      </div>
    </div>
  );
}

/** Why there is no quote yet, in the quote panel's words. */
function idleText(t: IntlShape, f: ReturnType<typeof useBridgeForm>): string {
  if (f.routeReason)
    return t.formatMessage(
      {
        id: 'bridge.page.idle.routeUnavailable',
        defaultMessage: 'No quote: this route is unavailable ({reason}).',
      },
      { reason: reasonLabel(t, f.routeReason) },
    );
  if (f.tokenReason)
    return t.formatMessage(
      {
        id: 'bridge.page.idle.tokenUnavailable',
        defaultMessage: 'No quote: this token is unavailable ({reason}).',
      },
      { reason: reasonLabel(t, f.tokenReason) },
    );
  if (f.amountCheck.kind === 'problem')
    return t.formatMessage({
      id: 'bridge.page.idle.fixAmount',
      defaultMessage: 'Fix the amount to see a quote.',
    });
  if (!f.recipient.valid || !f.refund.valid)
    return t.formatMessage({
      id: 'bridge.page.idle.fixAddress',
      defaultMessage: 'Fix the address to see a quote.',
    });
  return t.formatMessage({
    id: 'bridge.page.idle.enterAmount',
    defaultMessage: 'Enter an amount to see what arrives, every fee and how long it takes.',
  });
}
