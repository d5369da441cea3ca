import { defineMessage } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { inEnglish } from '../components/deposit/message';
import { english } from './english';
import { formatMessage } from './testing/format-message';

describe('English outside the page’s provider', () => {
  it('is each message’s own English, the same as the English catalogue says', () => {
    const recovery = defineMessage({
      id: 'footer.recoveryPhrase',
      defaultMessage: 'Ferry never asks for your recovery phrase.',
    });
    expect(english.formatMessage(recovery)).toBe(formatMessage('footer.recoveryPhrase'));
    expect(
      inEnglish({ id: 'components.status.delivered.label', defaultMessage: 'Delivered' }),
    ).toBe(formatMessage('components.status.delivered.label'));
  });
});

describe('English made on first use', () => {
  it('asks Intl for its languages only when a message is first formatted, not as it loads', async () => {
    const asked = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    try {
      vi.resetModules();
      const fresh = await import('./english');
      expect(asked).not.toHaveBeenCalled();
      expect(
        fresh.english.formatMessage({ id: 'x', defaultMessage: 'Hello {name}' }, { name: 'Ada' }),
      ).toBe('Hello Ada');
      expect(asked).toHaveBeenCalled();
      expect({ ...fresh.english }.locale).toBe('en');
    } finally {
      asked.mockRestore();
    }
  });
});
