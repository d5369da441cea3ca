import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { useDepositAddresses } from '../../api/integrator-deposit-addresses';
import { T, useT } from '../../i18n/useT';
import { IntegratorSection } from './IntegratorSection';
import { DepositAddressTable } from './deposit-addresses/DepositAddressTable';
import { TextField } from './fields/TextField';
import { ErrorNotice } from './shared/ErrorNotice';

const newLink = (
  <Link
    to="/integrator/deposit-addresses/new"
    className="inline-flex h-10 items-center rounded-lg bg-accent px-4 text-sm font-medium text-accent-fg shadow-card hover:bg-accent-hover"
  >
    <T id="integrator.create.title" defaultMessage="New deposit address" />
  </Link>
);

/** Every address created through Ferry, newest first: search, and page through with cursors. */
export function DepositAddressesPage() {
  const t = useT();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  // Cursors of the pages before this one; the last is this page's (undefined: the first).
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(text.trim());
      setCursors([undefined]);
    }, 300);
    return () => clearTimeout(timer);
  }, [text]);
  const cursor = cursors.at(-1);
  const list = useDepositAddresses(q, cursor);

  return (
    <IntegratorSection
      title={t.formatMessage({
        id: 'integrator.addresses.title',
        defaultMessage: 'Deposit addresses',
      })}
      description={t.formatMessage({
        id: 'integrator.addresses.description',
        defaultMessage:
          'Persistent addresses that turn any deposit into a transfer to a destination you choose.',
      })}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-full max-w-md">
          <TextField
            label={t.formatMessage({ id: 'integrator.addresses.search', defaultMessage: 'Search' })}
            type="search"
            value={text}
            onChange={setText}
            placeholder={t.formatMessage({
              id: 'integrator.addresses.searchPlaceholder',
              defaultMessage: 'Address, recipient, token or id',
            })}
          />
        </div>
        {newLink}
      </div>
      <div aria-live="polite" aria-busy={list.isFetching || undefined}>
        {list.isPending ? (
          <div className="space-y-2">
            <span className="sr-only">
              <T id="integrator.addresses.loading" defaultMessage="Loading deposit addresses…" />
            </span>
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : list.isError ? (
          <ErrorNotice error={list.error} />
        ) : list.data.data.length === 0 ? (
          q ? (
            <EmptyState
              icon="search"
              title={
                <T
                  id="integrator.addresses.noMatch"
                  defaultMessage="Nothing matches “{query}”"
                  values={{ query: q }}
                />
              }
              description={
                <T
                  id="integrator.addresses.noMatchHint"
                  defaultMessage="Try part of an address, a recipient, a token symbol or an id."
                />
              }
            />
          ) : (
            <EmptyState
              title={
                <T id="integrator.addresses.empty" defaultMessage="No deposit addresses yet" />
              }
              description={
                <T
                  id="integrator.addresses.emptyBody"
                  defaultMessage="Create one for a destination chain, token and recipient; anything sent to it is forwarded there."
                />
              }
              action={newLink}
            />
          )
        ) : (
          <DepositAddressTable rows={list.data.data} />
        )}
      </div>
      {list.data && (cursors.length > 1 || list.data.nextCursor) && (
        <nav
          aria-label={t.formatMessage({
            id: 'integrator.addresses.pages',
            defaultMessage: 'Pages of deposit addresses',
          })}
          className="flex gap-2"
        >
          <Button
            variant="secondary"
            size="sm"
            disabled={cursors.length <= 1}
            onClick={() => setCursors((c) => c.slice(0, -1))}
          >
            <T id="integrator.addresses.newer" defaultMessage="Newer" />
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={!list.data.nextCursor}
            onClick={() => {
              const next = list.data.nextCursor;
              if (next) setCursors((c) => [...c, next]);
            }}
          >
            <T id="integrator.addresses.older" defaultMessage="Older" />
          </Button>
        </nav>
      )}
    </IntegratorSection>
  );
}
