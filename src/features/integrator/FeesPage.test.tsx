// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { capabilitiesFixture } from '../../contract/testing/v1-capabilities';
import { limitsFixture, suggestedFeesFixture } from '../../contract/testing/fees-limits';
import { USDC } from '../../contract/testing/values';
import type { Locale } from '../../i18n/locales';
import { formatMessage } from '../../i18n/testing/format-message';
import { FeesPage } from './FeesPage';
import { adminSession, json, renderDashboard, stubApi } from './testing/render-dashboard';

afterEach(() => vi.unstubAllGlobals());

// USDC has 18 decimals on BNB Smart Chain and 6 on Base.
const usdcBsc = { chainId: 56, address: USDC.bsc, decimals: 18, symbol: 'USDC' };
const usdcBase = { chainId: 8453, address: USDC.base, decimals: 6, symbol: 'USDC' };
const capabilities = {
  ...capabilitiesFixture,
  chains: [
    ...capabilitiesFixture.chains,
    {
      chainId: 56,
      name: 'BNB Smart Chain',
      nativeSymbol: 'BNB',
      explorerUrl: 'https://bscscan.com',
      status: 'available',
      reason: null,
    },
  ],
  routes: [
    {
      originChainId: 56,
      destinationChainId: 8453,
      status: 'available',
      reason: null,
      tokens: [
        {
          ...capabilitiesFixture.routes[0]!.tokens![0]!,
          input: usdcBsc,
          output: usdcBase,
          limits: {
            minInputAmount: '1000000000000000000',
            maxInputAmount: '5000000000000000000000',
          },
        },
      ],
    },
  ],
};
const E18 = 10n ** 18n;
const inputUnits = (whole: bigint) => (whole * E18).toString();
const limits = {
  ...limitsFixture,
  minDeposit: inputUnits(1n),
  maxDeposit: inputUnits(5_000n),
  maxDepositInstant: inputUnits(1_000n),
  maxDepositShortDelay: inputUnits(2_000n),
  recommendedDepositInstant: inputUnits(500n),
};
// 100 USDC in: fees in BNB Smart Chain's 18 decimals, the output in Base's 6.
const fees = {
  ...suggestedFeesFixture,
  totalRelayFee: { pct: '500000000000000', total: (5n * 10n ** 16n).toString() },
  relayerCapitalFee: { pct: '300000000000000', total: (3n * 10n ** 16n).toString() },
  relayerGasFee: { pct: '200000000000000', total: (2n * 10n ** 16n).toString() },
  lpFee: { pct: '0', total: '0' },
  limits: { ...limits },
  outputAmount: '99950000',
  inputToken: { address: USDC.bsc, symbol: 'USDC', decimals: 18, chainId: 56 },
  outputToken: { address: USDC.base, symbol: 'USDC', decimals: 6, chainId: 8453 },
};

/** As the service does: a route whose decimals differ is refused unless the caller accepts it. */
const unlessUnmatchedAllowed = (url: URL, body: unknown) =>
  url.searchParams.get('allowUnmatchedDecimals') === 'true'
    ? json(200, body)
    : json(400, {
        type: 'ServiceApiError',
        code: 'INVALID_PARAM',
        status: 400,
        message: 'Input token has 18 decimals and output token 6',
        param: 'allowUnmatchedDecimals',
      });

async function chooseRoute(routeLimits = limits, locale: Locale = 'en') {
  const calls = stubApi({
    '/api/ferry/auth/session': () => json(200, adminSession),
    '/api/v1/capabilities': () => json(200, capabilities),
    '/api/limits': (url) => unlessUnmatchedAllowed(url, routeLimits),
    '/api/suggested-fees': (url) => unlessUnmatchedAllowed(url, fees),
  });
  renderDashboard('fees', () => <FeesPage />, locale);
  const user = userEvent.setup();
  await user.selectOptions(
    await screen.findByLabelText(formatMessage('integrator.fees.from', {}, locale)),
    '56',
  );
  await user.selectOptions(
    screen.getByLabelText(formatMessage('integrator.fees.to', {}, locale)),
    '8453',
  );
  await user.selectOptions(
    screen.getByLabelText(formatMessage('integrator.fees.token', {}, locale)),
    USDC.bsc,
  );
  return { calls, user };
}

