import { Notice } from '../../../components/ui/Notice';
import type { ClosedChain } from '../model/closed-chain';

/** The route chosen (often by a shared link) starts or ends on a chain that moves nothing. */
export function ClosedChainNotice({ closed }: { closed: ClosedChain | undefined }) {
  if (!closed) return null;
  const from = closed.side === 'origin';
  return (
    <Notice
      announce
      tone="warning"
      title={`${closed.name} is closed: nothing can be sent ${from ? 'from' : 'to'} it`}
    >
      <p title={closed.reason.detail}>
        {closed.reason.label}. Choose another chain to send {from ? 'from' : 'to'}; the rest of the
        link is kept as it was.
      </p>
    </Notice>
  );
}
