import { useState } from 'react';
import { cn } from '../../lib/cn';
import { TOKEN_MARKS } from './marks';
import { useMark } from './useMark';

// A token's logo: its mark from the icon package, else one shipped with the app (public/tokens)
// or a same-origin logoUrl (the embedded service's /tokens/…), so a token list never makes the
// browser call another host. Anything else (a CDN the real service names) is a monogram.
const BUNDLED = new Set(['usdc', 'usdt', 'eth', 'weth']);

export function tokenLogoSrc(symbol: string, logoUrl?: string | null): string | undefined {
  const key = symbol.toLowerCase();
  if (BUNDLED.has(key)) return `/tokens/${key}.svg`;
  if (logoUrl?.startsWith('/') && !logoUrl.startsWith('//')) return logoUrl;
  return undefined;
}

export function TokenLogo({
  symbol,
  logoUrl,
  size = 28,
  className,
}: {
  symbol: string;
  logoUrl?: string | null;
  size?: number;
  className?: string;
}) {
  const { Mark } = useMark(TOKEN_MARKS[symbol.toUpperCase()]);
  const [failed, setFailed] = useState(false);
  if (Mark) {
    return (
      <Mark
        size={size}
        variant="branded"
        aria-hidden="true"
        focusable="false"
        data-logo="token"
        className={cn('shrink-0 rounded-full', className)}
      />
    );
  }
  const src = failed ? undefined : tokenLogoSrc(symbol, logoUrl);
  if (src) {
    return (
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        onError={() => setFailed(true)}
        className={cn('shrink-0 rounded-full', className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-logo="initials"
      style={{ width: size, height: size, fontSize: size * 0.38 }}
      className={cn(
        'grid shrink-0 place-items-center rounded-full bg-surface-2 font-semibold text-muted',
        className,
      )}
    >
      {symbol.slice(0, 3)}
    </span>
  );
}
