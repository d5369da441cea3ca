// The deliberate confirm of a very high price impact: given for one input (tokens, route,
// amount, side), so changing any of them asks again; a quote refreshed for the same input keeps it.
import { useState } from 'react';

export function useImpactConfirm(inputKey: string): [boolean, (confirmed: boolean) => void] {
  const [confirmedFor, setConfirmedFor] = useState<string | null>(null);
  return [confirmedFor === inputKey, (c) => setConfirmedFor(c ? inputKey : null)];
}
