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
import { T, useT } from '../../i18n/useT';
import { leftToRight } from '../../lib/intl-locale';
import { IntegratorSection } from './IntegratorSection';
import { DecimalsNote, decimalsLabel } from './fees/DecimalsNote';
import { FeeResults } from './fees/FeeResults';
import { destinationChoices, originChoices, tokenChoices } from './fees/route-options';
import { SelectField } from './fields/SelectField';
import { TextField } from './fields/TextField';
import { CopyButton } from '../../components/ui/CopyButton';
import { useDebounced } from '../../lib/useDebounced';
import { ErrorNotice } from './shared/ErrorNotice';
import { Code } from '../../components/ui/Code';

/** /limits takes the route without an amount. */
function limitsRoute({ amount: _amount, ...route }: FeeRouteQuery): Record<string, string> {
  return route;
}

export function FeesPage() {
  const t = useT();
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
  const token = tokens.find((c) => c.input.address === tokenKey);
  const parsed = token ? parseAmount(debounced.trim(), token.input.decimals) : undefined;
  const amountError =
    parsed && !parsed.ok
      ? t.formatMessage(
          {
            id: 'integrator.fees.amountInvalid',
            defaultMessage:
              'Enter an amount in {symbol} with at most {decimals, plural, one {# decimal} other {# decimals}}.',
          },
          { symbol: token?.input.symbol, decimals: token?.input.decimals },
        )
      : parsed?.ok && parsed.value === 0n
        ? t.formatMessage({
            id: 'integrator.fees.amountZero',
            defaultMessage: 'Enter an amount above zero.',
          })
        : undefined;
  const query: FeeRouteQuery | undefined =
    token && parsed?.ok && parsed.value > 0n ? feeRouteQuery(token, parsed.value) : undefined;
  const limits = useLimits(query);
  const fees = useSuggestedFees(query);

  return (
    <IntegratorSection
      title={t.formatMessage({ id: 'integrator.fees.title', defaultMessage: 'Fees & limits' })}
      description={t.formatMessage({
        id: 'integrator.fees.description',
        defaultMessage:
          'The minimum and maximum a route accepts and what an amount costs, from the service’s legacy endpoints.',
      })}
    >
      <Notice title={<T id="integrator.fees.legacyTitle" defaultMessage="Legacy endpoints" />}>
        <T
          id="integrator.fees.legacyBody"
          defaultMessage="{limits} and {fees} are no longer maintained by the service; new integrations should price transfers with the versioned quote ({quote})."
          values={{
            limits: <Code>/limits</Code>,
            fees: <Code>/suggested-fees</Code>,
            quote: <Code>POST /v1/quotes</Code>,
          }}
        />
      </Notice>
      {caps.isPending ? (
        <Skeleton className="h-40" />
      ) : caps.isError ? (
        <ErrorNotice error={caps.error} />
      ) : (
        <form
          // The token's option names its decimals on both chains: its column is the widest.
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,2fr)_minmax(0,1fr)]"
          onSubmit={(e) => e.preventDefault()}
          aria-label={t.formatMessage({
            id: 'integrator.fees.form',
            defaultMessage: 'Route and amount',
          })}
        >
          <SelectField
            label={t.formatMessage({ id: 'integrator.fees.from', defaultMessage: 'From' })}
            placeholder={t.formatMessage({
              id: 'integrator.fees.originChain',
              defaultMessage: 'Origin chain',
            })}
            value={origin}
            onChange={(v) => {
              setOrigin(v);
              setDestination('');
              setTokenKey('');
            }}
            options={originChoices(t, caps.data)}
          />
          <SelectField
            label={t.formatMessage({ id: 'integrator.fees.to', defaultMessage: 'To' })}
            placeholder={
              origin
                ? t.formatMessage({
                    id: 'integrator.fees.destinationChain',
                    defaultMessage: 'Destination chain',
                  })
                : t.formatMessage({
                    id: 'integrator.fees.originFirst',
                    defaultMessage: 'Choose the origin first',
                  })
            }
            disabled={!origin}
            value={destination}
            onChange={(v) => {
              setDestination(v);
              setTokenKey('');
            }}
            options={origin ? destinationChoices(t, caps.data, Number(origin)) : []}
          />
          <SelectField
            label={t.formatMessage({ id: 'integrator.fees.token', defaultMessage: 'Token' })}
            placeholder={
              destination
                ? t.formatMessage({ id: 'integrator.fees.token', defaultMessage: 'Token' })
                : t.formatMessage({
                    id: 'integrator.fees.routeFirst',
                    defaultMessage: 'Choose the route first',
                  })
            }
            disabled={!destination}
            value={tokenKey}
            onChange={setTokenKey}
            options={tokens.map((c) => ({
              value: c.input.address,
              label: t.formatMessage(
                { id: 'integrator.fees.tokenOption', defaultMessage: '{symbol} ({decimals})' },
                { symbol: c.symbol, decimals: decimalsLabel(t, c) },
              ),
              reason:
                c.status === 'available'
                  ? null
                  : t.formatMessage({
                      id: 'integrator.reason.unavailable',
                      defaultMessage: 'Unavailable',
                    }),
            }))}
          />
          <TextField
            label={
              token
                ? t.formatMessage(
                    { id: 'integrator.fees.amountOf', defaultMessage: 'Amount ({symbol})' },
                    { symbol: token.input.symbol },
                  )
                : t.formatMessage({ id: 'integrator.fees.amount', defaultMessage: 'Amount' })
            }
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
              <T
                id="integrator.fees.calls"
                defaultMessage="The calls, through Ferry (it adds the key; none is shown):"
              />
            </span>
            {(['/limits', '/suggested-fees'] as const).map((path) => {
              const label = t.formatMessage(
                { id: 'integrator.fees.copyCurl', defaultMessage: 'Copy {path} as cURL' },
                // A path's leading slash stays before it in a right-to-left sentence.
                { path: leftToRight(path, t.locale) },
              );
              const params = path === '/limits' ? limitsRoute(query) : { ...query };
              return (
                <CopyButton
                  key={path}
                  text={curlFor(window.location.origin, path, params)}
                  label={label}
                >
                  {label}
                </CopyButton>
              );
            })}
          </div>
        </div>
      )}
    </IntegratorSection>
  );
}
