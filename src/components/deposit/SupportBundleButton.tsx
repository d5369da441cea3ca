import { useState } from 'react';
import { useT } from '../../i18n/useT';
import { CopyButton } from '../ui/CopyButton';

/** One click copies every id of the transfer as text; the text is also there to select. */
export function SupportBundleButton({ build }: { build: () => string }) {
  // Shown when the clipboard refused it, and kept until the next try.
  const [byHand, setByHand] = useState<string>();
  const t = useT();
  return (
    <div className="space-y-2">
      <CopyButton
        text={build}
        size="md"
        copied={t.formatMessage({
          id: 'components.support.copied',
          defaultMessage: 'Copied: paste it into your message to support.',
        })}
        failed={t.formatMessage({
          id: 'components.support.copyFailed',
          defaultMessage: 'Could not copy automatically; select the text below.',
        })}
        onCopy={(bundle, ok) => setByHand(ok ? undefined : bundle)}
      >
        {t.formatMessage({ id: 'components.support.copy', defaultMessage: 'Copy support details' })}
      </CopyButton>
      {byHand !== undefined && (
        <textarea
          readOnly
          aria-label={t.formatMessage({
            id: 'components.support.details',
            defaultMessage: 'Support details',
          })}
          dir="ltr"
          value={byHand}
          rows={10}
          className="w-full rounded-lg border border-border bg-surface-2 p-3 font-mono text-xs"
        />
      )}
    </div>
  );
}
