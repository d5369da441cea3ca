// Every fee line's name and meaning, in one exhaustive map: a new fee key fails the build here.
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { FeeKey } from './quote-view';

export interface FeeCopy {
  label: MessageDescriptor;
  /** What the fee pays for; {destination} names the destination chain. */
  help: MessageDescriptor;
}

export const FEE_COPY: Record<FeeKey, FeeCopy> = {
  lp: defineMessages({
    label: { id: 'bridge.fee.lp.label', defaultMessage: 'Liquidity provider fee' },
    help: {
      id: 'bridge.fee.lp.help',
      defaultMessage: 'Paid to the liquidity pool that backs the transfer.',
    },
  }),
  relayerCapital: defineMessages({
    label: { id: 'bridge.fee.relayerCapital.label', defaultMessage: 'Relayer capital fee' },
    help: {
      id: 'bridge.fee.relayerCapital.help',
      defaultMessage: 'Paid to the relayer for lending its own funds until the transfer settles.',
    },
  }),
  destinationGas: defineMessages({
    label: { id: 'bridge.fee.destinationGas.label', defaultMessage: 'Destination gas' },
    help: {
      id: 'bridge.fee.destinationGas.help',
      defaultMessage: 'Covers the relayer’s gas to deliver on {destination}.',
    },
  }),
  swapImpact: defineMessages({
    label: { id: 'bridge.fee.swapImpact.label', defaultMessage: 'Swap impact' },
    help: {
      id: 'bridge.fee.swapImpact.help',
      defaultMessage: 'What the swap costs against the market price: pool fees and price impact.',
    },
  }),
  total: defineMessages({
    label: { id: 'bridge.fee.total.label', defaultMessage: 'Total fees' },
    help: {
      id: 'bridge.fee.total.help',
      defaultMessage: 'Everything above, taken from the amount you send.',
    },
  }),
};

/** "about 3 seconds", "about 2 minutes", in the reader's language. */
export function formatFillTime(t: IntlShape, seconds: number): string {
  if (seconds < 1)
    return t.formatMessage({
      id: 'bridge.fillTime.underASecond',
      defaultMessage: 'under a second',
    });
  if (seconds < 90)
    return t.formatMessage(
      {
        id: 'bridge.fillTime.seconds',
        defaultMessage: '{count, plural, one {about # second} other {about # seconds}}',
      },
      { count: Math.round(seconds) },
    );
  return t.formatMessage(
    {
      id: 'bridge.fillTime.minutes',
      defaultMessage: '{count, plural, one {about # minute} other {about # minutes}}',
    },
    { count: Math.round(seconds / 60) },
  );
}
