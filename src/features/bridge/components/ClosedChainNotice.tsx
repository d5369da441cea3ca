import { Notice } from '../../../components/ui/Notice';
import { useT } from '../../../i18n/useT';
import type { ClosedChain } from '../model/closed-chain';
import { reasonLabel } from '../model/reasons';

/** The route chosen (often by a shared link) starts or ends on a chain that moves nothing. */
export function ClosedChainNotice({ closed }: { closed: ClosedChain | undefined }) {
  const t = useT();
  if (!closed) return null;
  return (
    <Notice
      announce
      tone="warning"
      title={t.formatMessage(
        {
          id: 'bridge.closedChain.title',
          defaultMessage:
            '{side, select, origin {{chain} is closed: nothing can be sent from it} other {{chain} is closed: nothing can be sent to it}}',
        },
        { side: closed.side, chain: closed.name },
      )}
    >
      <p title={closed.reason.detail}>
        {t.formatMessage(
          {
            id: 'bridge.closedChain.body',
            defaultMessage:
              '{reason}. {side, select, origin {Choose another chain to send from; the rest of the link is kept as it was.} other {Choose another chain to send to; the rest of the link is kept as it was.}}',
          },
          { side: closed.side, reason: reasonLabel(t, closed.reason) },
        )}
      </p>
    </Notice>
  );
}
