import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { copyText } from '../../../components/deposit/copy-text';

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
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <span className="inline-flex items-center gap-2">
      <Button
        variant="secondary"
        size="sm"
        aria-label={label}
        onClick={async () => {
          setState((await copyText(text)) ? 'copied' : 'failed');
          setTimeout(() => setState('idle'), 2000);
        }}
      >
        {children}
      </Button>
      <span role="status" className="text-sm text-muted">
        {state === 'copied'
          ? 'Copied'
          : state === 'failed'
            ? 'Could not copy: select and copy it by hand'
            : ''}
      </span>
    </span>
  );
}
