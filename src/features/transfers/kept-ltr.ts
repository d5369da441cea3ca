// Values shown inside a sentence (amounts, addresses, hashes, chain names) stay left to right
// in a right-to-left language: "25 USDC" is not read as "USDC 25".
import type { IntlShape } from 'react-intl';
import { isolated } from '../../components/deposit/message';

/** `values` for `t.formatMessage`, each isolated left to right when the page reads right to left. */
export const keptLtr = <V extends Record<string, string | number>>(t: IntlShape, values: V): V =>
  (isolated(t, values) ?? values) as V;
