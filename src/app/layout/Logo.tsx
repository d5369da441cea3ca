import { Link } from '@tanstack/react-router';
import { useT } from '../../i18n/useT';

/** The wordmark; links home. The mark is decorative, the link's name is "Ferry, home". */
export function Logo() {
  const t = useT();
  return (
    <Link
      to="/"
      aria-label={t.formatMessage({ id: 'logo.home', defaultMessage: 'Ferry, home' })}
      className="flex items-center gap-2 rounded-lg py-1 pe-1 text-lg font-semibold tracking-tight"
    >
      <svg viewBox="0 0 32 32" className="size-7" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" className="fill-accent" />
        <path d="M6 19h20l-3 5H9z" className="fill-accent-fg" />
        <path
          d="M15 8v10M15 8l6 8h-6"
          className="stroke-accent-fg"
          strokeWidth="2"
          fill="none"
          strokeLinejoin="round"
        />
      </svg>
      {/* On the narrowest phones the mark alone keeps the header to one row of controls. */}
      <span className="max-[420px]:hidden">Ferry</span>
    </Link>
  );
}
