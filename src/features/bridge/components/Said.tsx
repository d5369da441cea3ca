import type { ReactNode } from 'react';
import { useT } from '../../../i18n/useT';
import {
  written,
  type Figure,
  type LeftToRight,
  type Phrase,
  type PhraseValue,
} from '../model/messages';

/**
 * A phrase as shown: like sayPhrase, but an amount with its symbol is isolated left to right, so
 * in Arabic "25 USDC" does not read "USDC 25".
 */
export function Said({ phrase }: { phrase: Phrase | LeftToRight | Figure | string }) {
  const t = useT();
  if (typeof phrase === 'string') return <>{phrase}</>;
  if ('ltr' in phrase) return <bdi dir="ltr">{written(t, phrase)}</bdi>;
  if ('figure' in phrase) return <>{written(t, phrase)}</>;
  const shown = (v: PhraseValue): ReactNode => (typeof v !== 'object' ? v : <Said phrase={v} />);
  const values =
    phrase.values &&
    Object.fromEntries(Object.entries(phrase.values).map(([k, v]) => [k, shown(v)]));
  return <>{t.formatMessage(phrase.message, values)}</>;
}
