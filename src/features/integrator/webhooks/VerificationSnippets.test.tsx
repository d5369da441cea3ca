// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { verificationSnippets } from './verification-snippets';
import { VerificationSnippets } from './VerificationSnippets';

describe('verification snippets', () => {
  it.each(verificationSnippets)('copies the $title code exactly as shown', async (snippet) => {
    const user = userEvent.setup();
    render(<VerificationSnippets />);
    await user.click(screen.getByText(snippet.title));
    await user.click(screen.getByRole('button', { name: `Copy the ${snippet.title} code` }));
    expect(await navigator.clipboard.readText()).toBe(snippet.code);
    expect(screen.getByText('Copied')).toBeVisible();
  });
});
