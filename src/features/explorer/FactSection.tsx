import { useId } from 'react';
import { FactList, type Fact } from '../../components/deposit/FactList';
import { Card } from '../../components/ui/Card';
import { Jargon, type TermName } from './terms';

/** Record fields named by a protocol term, shown in plain words with the term on hover. */
const PLAIN: Readonly<Record<string, TermName>> = {
  'Relay hash': 'relayHash',
  Relayer: 'relayer',
  'Exclusive relayer': 'exclusiveRelayer',
  'Exclusivity deadline': 'exclusivityDeadline',
  'Message hash': 'messageHash',
  'Message calldata': 'message',
  'Fill gas fee': 'fillGasFee',
  Speedups: 'speedups',
  Sweep: 'sweep',
};

const inPlainWords = ([label, value]: Fact): Fact => {
  const term = typeof label === 'string' ? PLAIN[label] : undefined;
  return [term ? <Jargon of={term} /> : label, value];
};

export function FactSection({ title, facts }: { title: string; facts: Fact[] }) {
  const id = useId();
  return (
    <Card className="space-y-3 p-5" role="region" aria-labelledby={id}>
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      <FactList facts={facts.map(inPlainWords)} />
    </Card>
  );
}
