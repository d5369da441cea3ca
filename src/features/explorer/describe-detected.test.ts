import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { catalogue, formatMessage } from '../../i18n/testing/format-message';
import { describeDetected } from './describe-detected';
import { detectQuery } from './detect-query';

const HASH = `0x${'ab'.repeat(32)}`;
const ADDR = '0x52908400098527886e0f7030069857d2e4169ee7';
const SOLANA_SIG =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
const inLanguage = (locale: 'en' | 'es') =>
  createIntl({
    locale,
    messages: catalogue(locale),
    onError: (e) => {
      throw e;
    },
  });
const en = inLanguage('en');
const read = (q: string, chain?: string) => describeDetected(en, detectQuery(q), chain);

describe('describeDetected', () => {
  it('says how each input was read', () => {
    expect(read(HASH)).toBe(formatMessage('explorer.detected.hash'));
    expect(read(ADDR)).toBe(formatMessage('explorer.detected.address'));
    expect(read('77', 'Base')).toBe(
      formatMessage('explorer.detected.depositIdOn', { depositId: '77', chain: 'Base' }),
    );
    expect(read('77')).toBe(
      formatMessage('explorer.detected.depositIdNoChain', { depositId: '77' }),
    );
    expect(read(SOLANA_SIG)).toBe(formatMessage('explorer.detected.txnRef'));
  });

  it('on the sandbox, says a hash is also searched as a fill, a refund and an approval', () => {
    expect(describeDetected(en, detectQuery(HASH), undefined, true)).toBe(
      formatMessage('explorer.detected.hashOnSandbox'),
    );
    expect(formatMessage('explorer.detected.hashOnSandbox')).toMatch(
      /fill, refund and token approval/,
    );
  });

  it('says how long a hex value was against what it should be, in the right number', () => {
    expect(read(HASH.slice(0, -1))).toBe(
      formatMessage('explorer.detected.hexLength', { length: 63, size: 'between' }),
    );
    expect(read(HASH.slice(0, -1))).toMatch(/63 hexadecimal characters, between/);
    expect(read('0xa')).toMatch(/1 hexadecimal character, shorter than an address/);
    expect(read(`${HASH}a`)).toMatch(/65 hexadecimal characters, longer/);
  });

  it('says it in the reader’s language', () => {
    expect(describeDetected(inLanguage('es'), detectQuery('0xa'))).toBe(
      formatMessage('explorer.detected.hexLength', { length: 1, size: 'short' }, 'es'),
    );
    expect(describeDetected(inLanguage('es'), detectQuery('0xa'))).toMatch(
      /1 carácter hexadecimal/,
    );
  });
});
