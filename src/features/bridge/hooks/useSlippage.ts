// The slippage setting, kept per browser and followed across tabs.
import { storedValue, useStoredValue } from '../../../lib/stored-value';
import { AUTO_SLIPPAGE, parseStoredSlippage, storedSlippage } from '../model/slippage';

export const SLIPPAGE_KEY = 'ferry.slippage';

const slippage = storedValue({
  key: SLIPPAGE_KEY,
  fallback: AUTO_SLIPPAGE,
  parse: parseStoredSlippage,
  format: storedSlippage,
});

export const useSlippage = () => useStoredValue(slippage);
