// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { formatMessage } from '../../../i18n/testing/format-message';
import { depositAddressRecord } from '../../../contract/schemas/deposit-addresses';
import { depositAddressRecordFixture } from '../../../contract/testing/deposit-addresses';
import { SupportedInputsTable } from './SupportedInputsTable';

const inputs = depositAddressRecord.parse(depositAddressRecordFixture).depositInstructions[0]!
  .supportedInputs;

it('says it scrolls sideways where it is cut (a phone) and can be scrolled from the keyboard', () => {
  render(<SupportedInputsTable inputs={inputs} />);
  const scroller = screen.getByRole('region', { name: formatMessage('integrator.inputs.region') });
  expect(scroller).toHaveAttribute('tabindex', '0');
  expect(scroller).toHaveAccessibleDescription(
    expect.stringContaining(formatMessage('integrator.inputs.scrollHint')),
  );
  const table = within(scroller).getByRole('table', {
    name: formatMessage('integrator.inputs.caption'),
  });
  // The row names stay in view while the other columns scroll under them.
  expect(
    within(table).getByRole('columnheader', { name: formatMessage('integrator.inputs.from') }),
  ).toHaveClass('sticky');
  expect(within(table).getAllByRole('rowheader')[0]).toHaveClass('sticky');
});
