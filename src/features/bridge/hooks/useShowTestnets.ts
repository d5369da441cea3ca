// Whether chain pickers list testnets: off by default, kept per browser and followed across tabs.
import { storedValue, useStoredValue } from '../../../lib/stored-value';

const showTestnets = storedValue({
  key: 'ferry.showTestnets',
  fallback: false,
  parse: (raw) => raw === 'true',
});

export const useShowTestnets = () => useStoredValue(showTestnets);
