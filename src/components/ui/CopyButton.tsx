import { useCopy } from '../../lib/useCopy';
import { Button } from './Button';

/** Copies `text`; says "Copied" (announced) for a moment, or that copying failed. */
export function CopyButton({
  text,
  label,
  children = 'Copy',
}: {
  text: string;
  label: string;
  children?: string;
}) {
  const { state, copy } = useCopy(2000);
  return (
    <span className="inline-flex items-center gap-2">
      <Button variant="secondary" size="sm" aria-label={label} onClick={() => void copy(text)}>
        {children}
      </Button>
      <span role="status" className="text-sm text-muted">
        {state === 'copied' && 'Copied'}
        {state === 'failed' && 'Could not copy: select and copy it by hand'}
      </span>
    </span>
  );
}
