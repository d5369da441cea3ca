// The set-up `npm test` does before its stages, on fake machines: what it uses, what it installs
// (apt-get only as root), and what it says when it skips or cannot.
import { describe, expect, it } from 'vitest';
import {
  DEBIAN_POSTGRES_URL,
  provideBrowser,
  providePostgres,
  setUp,
  type Machine,
  type Ran,
} from './test-setup';

const SHELL = '/usr/bin/chromium-headless-shell';
const NPM_CHROMIUM = '/tmp/chromium';

/** A machine with nothing Ferry needs on it; apt-get "installs" by adding to `installed`. */
function machine(over: Partial<Machine> & { packages?: string[] } = {}) {
  const installed = new Set(over.packages ?? []);
  const ran: string[] = [];
  const said: string[] = [];
  const clusterRunning = { value: false };
  const m: Machine = {
    env: {},
    isRoot: false,
    hasApt: true,
    exists: () => false,
    debianChromium: () => (installed.has('chromium-headless-shell') ? SHELL : undefined),
    debianCluster: () => (installed.has('postgresql') ? '15' : undefined),
    npmChromium: () => Promise.resolve(NPM_CHROMIUM),
    run(command, args): Promise<Ran> {
      ran.push([command, ...args].join(' '));
      if (command === 'apt-get' && args[0] === 'install')
        for (const p of args.slice(3)) installed.add(p);
      if (command === 'pg_ctlcluster') {
        if (args[2] === 'status') return Promise.resolve({ ok: clusterRunning.value, output: '' });
        clusterRunning.value = args[2] === 'start';
      }
      return Promise.resolve({ ok: true, output: '' });
    },
    log: (line) => said.push(line),
    ...over,
  };
  return { m, ran, said, clusterRunning };
}

describe('the browser', () => {
  it("uses Debian's headless shell when it is installed, installing nothing", async () => {
    const { m, ran } = machine({ isRoot: true, packages: ['chromium-headless-shell'] });
    expect(await provideBrowser(m)).toEqual({ path: SHELL, source: "Debian's" });
    expect(ran).toEqual([]);
  });

  it('as root with apt-get, installs the headless shell, saying so first', async () => {
    const { m, ran, said } = machine({ isRoot: true });
    expect(await provideBrowser(m)).toEqual({
      path: SHELL,
      source: "Debian's, installed by this run",
    });
    expect(ran).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium-headless-shell']);
    expect(said[0]).toMatch(/installing Debian's chromium-headless-shell .*\(apt-get, as root\)/);
  });

  it('not as root, installs nothing and uses the Chromium npm installed, saying why', async () => {
    const { m, ran } = machine();
    expect(await provideBrowser(m)).toEqual({
      path: NPM_CHROMIUM,
      source: "@sparticuz/chromium from npm; Debian's is not installed (not run as root)",
    });
    expect(ran).toEqual([]);
  });

  it('falls back to the npm Chromium when apt-get fails, naming the failure', async () => {
    const { m } = machine({
      isRoot: true,
      run: (command) => Promise.resolve({ ok: command !== 'apt-get', output: 'E: no network' }),
    });
    expect(await provideBrowser(m)).toMatchObject({
      path: NPM_CHROMIUM,
      source: expect.stringContaining('apt-get update failed: E: no network') as string,
    });
  });

  it('names what to do when there is no Chromium at all', async () => {
    const { m } = machine({ npmChromium: () => Promise.resolve(undefined) });
    const got = await provideBrowser(m);
    expect(got).toEqual({ problem: expect.stringMatching(/^no Chromium \(not run as root\)/) });
    expect((got as { problem: string }).problem).toContain(
      'apt-get install -y chromium-headless-shell',
    );
  });

  it('takes CHROMIUM_PATH as it is, and says so when it does not exist', async () => {
    const there = machine({ env: { CHROMIUM_PATH: '/opt/c' }, exists: (p) => p === '/opt/c' });
    expect(await provideBrowser(there.m)).toEqual({ path: '/opt/c', source: 'CHROMIUM_PATH' });
    const missing = machine({ env: { CHROMIUM_PATH: '/opt/c' }, isRoot: true });
    expect(await provideBrowser(missing.m)).toEqual({
      problem: 'CHROMIUM_PATH is /opt/c, which does not exist',
    });
    expect(missing.ran).toEqual([]);
  });
});

describe('PostgreSQL', () => {
  it('not as root, skips the stage, saying how to run it, and runs nothing', async () => {
    const { m, ran } = machine({ packages: ['postgresql'] });
    expect(await providePostgres(m)).toEqual({
      skip: expect.stringMatching(/^not run as root.*set TEST_DATABASE_URL=/) as string,
    });
    expect(ran).toEqual([]);
  });

  it('takes TEST_DATABASE_URL, and an empty one skips the stage', async () => {
    const url = 'postgres://u:p@db:5432/x';
    expect(await providePostgres(machine({ env: { TEST_DATABASE_URL: url } }).m)).toEqual({
      url,
      source: 'TEST_DATABASE_URL',
    });
    const empty = machine({ env: { TEST_DATABASE_URL: '' }, isRoot: true }).m;
    expect(await providePostgres(empty)).toEqual({
      skip: 'TEST_DATABASE_URL is set and empty',
    });
  });

  it('as root, installs and starts Debian’s, then stops only the cluster it started', async () => {
    const { m, ran, clusterRunning } = machine({ isRoot: true });
    const pg = await providePostgres(m);
    expect(pg).toMatchObject({
      url: DEBIAN_POSTGRES_URL,
      source: "Debian's PostgreSQL 15, started for this run",
    });
    expect(ran.slice(0, 4)).toEqual([
      'apt-get update -qq',
      'apt-get install -y -qq postgresql',
      'pg_ctlcluster 15 main status',
      'pg_ctlcluster 15 main start',
    ]);
    expect(clusterRunning.value).toBe(true);
    await (pg as { stop?: () => Promise<unknown> }).stop?.();
    expect(clusterRunning.value).toBe(false);

    const already = machine({ isRoot: true, packages: ['postgresql'] });
    already.clusterRunning.value = true;
    const running = await providePostgres(already.m);
    expect(running).toMatchObject({ source: "Debian's PostgreSQL 15" });
    expect((running as { stop?: unknown }).stop).toBeUndefined();
    expect(already.ran.filter((r) => r.startsWith('apt-get'))).toEqual([]);
  });
});

describe('npm run test:setup, beside the checks', () => {
  it('as root, installs what is missing but starts nothing: the postgres project starts it', async () => {
    const { m, ran, said, clusterRunning } = machine({ isRoot: true });
    await setUp(m);
    expect(ran).toContain('apt-get install -y -qq chromium-headless-shell');
    expect(ran).toContain('apt-get install -y -qq postgresql');
    expect(ran.some((r) => r.startsWith('pg_ctlcluster'))).toBe(false);
    expect(clusterRunning.value).toBe(false);
    expect(said.at(-1)).toMatch(/Chromium: .*headless-shell.*; PostgreSQL: Debian's 15$/);
  });
});