describe('fees and limits', () => {
  it('asks with allowUnmatchedDecimals where the decimals differ and shows each side in its own', async () => {
    const { calls } = await chooseRoute();
    const decimals = formatMessage('integrator.fees.decimalsBoth', {
      here: 18,
      there: 6,
      chain: 'Base',
    });
    expect(
      screen.getByRole('option', {
        name: formatMessage('integrator.fees.tokenOption', { symbol: 'USDC', decimals }),
      }),
    ).toBeTruthy();
    const limitsCard = (
      await screen.findByRole('heading', { name: formatMessage('integrator.fees.limits') })
    ).parentElement!;
    expect(within(limitsCard).getByText(/^1 USDC/)).toBeVisible();
    expect(within(limitsCard).getByText(/^5,000 USDC/)).toBeVisible();
    const feesCard = (
      await screen.findByRole('heading', { name: formatMessage('integrator.fees.suggested') })
    ).parentElement!;
    expect(within(feesCard).getByText(/0\.05 USDC/)).toBeVisible();
    expect(within(feesCard).getByText(/^99\.95 USDC/)).toBeVisible();
    const which = formatMessage('integrator.fees.decimalsWhich', {
      origin: 'BNB Smart Chain',
      inputDecimals: 18,
      destination: 'Base',
      outputDecimals: 6,
    });
    expect(screen.getByText((text) => text.includes(which))).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    const asked = calls.filter((c) => /^GET \/api\/(limits|suggested-fees)\?/.test(c));
    expect(asked.length).toBeGreaterThanOrEqual(2);
    for (const call of asked) expect(call).toContain('allowUnmatchedDecimals=true');
  });

  it('copies each call as cURL with the same parameters', async () => {
    const { calls, user } = await chooseRoute();
    await screen.findByRole('heading', { name: formatMessage('integrator.fees.suggested') });
    for (const path of ['/limits', '/suggested-fees']) {
      await user.click(
        screen.getByRole('button', { name: formatMessage('integrator.fees.copyCurl', { path }) }),
      );
      const curl = await navigator.clipboard.readText();
      const sent = calls.findLast((c) => c.startsWith(`GET /api${path}?`))!;
      expect(curl).toBe(`curl -s '${window.location.origin}${sent.slice('GET '.length)}'`);
    }
  });

  it('shows a tiny minimum at a readable precision, rounded up, exact on hover', async () => {
    // All 18 decimals of a minimum, as ETH's is ($1 at about $3,150).
    await chooseRoute({ ...limits, minDeposit: '317417995060976' });
    const limitsCard = (
      await screen.findByRole('heading', { name: formatMessage('integrator.fees.limits') })
    ).parentElement!;
    expect(within(limitsCard).getByText('≈ 0.0003175 USDC')).toHaveAttribute(
      'title',
      '0.000317417995060976 USDC',
    );
    expect(within(limitsCard).queryByText(/0\.000317417995060976/)).toBeNull();
  });

  it('reads in Spanish: the section heading, decimals in a plural, figures with a decimal comma', async () => {
    await chooseRoute(limits, 'es');
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: formatMessage('integrator.fees.title', {}, 'es'),
      }),
    ).toBeVisible();
    const decimals = formatMessage(
      'integrator.fees.decimalsBoth',
      { here: 18, there: 6, chain: 'Base' },
      'es',
    );
    expect(decimals).toContain('18 decimales');
    expect(
      screen.getByRole('option', {
        name: formatMessage('integrator.fees.tokenOption', { symbol: 'USDC', decimals }, 'es'),
      }),
    ).toBeTruthy();
    const feesCard = (
      await screen.findByRole('heading', {
        name: formatMessage('integrator.fees.suggested', {}, 'es'),
      })
    ).parentElement!;
    expect(within(feesCard).getByText(/^99,95 USDC/)).toBeVisible();
  });
});
