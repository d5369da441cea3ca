// @vitest-environment jsdom
// The review trusts what the BFF wrote into the page (src/server/bff/spa.ts withPageSettings): the
// protocol's records, narrowed or extended by TRUSTED_CONTRACTS; a setting it cannot read trusts
// nothing rather than everything.
import { afterEach, describe, expect, it } from 'vitest';
import { recordedContracts } from '../../../contract/deployments/trusted-contracts';
import { isPeriphery, isSpokePool, replaceTrustedSetting, trustedOn } from './allowlist';

const extra = '0x3333333333333333333333333333333333333333';
// Only the meta element is touched: other suites share this document (vitest runs files of one
// environment in one worker).
const page = (head: string) => {
  document.head.querySelectorAll('meta[name="ferry-trusted-contracts"]').forEach((m) => m.remove());
  document.head.insertAdjacentHTML('beforeend', head);
  replaceTrustedSetting(null);
};

afterEach(() => {
  page('');
  replaceTrustedSetting(undefined);
});

describe('the allowlist reads the page’s setting', () => {
  it('trusts the records alone when the page names nothing', () => {
    page('');
    expect(trustedOn(8453)).toEqual(recordedContracts(8453));
  });

  it('adds what the server wrote, and drops a chain it set to null', () => {
    // As src/server/bff/spa.ts writes it (spa.test.ts holds that side).
    const json = JSON.stringify({ '8453': { periphery: [extra] }, '130': null });
    page(
      `<head><meta name="ferry-trusted-contracts" content="${json.replace(/"/g, '&quot;')}"></head>`,
    );
    expect(isPeriphery(8453, extra)).toBe(true);
    expect(isSpokePool(130, recordedContracts(130).spokePool[0])).toBe(false);
    expect(isSpokePool(42161, recordedContracts(42161).spokePool[0])).toBe(true);
  });

  it('trusts nothing when the setting in the page cannot be read', () => {
    page('<meta name="ferry-trusted-contracts" content="{not json">');
    expect(isSpokePool(42161, recordedContracts(42161).spokePool[0])).toBe(false);
  });
});
