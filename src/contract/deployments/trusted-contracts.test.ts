// docs/reliability.md#where-the-trusted-contracts-come-from: every contract Ferry lets a wallet
// call or approve is in the protocol's own deployment records, kept byte for byte as the pinned
// @across-protocol/contracts releases published them (records/, written by
// build/build-deployments.ts); one setting narrows or extends them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getContractAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { PROTOCOL_CONTRACTS, PROTOCOL_RELEASES } from './generated/protocol-contracts';
import {
  recordedContracts,
  trustedContracts,
  trustedContractsSetting,
  withSandboxContracts,
} from './trusted-contracts';

const recordsDir = path.join(import.meta.dirname, 'records');
type Records = { chains: Record<string, { contracts: Record<string, { address: string }> }> };
const records = Object.fromEntries(
  PROTOCOL_RELEASES.map((r) => [
    r,
    JSON.parse(readFileSync(path.join(recordsDir, `${r}.json`), 'utf8')) as Records,
  ]),
);

/** Every (chain, contract name, address) a release's records hold. */
const recorded = (release: string, chainId: number, name: string) =>
  records[release]!.chains[String(chainId)]?.contracts[name]?.address.toLowerCase();

describe('the contracts Ferry trusts come from the protocol’s deployment records', () => {
  it('keeps each pinned release’s records with where they came from', () => {
    const sources = JSON.parse(readFileSync(path.join(recordsDir, 'sources.json'), 'utf8')) as {
      release: string;
      package: string;
      integrity: string;
    }[];
    expect(sources.map((s) => s.release)).toEqual([...PROTOCOL_RELEASES]);
    for (const s of sources) {
      expect(s.package).toBe('@across-protocol/contracts');
      expect(s.integrity).toMatch(/^sha512-[A-Za-z0-9+/]{86}==$/);
    }
  });

  it('trusts no spoke pool, periphery or handler that the records do not name', () => {
    const newest = PROTOCOL_RELEASES.at(-1)!;
    let checked = 0;
    for (const [id, chain] of Object.entries(PROTOCOL_CONTRACTS)) {
      const chainId = Number(id);
      if (chain.spokePool) {
        expect(chain.spokePool.toLowerCase()).toBe(
          recorded(newest, chainId, 'SpokePool') ?? oldest(chainId, 'SpokePool'),
        );
      }
      if (chain.multicallHandler) {
        expect(chain.multicallHandler.toLowerCase()).toBe(
          recorded(newest, chainId, 'MulticallHandler') ?? oldest(chainId, 'MulticallHandler'),
        );
      }
      for (const p of chain.peripheries) {
        expect(recorded(p.release, chainId, 'SpokePoolPeriphery')).toBe(p.address.toLowerCase());
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(60);
  });

  it('derives each SwapProxy as the first contract its periphery creates, as published', () => {
    for (const chain of Object.values(PROTOCOL_CONTRACTS)) {
      for (const p of chain.peripheries) {
        expect(p.swapProxy).toBe(getContractAddress({ from: p.address, nonce: 1n }));
      }
    }
    // across-protocol/frontend src/data/routes_1_0xc186fA914353c44b2E33eBE05f21846F1048bEda.json
    // (bdcf46c) pairs the Aug-2025 periphery with this SwapProxy on every chain it serves.
    const arbitrum = PROTOCOL_CONTRACTS[42161]!.peripheries.find((p) => p.release === '4.1.12');
    expect(arbitrum?.swapProxy).toBe('0x4D6d2A149A46D9D8C4473FbaA269f3738247eB60');
  });

  it('has the deployed spoke pool on Unichain and World Chain, not the hand-written ones', () => {
    for (const chainId of [130, 480]) {
      expect(recordedContracts(chainId).spokePool).toEqual([
        '0x09aea4b2242abc8bb4bb78d537a67a245a7bec64',
      ]);
    }
    const everyTrusted = Object.keys(PROTOCOL_CONTRACTS).flatMap((id) =>
      Object.values(recordedContracts(Number(id))).flat(),
    );
    expect(everyTrusted).not.toContain('0xfa499d8f67ed225fea9a9ad0c58f10b8a382af9b');
    expect(everyTrusted).not.toContain('0x2e5f0dc04b0c4cf28402807bea2e97f6c07302c0');
  });

  it('holds every periphery generation the real service has asked wallets to call', () => {
    const arbitrum = recordedContracts(42161).periphery;
    for (const generation of [
      '0x89415a82d909a7238d69094c3dd1dcc1acbda85c', // Aug 2025 (4.1.12)
      '0x10d8b8daa26d307489803e10477de69c0492b610', // Mar 2026 (5.0.19)
      '0x97ccdbea4632140639ad5ea9b944aa034eb15fd4', // current (5.0.27)
    ]) {
      expect(arbitrum).toContain(generation);
    }
  });
});

describe('TRUSTED_CONTRACTS narrows or extends the records', () => {
  const extra = '0x3333333333333333333333333333333333333333';

  it('adds addresses to a chain’s roles, keeping the records', () => {
    const setting = trustedContractsSetting.parse({ '8453': { periphery: [extra] } });
    const base = trustedContracts(8453, setting);
    expect(base.periphery).toContain(extra);
    expect(base.periphery).toEqual(expect.arrayContaining([...recordedContracts(8453).periphery]));
    expect(base.spokePool).toEqual(recordedContracts(8453).spokePool);
  });

  it('replaces a chain’s contracts, or trusts nothing there', () => {
    const setting = trustedContractsSetting.parse({
      '8453': { spokePool: [extra], replace: true },
      '130': null,
    });
    expect(trustedContracts(8453, setting)).toEqual({
      spokePool: [extra],
      periphery: [],
      swapProxy: [],
      multicallHandler: [],
    });
    expect(Object.values(trustedContracts(130, setting)).flat()).toEqual([]);
    expect(trustedContracts(42161, setting)).toEqual(recordedContracts(42161));
  });

  it('refuses a setting that is not chain ids and addresses, naming where', () => {
    const bad = trustedContractsSetting.safeParse({ base: null, '8453': { spokePool: ['0x12'] } });
    expect(bad.success).toBe(false);
    const paths = bad.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['base', '8453.spokePool.0']));
    expect(trustedContractsSetting.safeParse({ '8453': { spokepool: [extra] } }).success).toBe(
      false,
    );
  });

  it('trusts the sandbox’s HyperCore account only in front of the embedded service', () => {
    expect(recordedContracts(1337).spokePool).toEqual([]);
    expect(trustedContracts(1337, withSandboxContracts(undefined)).spokePool).toEqual([
      '0xb017472f313071a8a6b4bfe8891e4ba10b24d0e6',
    ]);
  });
});

/** A chain the newest release dropped keeps an older release's contract. */
function oldest(chainId: number, name: string) {
  return [...PROTOCOL_RELEASES]
    .reverse()
    .map((r) => recorded(r, chainId, name))
    .find(Boolean);
}
