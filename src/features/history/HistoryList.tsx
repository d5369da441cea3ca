import { useTokenDirectory } from '../../api/deposits-tokens';
import { Card } from '../../components/ui/Card';
import { useT } from '../../i18n/useT';
import { HistoryRow } from './HistoryRow';
import type { HistoryItem } from './merge-history';

/** The merged transfers, newest first, one row each. */
export function HistoryList({ items }: { items: HistoryItem[] }) {
  const tokens = useTokenDirectory();
  const t = useT();
  return (
    <Card className="overflow-hidden">
      <ul
        className="divide-y divide-border"
        aria-label={t.formatMessage({
          id: 'history.list.label',
          defaultMessage: 'Your transfers, newest first',
        })}
      >
        {items.map((item) => (
          <HistoryRow key={item.key} item={item} tokens={tokens} />
        ))}
      </ul>
    </Card>
  );
}
