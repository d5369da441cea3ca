import { AddressField } from './AddressField';

interface RecipientFieldsProps {
  recipient: string;
  refundAddress: string;
  onRecipientChange: (text: string) => void;
  onRefundChange: (text: string) => void;
  originName: string;
  destinationName: string;
}

/** Optional: deliver to another address, or refund to another address. Closed by default. */
export function RecipientFields(props: RecipientFieldsProps) {
  const { recipient, refundAddress, originName, destinationName } = props;
  const filled = recipient.trim() !== '' || refundAddress.trim() !== '';
  return (
    <details open={filled || undefined} className="group rounded-xl border border-border">
      <summary className="flex cursor-pointer items-center justify-between gap-3 rounded-xl px-4 py-3 text-sm font-medium select-none hover:bg-surface-2">
        <span>Recipient and refund address</span>
        <span className="text-muted group-open:hidden">{filled ? 'Changed' : 'Your wallet'}</span>
      </summary>
      <div className="space-y-4 px-4 pt-1 pb-4">
        <AddressField
          label={`Recipient on ${destinationName}`}
          hint="Leave empty to receive at your connected wallet. Check it: a transfer cannot be recalled."
          value={recipient}
          onChange={props.onRecipientChange}
        />
        <AddressField
          label={`Refund address on ${originName}`}
          hint="Where the funds go back if no relayer delivers them. Leave empty for your wallet."
          value={refundAddress}
          onChange={props.onRefundChange}
        />
      </div>
    </details>
  );
}
