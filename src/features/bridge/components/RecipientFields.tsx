import { lazy, Suspense, useState } from 'react';
import { T } from '../../../i18n/useT';
import { preloadAddressParser } from '../hooks/useAddressParser';

// The fields (and the address check they use) are in the page once the disclosure is first
// opened: closed, as on every first visit, they are neither shown nor loaded. Their code starts
// loading when the summary is hovered, focused or pressed.
const loadAddresses = () => import('./RecipientAddresses');
const RecipientAddresses = lazy(() =>
  loadAddresses().then((m) => ({ default: m.RecipientAddresses })),
);
const preload = () => {
  void loadAddresses();
  preloadAddressParser();
};

export interface RecipientFieldsProps {
  recipient: string;
  refundAddress: string;
  onRecipientChange: (text: string) => void;
  onRefundChange: (text: string) => void;
  originName: string;
  destinationName: string;
}

/** Optional: deliver to another address, or refund to another address. Closed by default. */
export function RecipientFields(props: RecipientFieldsProps) {
  const { recipient, refundAddress } = props;
  const [opened, setOpened] = useState(false);
  const filled = recipient.trim() !== '' || refundAddress.trim() !== '';
  return (
    <details
      open={filled || undefined}
      onToggle={(event) => event.currentTarget.open && setOpened(true)}
      className="group rounded-xl border border-border"
    >
      <summary
        onPointerEnter={preload}
        onFocus={preload}
        onPointerDown={preload}
        className="flex cursor-pointer items-center justify-between gap-3 rounded-xl px-4 py-3 text-sm font-medium select-none hover:bg-surface-2"
      >
        <span>
          <T id="bridge.recipient.summary" defaultMessage="Recipient and refund address" />
        </span>
        <span className="text-muted group-open:hidden">
          {filled ? (
            <T id="bridge.recipient.changed" defaultMessage="Changed" />
          ) : (
            <T id="bridge.recipient.yourWallet" defaultMessage="Your wallet" />
          )}
        </span>
      </summary>
      {(opened || filled) && (
        <Suspense fallback={null}>
          <RecipientAddresses {...props} />
        </Suspense>
      )}
    </details>
  );
}
