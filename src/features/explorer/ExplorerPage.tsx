import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { ExplorerLookup } from '../../api/explorer-search';
import { chainLabel } from '../../components/deposit/chain-label';
import { PageHeader } from '../../components/ui/PageHeader';
import { useT } from '../../i18n/useT';
import { useEmbeddedService } from '../../lib/useEmbeddedService';
import { AddressResults } from './AddressResults';
import { ContractNote } from './ContractNote';
import { describeDetected } from './describe-detected';
import { detectQuery, type Detected } from './detect-query';
import { LiveDeposits } from './LiveDeposits';
import { LookupResults } from './LookupResults';
import { OriginChainSelect } from './OriginChainSelect';
import { rememberOriginChain, rememberedOriginChain } from './origin-chain-memory';
import { SearchForm } from './SearchForm';

export interface ExplorerSearch {
  q?: string;
  chain?: number;
  page?: number;
}

function lookupOf(d: Detected, chain: number | undefined): ExplorerLookup | undefined {
  if (d.kind === 'hash') return { kind: 'hash', value: d.value };
  if (d.kind === 'txnRef') return { kind: 'txnRef', value: d.value };
  if (d.kind === 'depositId' && chain) {
    return { kind: 'depositId', value: d.value, originChainId: chain };
  }
  return undefined;
}

/**
 * /explorer?q=…: one search box for whatever a customer can give (shareable as a link), the
 * newest deposits live when it is empty.
 */
export function ExplorerPage({
  search,
  onSearchChange,
  addressNote,
}: {
  search: ExplorerSearch;
  onSearchChange: (next: ExplorerSearch) => void;
  /** What else is known of a searched address (e.g. that it is one of Ferry's deposit addresses). */
  addressNote?: (address: string) => ReactNode;
}) {
  const t = useT();
  const q = search.q ?? '';
  const detected = detectQuery(q);
  const chain =
    search.chain ?? (detected.kind === 'depositId' ? rememberedOriginChain() : undefined);
  const page = search.page ?? 0;
  const [announcement, setAnnouncement] = useState('');
  const resultsRef = useRef<HTMLHeadingElement>(null);

  // Focus moves to the results once a search (not the first page load) has a response.
  const searchedByPerson = useRef(false);
  const onResult = useCallback((summary: string) => {
    setAnnouncement(summary);
    if (searchedByPerson.current) {
      searchedByPerson.current = false;
      resultsRef.current?.focus();
    }
  }, []);

  const submit = (text: string) => {
    searchedByPerson.current = true;
    onSearchChange({ q: text.trim() || undefined, chain: search.chain });
  };
  const chooseChain = (id: number) => {
    rememberOriginChain(id);
    searchedByPerson.current = true;
    onSearchChange({ ...search, chain: id });
  };

  const sandbox = useEmbeddedService() !== undefined;
  const hintText = describeDetected(t, detected, chain ? chainLabel(chain, t) : undefined, sandbox);
  const lookup = lookupOf(detected, chain);
  const lookupKey = lookup ? JSON.stringify(lookup) : '';

  let results;
  if (detected.kind === 'empty') results = <LiveDeposits />;
  else if (detected.kind === 'invalid') results = null;
  else if (detected.kind === 'address' || detected.kind === 'nonEvmAddress') {
    results = (
      <>
        {detected.kind === 'address' && <ContractNote address={detected.value} />}
        {addressNote?.(detected.value)}
        <AddressResults
          key={detected.value}
          address={detected.value}
          page={page}
          onPage={(p) => onSearchChange({ ...search, page: p || undefined })}
          onResult={onResult}
        />
      </>
    );
  } else if (lookup) {
    results = <LookupResults key={lookupKey} lookup={lookup} onResult={onResult} />;
  } else {
    results = (
      <p className="text-sm text-muted">
        {t.formatMessage({
          id: 'explorer.page.chooseChain',
          defaultMessage: 'Choose the origin chain to search.',
        })}
      </p>
    );
  }

  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow={t.formatMessage({ id: 'explorer.page.eyebrow', defaultMessage: 'Explorer' })}
        title={t.formatMessage({ id: 'explorer.page.title', defaultMessage: 'Support explorer' })}
        description={t.formatMessage({
          id: 'explorer.page.description',
          defaultMessage:
            'Find a deposit from whatever a customer can give you: a transaction hash, an order id, their address or a deposit id.',
        })}
      />
      <div className="space-y-4 rounded-2xl border border-border bg-surface p-5 sm:p-6">
        <SearchForm
          key={q}
          initial={q}
          hint={hintText ? { text: hintText, invalid: detected.kind === 'invalid' } : undefined}
          onSearch={submit}
        />
        {detected.kind === 'depositId' && (
          <OriginChainSelect value={chain} onChange={chooseChain} />
        )}
        {detected.kind === 'address' && detected.checksumMismatch && (
          <p className="text-sm text-warning">
            {t.formatMessage({
              id: 'explorer.page.checksumMismatch',
              defaultMessage:
                'The capital letters in this address do not match its checksum, so it may contain a typo; it was searched in lower case anyway.',
            })}
          </p>
        )}
      </div>
      {detected.kind !== 'empty' && detected.kind !== 'invalid' && (
        <section aria-labelledby="results-heading" className="space-y-4">
          <h2 id="results-heading" ref={resultsRef} tabIndex={-1} className="text-lg font-semibold">
            {t.formatMessage({ id: 'explorer.page.results', defaultMessage: 'Results' })}
          </h2>
          {results}
        </section>
      )}
      {detected.kind === 'empty' && results}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
