import type { SVGProps } from 'react';
import { cn } from '../../lib/cn';

// Stroke icons drawn on a 24px grid (paths in the style of Lucide, ISC). Decorative by default:
// the control that holds an icon carries the accessible name.
const PATHS = {
  sun: 'M12 3v2M12 19v2M5.6 5.6l1.4 1.4M17 17l1.4 1.4M3 12h2M19 12h2M5.6 18.4 7 17M17 7l1.4-1.4M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
  moon: 'M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5z',
  monitor: 'M4 5h16v11H4zM9 20h6M12 16v4',
  wallet: 'M4 7a2 2 0 0 1 2-2h11v4M4 7v10a2 2 0 0 0 2 2h13V9H6a2 2 0 0 1-2-2zM16 14h.01',
  arrowRight: 'M5 12h14M13 6l6 6-6 6',
  check: 'M5 12.5 10 17l9-10',
  cross: 'M6 6l12 12M18 6 6 18',
  refund: 'M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3',
  clock: 'M12 7v5l3 2M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4',
  info: 'M12 11v5M12 8h.01M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  alert:
    'M12 9v4M12 17h.01M10.3 3.9 2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  route:
    'M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM18 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM6 15V9a4 4 0 0 1 4-4h6M18 9v6a4 4 0 0 1-4 4H8',
  hammer: 'M14 7 4 17l3 3 10-10M13 4l7 7-2 2-7-7z',
  shield: 'M12 3 5 6v5c0 4.5 3 8.5 7 10 4-1.5 7-5.5 7-10V6z',
  list: 'M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01',
  menu: 'M4 6h16M4 12h16M4 18h16',
  swap: 'M4 8h15l-4-4M20 16H5l4 4',
  chevronDown: 'M6 9l6 6 6-6',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18',
} as const;

export type IconName = keyof typeof PATHS;

/** Icons that point along the reading direction: drawn mirrored in a right-to-left page. */
const DIRECTIONAL = new Set<IconName>(['arrowRight', 'refund']);

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  size?: number;
}

export function Icon({ name, size = 18, className, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
      className={cn(DIRECTIONAL.has(name) && 'rtl:-scale-x-100', className) || undefined}
      {...rest}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
