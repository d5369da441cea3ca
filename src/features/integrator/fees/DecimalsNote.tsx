import type { CapabilityToken } from '../../../contract/schemas/v1-capabilities';
import { chainName } from '../deposit-addresses/input-format';

const differ = (t: CapabilityToken) => t.input.decimals !== t.output.decimals;

/** "6 decimals here", or both sides' decimals when they differ. */
export function decimalsLabel(t: CapabilityToken): string {
  return differ(t)
    ? `${t.input.decimals} decimals here, ${t.output.decimals} on ${chainName(t.output.chainId)}`
    : `${t.input.decimals} decimals here`;
}

/** Which figures are in which decimals, when the token has other decimals on each side. */
export function DecimalsNote({ token }: { token: CapabilityToken }) {
  if (!differ(token)) return null;
  const { input, output } = token;
  return (
    <p className="text-sm text-muted">
      {token.symbol} has {input.decimals} decimals on {chainName(input.chainId)} and{' '}
      {output.decimals} on {chainName(output.chainId)}. The amount, limits and fees are in{' '}
      {chainName(input.chainId)}&apos;s {input.decimals}; what the recipient gets is in{' '}
      {chainName(output.chainId)}&apos;s {output.decimals}. Both calls carry{' '}
      <code>allowUnmatchedDecimals=true</code>, which the service asks for on such a route.
    </p>
  );
}
