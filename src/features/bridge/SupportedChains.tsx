import { SUPPORTED_CHAINS } from '../../lib/chains';

/** The chains the wallet layer already knows; the service's route list decides the final set. */
export function SupportedChains() {
  return (
    <section aria-labelledby="chains-heading" className="space-y-3">
      <h2 id="chains-heading" className="text-sm font-medium text-muted">
        Chains your wallet can connect on
      </h2>
      <ul className="flex flex-wrap gap-2">
        {SUPPORTED_CHAINS.map((chain) => (
          <li
            key={chain.id}
            className="rounded-full border border-border bg-surface px-3 py-1 text-sm"
          >
            {chain.name}
          </li>
        ))}
      </ul>
    </section>
  );
}
