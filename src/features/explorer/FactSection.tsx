import { useId } from 'react';
import { FactList, type Fact } from '../../components/deposit/FactList';
import { Card } from '../../components/ui/Card';

/** One group of a deposit's fields (deposit-facts), under its heading. */
export function FactSection({ title, facts }: { title: string; facts: Fact[] }) {
  const id = useId();
  return (
    <Card className="space-y-3 p-5" role="region" aria-labelledby={id}>
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      <FactList facts={facts} />
    </Card>
  );
}
