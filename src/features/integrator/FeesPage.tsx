import { useState } from 'react';
import { Notice } from '../../components/ui/Notice';
import { Skeleton } from '../../components/ui/Skeleton';
import { useCapabilities } from '../../api/capabilities';
import {
  curlFor,
  feeRouteQuery,
  useLimits,
  useSuggestedFees,
  type FeeRouteQuery,
} from '../../api/integrator-fees';
import { parseAmount } from '../../contract/amounts';
import { IntegratorSection } from './IntegratorSection';
import { DecimalsNote, decimalsLabel } from './fees/DecimalsNote';
import { FeeResults } from './fees/FeeResults';
import { destinationChoices, originChoices, tokenChoices } from './fees/route-options';
import { SelectField } from './fields/SelectField';
import { TextField } from './fields/TextField';
import { CopyButton } from '../../components/ui/CopyButton';
import { useDebounced } from '../../lib/useDebounced';
import { ErrorNotice } from './shared/ErrorNotice';

/** /limits takes the route without an amount. */
function limitsRoute({ amount: _amount, ...route }: FeeRouteQuery): Record<string, string> {
  return route;
}

export function FeesPage() {
  const caps = useCapabilities({ includeTokens: true });
  const [origin, setOrigin] = useState('');
  const [destination, setDestination] = useState('');
  const [tokenKey, setTokenKey] = useState('');
  const [amountText, setAmountText] = useState('100');
  const debounced = useDebounced(amountText, amountText, 300).value;

  const tokens =
    caps.data && origin && destination
      ? tokenChoices(caps.data, Number(origin), Number(destination))
      : [];
  const token = tokens.find((t) => t.input.address === tokenKey);
  const parsed = token ? parseAmount(debounced.trim(), token.input.decimals) : undefined;
  const amountError =
    parsed && !parsed.ok
      ? `Enter an amount in ${token?.input.symbol} with at most ${token?.input.decimals} decimals.`
      : parsed?.ok && parsed.value === 0n
        ? 'Enter an amount above zero.'
        : undefined;
  const query: FeeRouteQuery | undefined =
    token && parsed?.ok && parsed.value > 0n ? feeRouteQuery(token, parsed.value) : undefined;
  const limits = useLimits(query);
  const fees = useSuggestedFees(query);

  return (
    <IntegratorSection
      title="Fees & limits"
      description="The minimum and maximum a route accepts and what an amount costs, from the service's legacy endpoints."
    >
      <Notice title="Legacy endpoints">
        <code>/limits</code> and <code>/suggested-fees</code> are no longer maintained by the
        service; new integrations should price transfers with the versioned quote (
        <code>POST /v1/quotes</code>).
      </Notice>
      {caps.isPending ? (
        <Skeleton className="h-40" />
      ) : caps.isError ? (
        <ErrorNotice error={caps.error} />
      ) : (
        <form
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
          onSubmit={(e) => e.preventDefault()}
          aria-label="Route and amount"
        >
          <SelectField
            label="From"
            placeholder="Origin chain"
            value={origin}
            onChange={(v) => {
              setOrigin(v);
              setDestination('');
              setTokenKey('');
            }}
            options={originChoices(caps.data)}
          />
          <SelectField
            label="To"
            placeholder={origin ? 'Destination chain' : 'Choose the origin first'}
            disabled={!origin}
            value={destination}
            onChange={(v) => {
              setDestination(v);
              setTokenKey('');
            }}
            options={origin ? destinationChoices(caps.data, Number(origin)) : []}
          />
          <SelectField
            label="Token"
            placeholder={destination ? 'Token' : 'Choose the route first'}
            disabled={!destination}
            value={tokenKey}
            onChange={setTokenKey}
            options={tokens.map((t) => ({
              value: t.input.address,
              label: `${t.symbol} (${decimalsLabel(t)})`,
              reason: t.status === 'available' ? null : 'Unavailable',
            }))}
          />
          <TextField
            label={token ? `Amount (${token.input.symbol})` : 'Amount'}
            value={amountText}
            onChange={setAmountText}
            error={amountError}
          />
        </form>
      )}
      {token && <DecimalsNote token={token} />}
      {query && token && (
        <div
          className="space-y-4"
          aria-live="polite"
          aria-busy={limits.isFetching || fees.isFetching || undefined}
        >
          {limits.isError && <ErrorNotice error={limits.error} />}
          {fees.isError && <ErrorNotice error={fees.error} />}
          {limits.isPending && fees.isPending ? (
            <Skeleton className="h-48" />
          ) : (
            <FeeResults token={token} limits={limits.data} fees={fees.data} />
          )}
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span className="text-muted">
              The calls, through Ferry (it adds the key; none is shown):
            </span>
            <CopyButton
              text={curlFor(window.location.origin, '/limits', limitsRoute(query))}
              label="Copy /limits as cURL"
            >
              Copy /limits as cURL
            </CopyButton>
            <CopyButton
              text={curlFor(window.location.origin, '/suggested-fees', { ...query })}
              label="Copy /suggested-fees as cURL"
            >
              Copy /suggested-fees as cURL
            </CopyButton>
          </div>
        </div>
      )}
    </IntegratorSection>
  );
}
