import { useMemo } from 'react';
import { useTokenDirectory } from '../../api/deposits-tokens';
import type { DepositListItem } from '../../contract/schemas/deposits';
import { useT } from '../../i18n/useT';
import { useFormat } from '../../lib/useFormat';
import { depositRow, type DepositRow } from './deposit-row';

/** Deposits as the explorer's tables show them, with the tokens' symbols and the page's numbers. */
export function useDepositRows(deposits: readonly DepositListItem[] | undefined): DepositRow[] {
  const tokens = useTokenDirectory();
  const f = useFormat();
  const t = useT();
  return useMemo(
    () => (deposits ?? []).map((d) => depositRow(d, tokens, f, t)),
    [deposits, tokens, f, t],
  );
}
