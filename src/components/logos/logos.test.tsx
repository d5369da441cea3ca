// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CHAIN_MARKS, type Mark } from './marks';
import { useMark } from './useMark';
import { ChainLogo } from './ChainLogo';
import { TokenLogo } from './TokenLogo';
import { CHAINS } from '../../contract/chains';

describe('chain and token logos', () => {
  it('draws a chain’s own logo from the icon package once the marks load, initials until then', async () => {
    const { container } = render(<ChainLogo chainId={8453} name="Base" />);
    await waitFor(() => expect(container.querySelector('[data-logo="chain"]')).not.toBeNull());
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg.querySelectorAll('path').length).toBeGreaterThan(0);
  });

  it('keeps the initials for a chain the package has no logo of', async () => {
    const { container } = render(<ChainLogo chainId={2337} name="Lighter" />);
    await waitFor(() => expect(container.textContent).toBe('Li'));
    expect(container.querySelector('svg')).toBeNull();
  });

  it('has a logo for every mainnet Ferry lists except the special ledger without one (Lighter)', () => {
    const missing = CHAINS.filter((c) => !c.testnet && !CHAIN_MARKS[c.id]).map((c) => c.name);
    expect(missing).toEqual(['Lighter']);
  });

  it('draws DAI and WBTC from the package, and a monogram for a token it does not know', async () => {
    const dai = render(<TokenLogo symbol="DAI" />);
    await waitFor(() => expect(dai.container.querySelector('[data-logo="token"]')).not.toBeNull());
    const wbtc = render(<TokenLogo symbol="WBTC" />);
    await waitFor(() => expect(wbtc.container.querySelector('[data-logo="token"]')).not.toBeNull());
    const odd = render(<TokenLogo symbol="ZZTOP" />);
    expect(odd.container.textContent).toBe('ZZT');
  });

  it('fetches a mark when a logo draws it, once for all the logos that draw it', async () => {
    const mark: Mark = (props) => <svg data-logo="probe" {...props} />;
    const load = vi.fn(() => Promise.resolve({ default: mark }));
    function Probe() {
      const { Mark: Loaded } = useMark(load);
      return Loaded ? <Loaded /> : <span>initials</span>;
    }
    const { container } = render(
      <>
        <Probe />
        <Probe />
      </>,
    );
    await waitFor(() => expect(container.querySelectorAll('[data-logo="probe"]')).toHaveLength(2));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
