import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { T } from '../../../i18n/useT';

/** Newer and Older between pages of a list shown newest first, with where this page is. */
export function Pager({
  label,
  position,
  hasNewer,
  hasOlder,
  onNewer,
  onOlder,
}: {
  label: string;
  /** Where this page is, in words ("6–10 of 16 deposits"). */
  position?: ReactNode;
  hasNewer: boolean;
  hasOlder: boolean;
  onNewer: () => void;
  onOlder: () => void;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" size="sm" disabled={!hasNewer} onClick={onNewer}>
        <T id="integrator.addresses.newer" defaultMessage="Newer" />
      </Button>
      <Button variant="secondary" size="sm" disabled={!hasOlder} onClick={onOlder}>
        <T id="integrator.addresses.older" defaultMessage="Older" />
      </Button>
      {position && (
        <span className="text-sm text-muted" aria-live="polite">
          {position}
        </span>
      )}
    </nav>
  );
}
