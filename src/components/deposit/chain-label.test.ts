import { expect, it } from 'vitest';
import { transferResponse } from '../../contract/schemas/v1-transfers';
import { transferFixture } from '../../contract/testing/v1-transfers';
import { english } from '../../i18n/english';
import { intlFor } from '../../i18n/intl';
import { catalogue, formatMessage } from '../../i18n/testing/format-message';
import { createIntlCache } from 'react-intl';
import { chainLabel } from './chain-label';
import { messageOf } from './message';
import { transferOutcomeMessages } from './outcome';
import { formatsFor } from '../../lib/format';
import { transferTimeline } from './timeline';

const intl = (locale: 'es' | 'ar') => intlFor(locale, catalogue(locale), createIntlCache());

/** The fixture's transfer, delivered on a chain this build does not list. */
const elsewhere = (() => {
  const t = transferResponse.parse(transferFixture);
  return { ...t, outputToken: { ...t.outputToken, chainId: 999999 } };
})();

it('names a chain no list knows in the page’s language, a listed one by its name', () => {
  const es = intl('es');
  expect(chainLabel(999999, es)).toBe('Cadena 999999');
  expect(chainLabel(8453, es)).toBe('Base');
  expect(chainLabel(999999, english)).toBe(
    formatMessage('components.chain.unnamed', { chainId: '999999' }),
  );
});

it('formats the unnamed chain in Spanish in the timeline and the outcome, which are built without a language', () => {
  const es = intl('es');
  const unnamed = 'Cadena 999999';
  const steps = transferTimeline(elsewhere, 'filled');
  expect(messageOf(es, steps.at(-1)!.label)).toBe(
    formatMessage('components.timeline.filled', { destination: unnamed }, 'es'),
  );
  const [outcome] = transferOutcomeMessages(formatsFor(es), elsewhere, 'filled')!;
  expect(messageOf(es, outcome!)).toContain(unnamed);
});

it('keeps the Arabic words of an unnamed chain reading right to left among isolated names', () => {
  const ar = intl('ar');
  const label = formatMessage('components.chain.unnamed', { chainId: '\u2066999999\u2069' }, 'ar');
  // First-strong isolate: the words lead, so the id sits at their left as Arabic reads.
  expect(chainLabel(999999, ar)).toBe(`\u2068${label}\u2069`);
  const steps = transferTimeline(elsewhere, 'filled');
  expect(messageOf(ar, steps.at(-1)!.label)).toBe(
    formatMessage('components.timeline.filled', { destination: `\u2068${label}\u2069` }, 'ar'),
  );
});
