import { useState } from 'react';
import { useCopy } from '../../lib/useCopy';
import { Button } from '../ui/Button';

/** One click copies every id of the transfer as text; the text is also there to select. */
export function SupportBundleButton({ build }: { build: () => string }) {
  // No reset: the text to select by hand stays while the person needs it.
  const { state: result, copy } = useCopy();
  const [text, setText] = useState('');
  const onClick = () => {
    const bundle = build();
    setText(bundle);
    void copy(bundle);
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={onClick}>
          Copy support details
        </Button>
        <span role="status" className="text-sm text-muted">
          {result === 'copied' && 'Copied: paste it into your message to support.'}
          {result === 'failed' && 'Could not copy automatically; select the text below.'}
        </span>
      </div>
      {result === 'failed' && (
        <textarea
          readOnly
          aria-label="Support details"
          value={text}
          rows={10}
          className="w-full rounded-lg border border-border bg-surface-2 p-3 font-mono text-xs"
        />
      )}
    </div>
  );
}
