import { useState } from 'react';
import { CopyButton } from '../ui/CopyButton';

/** One click copies every id of the transfer as text; the text is also there to select. */
export function SupportBundleButton({ build }: { build: () => string }) {
  // Shown when the clipboard refused it, and kept until the next try.
  const [byHand, setByHand] = useState<string>();
  return (
    <div className="space-y-2">
      <CopyButton
        text={build}
        size="md"
        copied="Copied: paste it into your message to support."
        failed="Could not copy automatically; select the text below."
        onCopy={(bundle, ok) => setByHand(ok ? undefined : bundle)}
      >
        Copy support details
      </CopyButton>
      {byHand !== undefined && (
        <textarea
          readOnly
          aria-label="Support details"
          value={byHand}
          rows={10}
          className="w-full rounded-lg border border-border bg-surface-2 p-3 font-mono text-xs"
        />
      )}
    </div>
  );
}
