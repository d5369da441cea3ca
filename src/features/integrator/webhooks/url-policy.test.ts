import { describe, expect, it } from 'vitest';
import { intlIn } from '../../../lib/testing/intl-in';
import { urlPolicy } from './url-policy';

describe('the webhook URL rule in words', () => {
  it('keeps schemes and the loopback address left to right inside an Arabic sentence', () => {
    const ar = urlPolicy(intlIn('ar'), true);
    expect(ar).toContain('\u2066http://\u2069');
    expect(ar).toContain('\u2066127.0.0.1\u2069');
  });

  it('leaves them plain in a left-to-right language', () => {
    const en = urlPolicy(intlIn('en'), true);
    expect(en).toContain('http:// or https:// to 127.0.0.1 or localhost');
    expect(urlPolicy(intlIn('en'), false)).not.toContain('127.0.0.1');
  });
});
