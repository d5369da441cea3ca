import { Link } from '@tanstack/react-router';

/** The wordmark; links home. The mark is decorative, the link's name is "Ferry, home". */
export function Logo() {
  return (
    <Link
      to="/"
      aria-label="Ferry, home"
      className="flex items-center gap-2 rounded-lg py-1 pr-1 text-lg font-semibold tracking-tight"
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
      <span>Ferry</span>
    </Link>
  );
}
