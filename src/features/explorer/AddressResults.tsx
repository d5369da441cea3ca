import { useEffect } from 'react';
import { useDeposits } from '../../api/deposits';
import { EmptyState } from '../../components/ui/EmptyState';
import { useT } from '../../i18n/useT';
import { useDepositRows } from './useDepositRows';
import { DepositsTable } from './DepositsTable';
import { searchNotReady } from './SearchProblem';

export const ADDRESS_PAGE_SIZE = 25;

/** Every deposit an address sent or received, newest first, a page at a time. */
export function AddressResults({
  address,
  page,
  onPage,
  onResult,
}: {
  address: string;
  page: number;
  onPage: (page: number) => void;
  onResult: (summary: string) => void;
}) {
  const t = useT();
  const query = useDeposits({ address, limit: ADDRESS_PAGE_SIZE, skip: page * ADDRESS_PAGE_SIZE });
  const rows = useDepositRows(query.data);
  useEffect(() => {
    if (query.data && !query.isPlaceholderData) {
      onResult(
        query.data.length === 0
          ? t.formatMessage({
              id: 'explorer.address.announceNone',
              defaultMessage: 'No deposits for this address.',
            })
          : t.formatMessage(
              {
                id: 'explorer.address.announcePage',
                defaultMessage:
                  '{count, plural, one {# deposit on page {page, number}.} other {# deposits on page {page, number}.}}',
              },
              { count: query.data.length, page: page + 1 },
            ),
      );
    }
  }, [query.data, query.isPlaceholderData, page, onResult, t]);

  const notReady = searchNotReady(query);
  if (notReady) return notReady;
  if (rows.length === 0) {
    return (
      <EmptyState
        icon="search"
        title={
          page === 0
            ? t.formatMessage({
                id: 'explorer.address.emptyTitle',
                defaultMessage: 'No deposits for this address',
              })
            : t.formatMessage({
                id: 'explorer.address.noOlderTitle',
                defaultMessage: 'No older deposits',
              })
        }
        description={t.formatMessage({
          id: 'explorer.address.emptyDescription',
          defaultMessage:
            "The service lists deposits where this address is the depositor or the recipient. A deposit made seconds ago can take up to 15 seconds to be indexed; search again shortly, or try the deposit's transaction hash.",
        })}
      />
    );
  }
  return (
    <DepositsTable
      rows={rows}
      caption={t.formatMessage(
        {
          id: 'explorer.address.caption',
          defaultMessage: 'Deposits sent or received by {address}, newest first',
        },
        { address },
      )}
      paging={{
        pagination: { pageIndex: page, pageSize: ADDRESS_PAGE_SIZE },
        onPaginationChange: (p) => onPage(p.pageIndex),
        hasMore: (query.data?.length ?? 0) === ADDRESS_PAGE_SIZE,
      }}
    />
  );
}
