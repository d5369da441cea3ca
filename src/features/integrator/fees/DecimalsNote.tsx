import type { IntlShape } from 'react-intl';
import type { CapabilityToken } from '../../../contract/schemas/v1-capabilities';
import { T, useT } from '../../../i18n/useT';
import { chainName } from '../deposit-addresses/input-format';
import { Code } from '../../../components/ui/Code';

const differ = (t: CapabilityToken) => t.input.decimals !== t.output.decimals;

/** "6 decimals here", or both sides' decimals when they differ. */
export function decimalsLabel(intl: IntlShape, t: CapabilityToken): string {
  return differ(t)
    ? intl.formatMessage(
        {
          id: 'integrator.fees.decimalsBoth',
          defaultMessage:
            '{here, plural, one {# decimal} other {# decimals}} here, {there, number} on {chain}',
        },
        {
          here: t.input.decimals,
          there: t.output.decimals,
          chain: chainName(t.output.chainId, intl),
        },
      )
    : intl.formatMessage(
        {
          id: 'integrator.fees.decimalsHere',
          defaultMessage: '{here, plural, one {# decimal} other {# decimals}} here',
        },
        { here: t.input.decimals },
      );
}

/** Which figures are in which decimals, when the token has other decimals on each side. */
export function DecimalsNote({ token }: { token: CapabilityToken }) {
  const t = useT();
  if (!differ(token)) return null;
  const { input, output } = token;
  const values = {
    symbol: token.symbol,
    origin: chainName(input.chainId, t),
    destination: chainName(output.chainId, t),
    inputDecimals: input.decimals,
    outputDecimals: output.decimals,
  };
  return (
    <p className="text-sm text-muted">
      <T
        id="integrator.fees.decimalsDiffer"
        defaultMessage="{symbol} has {inputDecimals, plural, one {# decimal} other {# decimals}} on {origin} and {outputDecimals, number} on {destination}."
        values={values}
      />{' '}
      <T
        id="integrator.fees.decimalsWhich"
        defaultMessage="The amount, limits and fees are in {origin}’s {inputDecimals, number}; what the recipient gets is in {destination}’s {outputDecimals, number}."
        values={values}
      />{' '}
      <T
        id="integrator.fees.decimalsFlag"
        defaultMessage="Both calls carry {flag}, which the service asks for on such a route."
        values={{ flag: <Code>allowUnmatchedDecimals=true</Code> }}
      />
    </p>
  );
}
