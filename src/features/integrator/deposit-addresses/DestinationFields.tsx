import { Skeleton } from '../../../components/ui/Skeleton';
import { useCapabilities } from '../../../api/capabilities';
import { T, useT } from '../../../i18n/useT';
import { SelectField } from '../fields/SelectField';
import { ErrorNotice } from '../shared/ErrorNotice';
import { destinationChains, destinationTokens } from './destination-options';
import { fieldErrorText, type FieldError } from './field-errors';

interface Props {
  chainId: string;
  token: string;
  onChange: (next: { chainId: string; token: string }) => void;
  errors: { chainId?: FieldError | undefined; token?: FieldError | undefined };
}

/** Destination chain and token from the service's capabilities, unavailable ones with why. */
export function DestinationFields({ chainId, token, onChange, errors }: Props) {
  const t = useT();
  const caps = useCapabilities({ includeTokens: true });
  if (caps.isPending) {
    return (
      <div aria-busy="true" className="grid gap-4 sm:grid-cols-2">
        <span className="sr-only">
          <T
            id="integrator.destination.loading"
            defaultMessage="Loading the chains and tokens you can send to…"
          />
        </span>
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (caps.isError) return <ErrorNotice error={caps.error} />;
  const chains = destinationChains(t, caps.data);
  const tokens = chainId ? destinationTokens(t, caps.data, Number(chainId)) : [];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t.formatMessage({
          id: 'integrator.destination.chain',
          defaultMessage: 'Destination chain',
        })}
        placeholder={t.formatMessage({
          id: 'integrator.destination.chooseChain',
          defaultMessage: 'Choose a chain',
        })}
        value={chainId}
        onChange={(next) => onChange({ chainId: next, token: '' })}
        options={chains.map((c) => ({ value: String(c.value), label: c.label, reason: c.reason }))}
        error={fieldErrorText(t, errors.chainId)}
      />
      <SelectField
        label={t.formatMessage({
          id: 'integrator.destination.token',
          defaultMessage: 'Token received',
        })}
        placeholder={
          chainId
            ? t.formatMessage({
                id: 'integrator.destination.chooseToken',
                defaultMessage: 'Choose a token',
              })
            : t.formatMessage({
                id: 'integrator.destination.chooseChainFirst',
                defaultMessage: 'Choose a chain first',
              })
        }
        value={token}
        disabled={!chainId}
        onChange={(next) => onChange({ chainId, token: next })}
        options={tokens.map((o) => ({ value: o.value, label: o.label, reason: o.reason }))}
        hint={t.formatMessage({
          id: 'integrator.destination.tokenHint',
          defaultMessage: 'Whatever token is deposited, the recipient receives this one.',
        })}
        error={fieldErrorText(t, errors.token)}
      />
    </div>
  );
}
