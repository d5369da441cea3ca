import { Notice } from '../../components/ui/Notice';
import { chainName } from '../../lib/chains';

export interface LinkedRoute {
  from?: number;
  to?: number;
  token?: string;
  amount?: string;
}

function describeChain(id: number) {
  return chainName(id) ?? `chain ${id}`;
}

/** A shared link asked for a specific transfer: say what it asked for, and that nothing ran. */
export function LinkedRouteNotice({ linked }: { linked: LinkedRoute }) {
  const { from, to, token, amount } = linked;
  if (from === undefined && to === undefined && !token && !amount) return null;
  const what = [amount, token].filter(Boolean).join(' ') || 'a transfer';
  const route = [
    from !== undefined && `from ${describeChain(from)}`,
    to !== undefined && `to ${describeChain(to)}`,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Notice tone="info" title={`This link asks for ${what}${route ? ` ${route}` : ''}.`}>
      The bridge is not built yet, so nothing has been filled in or sent. Keep the link: it will
      open with these details once the bridge ships.
    </Notice>
  );
}
