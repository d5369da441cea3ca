// The slippage setting, kept per browser. Storage that cannot be used (private mode, full) only
// means the choice is not remembered.
import { useState } from 'react';
import { parseStoredSlippage, storedSlippage, type Slippage } from '../model/slippage';

export const SLIPPAGE_KEY = 'ferry.slippage';

function read(): Slippage {
  try {
    return parseStoredSlippage(localStorage.getItem(SLIPPAGE_KEY));
  } catch {
    return parseStoredSlippage(null);
  }
}

export function useSlippage(): [Slippage, (next: Slippage) => void] {
  const [slippage, setSlippage] = useState(read);
  const update = (next: Slippage) => {
    setSlippage(next);
    try {
      localStorage.setItem(SLIPPAGE_KEY, storedSlippage(next));
    } catch {
      // Not remembered; still applied for this visit.
    }
  };
  return [slippage, update];
}
