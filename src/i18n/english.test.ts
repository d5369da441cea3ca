import { describe, expect, it } from 'vitest';
import { inEnglish } from '../components/deposit/message';
import { english } from './english';
import { say } from './testing/say';

describe('English outside the page’s provider', () => {
  it('comes from the catalogue, as the built page has no defaultMessage beside each id', () => {
    // What a descriptor is in the build: its id alone.
    expect(english.formatMessage({ id: 'footer.recoveryPhrase' })).toBe(
      say('footer.recoveryPhrase'),
    );
    expect(inEnglish({ id: 'components.status.delivered.label' })).toBe(
      say('components.status.delivered.label'),
    );
    expect(say('components.status.delivered.label')).toBe('Delivered');
  });
});
