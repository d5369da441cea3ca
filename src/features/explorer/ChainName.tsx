import { ChainLogo } from '../../components/logos/ChainLogo';

/** The chain's name, with its logo (decorative: the name says it). */
export function ChainName({ chainId, name }: { chainId: number; name: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap" translate="no">
      <ChainLogo chainId={chainId} name={name} size={18} />
      {name}
    </span>
  );
}
