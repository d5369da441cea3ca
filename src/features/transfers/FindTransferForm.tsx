import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { defineMessages } from 'react-intl';
import { Button } from '../../components/ui/Button';
import { CHAINS } from '../../contract/chains';
import { errorCopy } from '../../api/error-copy';
import { isServiceError } from '../../contract/errors';
import { findTransfer, readFindInput } from './find-transfer';
import { linkClass } from '../../components/ui/link-class';
import { cn } from '../../lib/cn';
import { useT } from '../../i18n/useT';

const m = defineMessages({
  invalid: {
    id: 'transfers.find.invalid',
    defaultMessage:
      'Enter an order ID or a deposit transaction hash (0x followed by 64 hexadecimal characters), or a deposit ID.',
  },
  needsChain: {
    id: 'transfers.find.needsChain',
    defaultMessage: 'A deposit ID needs its origin chain: choose the chain it was sent from.',
  },
  nothing: {
    id: 'transfers.find.nothing',
    defaultMessage:
      'No transfer has this order ID and no deposit has this transaction hash. A deposit made in the last few seconds may not be indexed yet: try again in a moment, or check that the whole hash was copied.',
  },
});

const inputClass = 'h-10 min-w-0 rounded-lg border border-border-strong bg-surface px-3 text-sm';

/**
 * Open any transfer by what the person has: its order ID, the deposit transaction hash from
 * their wallet, or a deposit ID with its origin chain.
 */
export function FindTransferForm() {
  const t = useT();
  const navigate = useNavigate();
  const inputId = useId();
  const chainId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [chain, setChain] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const read = readFindInput(value);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (read.kind === 'invalid') {
      setError(t.formatMessage(m.invalid));
      return;
    }
    if (read.kind === 'depositId') {
      if (!chain) {
        setError(t.formatMessage(m.needsChain));
        return;
      }
      setError(undefined);
      void navigate({
        to: '/transfers/deposit',
        search: { originChainId: Number(chain), depositId: read.value },
      });
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const target = await findTransfer(read.value);
      if (target.to === 'order') {
        void navigate({ to: '/transfers/$orderId', params: { orderId: target.orderId } });
      } else if (target.to === 'deposit') {
        const { originChainId, depositId } = target;
        void navigate({ to: '/transfers/deposit', search: { originChainId, depositId } });
      } else {
        setError(t.formatMessage(m.nothing));
      }
    } catch (err) {
      const copy = errorCopy(t, isServiceError(err) ? err : { code: 'UNEXPECTED_ERROR' });
      setError(`${copy.message} ${copy.action}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="space-y-2" noValidate>
      <label htmlFor={inputId} className="block text-sm font-medium">
        {t.formatMessage({
          id: 'transfers.find.label',
          defaultMessage: 'Order ID, deposit transaction hash or deposit ID',
        })}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          placeholder={t.formatMessage({
            id: 'transfers.find.placeholder',
            defaultMessage: '0x… or a deposit ID',
          })}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${inputClass} font-mono sm:flex-1`}
        />
        {read.kind === 'depositId' && (
          <>
            <label htmlFor={chainId} className="sr-only">
              {t.formatMessage({
                id: 'transfers.find.originChain',
                defaultMessage: 'Origin chain of the deposit',
              })}
            </label>
            <select
              id={chainId}
              value={chain}
              onChange={(e) => setChain(e.target.value)}
              className={inputClass}
            >
              <option value="">
                {t.formatMessage({
                  id: 'transfers.find.chooseChain',
                  defaultMessage: 'Origin chain…',
                })}
              </option>
              {CHAINS.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </>
        )}
        <Button type="submit" loading={busy}>
          {t.formatMessage({ id: 'transfers.find.submit', defaultMessage: 'Track transfer' })}
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}{' '}
          {read.kind === 'hash' && (
            <Link
              to="/explorer"
              search={{ q: read.value }}
              className={cn('font-medium', linkClass)}
            >
              {t.formatMessage({
                id: 'transfers.find.searchExplorer',
                defaultMessage: 'Search it in the explorer',
              })}
            </Link>
          )}
        </p>
      )}
    </form>
  );
}
