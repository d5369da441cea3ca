// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { formatMessage, inLocale } from '../../../i18n/testing/format-message';
import { AddressField } from './AddressField';

const field = (value: string) => (
  <AddressField label="Recipient" hint="Optional" value={value} onChange={() => {}} />
);

describe('AddressField', () => {
  it.each([
    ['vitalik.eth', 'components.address.missingPrefix'],
    [zeroAddress, 'components.address.zero'],
    [`0xa0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48`, 'components.address.badChecksum'],
  ])('says why %s is not an address in Spanish', async (value, id) => {
    render(field(value), { wrapper: inLocale('es') });
    const problem = formatMessage(id, undefined, 'es');
    // The check loads on first use (hooks/useAddressParser.ts).
    expect(await screen.findByText(problem)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Recipient' })).toHaveAccessibleDescription(
      `Optional ${problem}`,
    );
  });
});
