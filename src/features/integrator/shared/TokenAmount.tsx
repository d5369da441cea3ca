import { useFormat } from '../../../lib/useFormat';
import { tokenAmountText } from '../deposit-addresses/input-format';

/** An amount at a readable precision, the exact figure on hover when it differs. */
export function TokenAmount({
  value,
  decimals,
  symbol,
  round = 'down',
}: {
  value: string;
  decimals: number;
  symbol: string;
  /** "up" for a minimum: a figure shown below it would be refused. */
  round?: 'down' | 'up';
}) {
  const { shown, exact } = tokenAmountText(value, decimals, symbol, round, useFormat());
  return <span title={shown === exact ? undefined : exact}>{shown}</span>;
}
