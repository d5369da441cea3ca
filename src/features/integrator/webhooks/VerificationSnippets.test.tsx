// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inLocale, formatMessage } from '../../../i18n/testing/format-message';
import { codeOf } from '../testing/code-of';
import { verificationSnippets } from './verification-snippets';
import { VerificationSnippets } from './VerificationSnippets';

describe('verification snippets', () => {
  it.each(verificationSnippets)('copies the $file code exactly as shown', async (snippet) => {
    const user = userEvent.setup();
    render(<VerificationSnippets />);
    const title = formatMessage(snippet.title.id!, snippet.names);
    await user.click(screen.getByText(title));
    await user.click(
      screen.getByRole('button', {
        name: formatMessage('integrator.snippets.copyLabel', { title }),
      }),
    );
    expect(await navigator.clipboard.readText()).toBe(snippet.code);
    expect(screen.getByText(formatMessage('components.copy.copied'))).toBeVisible();
  });

  it('keeps code left to right in Arabic: "Python 3.9+", never "+Python 3.9"', () => {
    render(<VerificationSnippets />, { wrapper: inLocale('ar') });
    for (const header of ['webhook-id', 'webhook-timestamp', 'webhook-signature', 'receiver.py']) {
      expect(codeOf(header)).toEqual([{ tag: 'code', dir: 'ltr', nowrap: true }]);
    }
    // Isolated (FSI … PDI): the "+" stays after the 9 in a right-to-left title.
    const python = formatMessage(
      'integrator.snippets.python',
      { runtime: '\u2066Python 3.9+\u2069' },
      'ar',
    );
    expect(screen.getByText(python)).toBeInTheDocument();
  });
});
