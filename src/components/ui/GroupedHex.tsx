import { Fragment } from 'react';

/** "0x" and hex digits only: an address, a hash, an order id. */
export const isHex = (text: string) => /^0x[0-9a-fA-F]+$/.test(text);

/** "0xAbCd1234…" as "0xAbCd", "1234", …: the lines an address may break into. */
export function hexGroups(hex: string, size = 4): string[] {
  const digits = hex.slice(2);
  const groups = [`0x${digits.slice(0, size)}`];
  for (let i = size; i < digits.length; i += size) groups.push(digits.slice(i, i + size));
  return groups;
}

/**
 * A long hex value that wraps only between groups of four digits, in lines of balanced length
 * (text-wrap: balance), so no line holds one or two characters alone. The text itself is
 * unchanged: it reads, copies and searches as one string.
 */
export function GroupedHex({ value, className }: { value: string; className?: string }) {
  return (
    <span dir="ltr" className={className} style={{ textWrap: 'balance' }}>
      {hexGroups(value).map((group, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {group}
        </Fragment>
      ))}
    </span>
  );
}
