import type { ReactNode } from 'react';
import { ServiceUnreachable } from './ServiceUnreachable';
import { SupportSection } from './SupportSection';

/**
 * The frame every page about one transfer shares (the order and gasless trackers, the explorer's
 * deposit page): its header, then what is known, kept on screen when a later check fails, with
 * "can't reach the service, last checked …" or the page's own problem (a rate limit, say) above
 * it; before anything is known, that notice, the problem, or the loading state, in that order.
 * Below: the page's extras (notifications, the live announcer) and the support bundle.
 */
export function StatusPage(props: {
  header: ReactNode;
  /** What is known, once there is something to show. */
  view: ReactNode | undefined;
  unreachable: boolean;
  lastChecked?: number | undefined;
  /** Why loading failed, when the service responded. */
  problem: ReactNode | undefined;
  loading: ReactNode;
  /** The support bundle, when there is one to offer. */
  bundle: (() => string) | undefined;
  children?: ReactNode;
}) {
  const { view, unreachable } = props;
  return (
    <div className="space-y-6">
      {props.header}
      {view !== undefined &&
        (unreachable ? <ServiceUnreachable lastChecked={props.lastChecked} /> : props.problem)}
      {view ?? (unreachable ? <ServiceUnreachable /> : (props.problem ?? props.loading))}
      {props.children}
      {props.bundle && <SupportSection build={props.bundle} />}
    </div>
  );
}
