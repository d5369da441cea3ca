import { ReadableAmount } from '../../../components/ui/ReadableAmount';

/** An amount at a readable precision, marked ≈ with the exact figure a hover or tap away. */
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
  return <ReadableAmount value={BigInt(value)} decimals={decimals} symbol={symbol} round={round} />;
}
