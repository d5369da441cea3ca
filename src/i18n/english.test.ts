import { defineMessage } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../components/deposit/message';
import { english } from './english';
import { say } from './testing/say';

describe('English outside the page’s provider', () => {
  it('is each message’s own English, the same as the English catalogue says', () => {
    const recovery = defineMessage({
      id: 'footer.recoveryPhrase',
      defaultMessage: 'Ferry never asks for your recovery phrase.',
    });
    expect(english.formatMessage(recovery)).toBe(say('footer.recoveryPhrase'));
    expect(
      inEnglish({ id: 'components.status.delivered.label', defaultMessage: 'Delivered' }),
    ).toBe(say('components.status.delivered.label'));
  });
});
