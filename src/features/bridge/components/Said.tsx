import type { ReactNode } from 'react';
import { useT } from '../../../i18n/useT';
import type { LeftToRight, Phrase, PhraseValue } from '../model/messages';

/**
 * A phrase as shown: like sayPhrase, but an amount with its symbol is isolated left to right, so
 * in Arabic "25 USDC" does not read "USDC 25".
 */
export function Said({ phrase }: { phrase: Phrase | LeftToRight | string }) {
  const t = useT();
  if (typeof phrase === 'string') return <>{phrase}</>;
  if ('ltr' in phrase) return <bdi dir="ltr">{phrase.ltr}</bdi>;
  const shown = (v: PhraseValue): ReactNode =>
    typeof v !== 'object' ? v : 'ltr' in v ? <bdi dir="ltr">{v.ltr}</bdi> : <Said phrase={v} />;
  const values =
    phrase.values &&
    Object.fromEntries(Object.entries(phrase.values).map(([k, v]) => [k, shown(v)]));
  return <>{t.formatMessage(phrase.message, values)}</>;
}
