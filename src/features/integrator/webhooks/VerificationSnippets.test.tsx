// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { say } from '../../../i18n/testing/say';
import { verificationSnippets } from './verification-snippets';
import { VerificationSnippets } from './VerificationSnippets';

describe('verification snippets', () => {
  it.each(verificationSnippets)('copies the $file code exactly as shown', async (snippet) => {
    const user = userEvent.setup();
    render(<VerificationSnippets />);
    const title = say(snippet.title.id!, { library: 'standardwebhooks' });
    await user.click(screen.getByText(title));
    await user.click(
      screen.getByRole('button', { name: say('integrator.snippets.copyLabel', { title }) }),
    );
    expect(await navigator.clipboard.readText()).toBe(snippet.code);
    expect(screen.getByText(say('components.copy.copied'))).toBeVisible();
  });
});
