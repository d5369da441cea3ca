import { cn } from '../../../lib/cn';

// A chain's mark as a coloured disc with its initials, in each chain's brand colour: no image
// to fetch, and it reads at 20 px. Unknown chains get a neutral disc.
const COLOURS: Record<number, [bg: string, fg: string]> = {
  1: ['#627EEA', '#fff'],
  10: ['#FF0420', '#fff'],
  56: ['#F0B90B', '#1e1e1e'],
  130: ['#F50DB4', '#fff'],
  137: ['#8247E5', '#fff'],
  480: ['#191919', '#fff'],
  1337: ['#97FCE4', '#0b3d34'],
  8453: ['#0052FF', '#fff'],
  42161: ['#213147', '#9DCCED'],
  57073: ['#7132F5', '#fff'],
  81457: ['#FCFC03', '#1e1e1e'],
  534352: ['#FFEEDA', '#6b4d2a'],
};

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length > 1) return (words[0]![0]! + words[1]![0]!).toUpperCase();
  return name.slice(0, 2).replace(/^./, (c) => c.toUpperCase());
}

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
  const colours = COLOURS[chainId];
  return (
    <span
      aria-hidden="true"
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
