import { cn } from '../../lib/cn';
import { initials } from './initials';
import { CHAIN_MARKS } from './marks';
import { useMark } from './useMark';

// A chain's own logo from the icon package; until the marks load, and for a chain the package
// has no logo of, a disc with the chain's initials in its brand colour. The letters are small,
// so each pair has a contrast of at least 4.5:1 (dark letters where white ones fall short).
export const INITIALS_COLOURS: Record<number, [bg: string, fg: string]> = {
  1: ['#627EEA', '#111'],
  10: ['#FF0420', '#111'],
  56: ['#F0B90B', '#1e1e1e'],
  130: ['#F50DB4', '#111'],
  137: ['#8247E5', '#fff'],
  480: ['#191919', '#fff'],
  1337: ['#97FCE4', '#0b3d34'],
  8453: ['#0052FF', '#fff'],
  42161: ['#213147', '#9DCCED'],
  57073: ['#7132F5', '#fff'],
  81457: ['#FCFC03', '#1e1e1e'],
  534352: ['#FFEEDA', '#6b4d2a'],
};

export function ChainLogo({
  chainId,
  name,
  size = 24,
  className,
}: {
  chainId: number;
  name: string;
  size?: number;
  className?: string;
}) {
  const { Mark } = useMark(CHAIN_MARKS[chainId]);
  if (Mark) {
    return (
      <Mark
        size={size}
        // On the brand's own tile: reads on light and dark alike (a black mark vanishes on dark).
        variant="background"
        aria-hidden="true"
        focusable="false"
        data-logo="chain"
        className={cn('shrink-0 rounded-full ring-1 ring-black/10 dark:ring-white/20', className)}
      />
    );
  }
  const colours = INITIALS_COLOURS[chainId];
  return (
    <span
      aria-hidden="true"
      data-logo="initials"
      style={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        ...(colours ? { backgroundColor: colours[0], color: colours[1] } : {}),
      }}
      className={cn(
        'grid shrink-0 place-items-center rounded-full font-semibold tracking-tight ring-1 ring-black/10 dark:ring-white/20',
        !colours && 'bg-surface-2 text-muted',
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
