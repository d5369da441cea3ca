// What `npm test` needs besides Node and node_modules: a Chromium for the end-to-end journeys and
// a PostgreSQL for the database suites' second run. `npm run test:setup` installs what is missing
// beside the checks (apt-get waits on the network, not the cores); then Playwright's global set-up
// (e2e/browser-for-tests.ts) and the postgres project's (postgres-for-tests.ts) find them.
// Debian's packages are what CI and a person on Debian use, so as root with apt-get (every
// machine of ours, CI's too) the command installs the missing ones itself, saying so first.
// Anyone else is never asked for a password: the journeys run in the Chromium that npm installed
// (@sparticuz/chromium, a headless build inside the registry package), and the PostgreSQL stage
// is skipped with its reason (every database suite has already run on PGlite).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { debianChromium } from './chromium-path';

export interface Ran {
  ok: boolean;
  output: string;
}

/** What the set-up asks of the machine; tests give a fake one. */
export interface Machine {
  env: NodeJS.ProcessEnv;
  isRoot: boolean;
  hasApt: boolean;
  exists(path: string): boolean;
  debianChromium(): string | undefined;
  /** The newest Debian PostgreSQL cluster's version, e.g. "15", when the server is installed. */
  debianCluster(): string | undefined;
  /** The npm-installed Chromium's path, unpacked; undefined when the package is not installed. */
  npmChromium(): Promise<string | undefined>;
  run(command: string, args: string[], env?: NodeJS.ProcessEnv): Promise<Ran>;
  log(line: string): void;
}

/** Runs a command to its end without blocking: the set-up runs beside the first stages. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Ran> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', (err) => (output += `${err.message}\n`));
    child.on('close', (code) => resolve({ ok: code === 0, output: output.trim() }));
  });
}

export const thisMachine: Machine = {
  env: process.env,
  isRoot: process.getuid?.() === 0,
  hasApt: existsSync('/usr/bin/apt-get'),
  exists: existsSync,
  debianChromium,
  debianCluster() {
    if (!existsSync('/usr/bin/pg_ctlcluster') || !existsSync('/etc/postgresql')) return undefined;
    return readdirSync('/etc/postgresql')
      .filter((v) => existsSync(`/etc/postgresql/${v}/main`))
      .sort((a, b) => Number(a) - Number(b))
      .pop();
  },
  async npmChromium() {
    try {
      createRequire(import.meta.url).resolve('@sparticuz/chromium');
    } catch {
      return undefined;
    }
    // Unpacked once (about 3 s) into the temporary folder, then found there.
    const { default: chromium } = await import('@sparticuz/chromium');
    return chromium.executablePath();
  },
  run,
  log: (line) => console.log(line),
};

const lastLine = (text: string) => text.split('\n').pop() ?? '';

/** apt-get install as root; undefined when done, else why not. */
async function aptInstall(
  m: Machine,
  packages: string[],
  why: string,
): Promise<string | undefined> {
  if (!m.isRoot) return 'not run as root';
  if (!m.hasApt) return 'no apt-get here';
  const started = Date.now();
  m.log(`▶ set-up: installing Debian's ${packages.join(', ')} for ${why} (apt-get, as root)…`);
  const update = await m.run('apt-get', ['update', '-qq']);
  if (!update.ok) return `apt-get update failed: ${lastLine(update.output)}`;
  const install = await m.run('apt-get', ['install', '-y', '-qq', ...packages], {
    DEBIAN_FRONTEND: 'noninteractive',
  });
  if (!install.ok) return `apt-get install failed: ${lastLine(install.output)}`;
  m.log(`  installed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return undefined;
}

export type Browser = { path: string; source: string } | { problem: string };

export async function provideBrowser(m: Machine = thisMachine): Promise<Browser> {
  const asked = m.env.CHROMIUM_PATH;
  if (asked) {
    return m.exists(asked)
      ? { path: asked, source: 'CHROMIUM_PATH' }
      : { problem: `CHROMIUM_PATH is ${asked}, which does not exist` };
  }
  const installed = m.debianChromium();
  if (installed) return { path: installed, source: "Debian's" };
  const why = await aptInstall(m, ['chromium-headless-shell'], 'the end-to-end tests');
  const justInstalled = m.debianChromium();
  if (justInstalled) return { path: justInstalled, source: "Debian's, installed by this run" };
  const fromNpm = await m.npmChromium();
  if (fromNpm) {
    return {
      path: fromNpm,
      source: `@sparticuz/chromium from npm; Debian's is not installed (${why ?? 'not found after apt-get'})`,
    };
  }
  return {
    problem: `no Chromium (${why ?? 'not found after apt-get'}). Install Debian's (apt-get install -y chromium-headless-shell; npm test does it as root) or set CHROMIUM_PATH`,
  };
}

export type Postgres =
  { url: string; source: string; stop?: () => Promise<unknown> } | { skip: string };

/** Debian's cluster, reached over TCP as its superuser with the password the set-up gives it. */
export const DEBIAN_POSTGRES_URL = 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

/** Debian's PostgreSQL cluster, installed as root when missing; nothing is started. */
export async function installPostgres(m: Machine): Promise<{ version: string } | { skip: string }> {
  const cluster = m.debianCluster();
  if (cluster) return { version: cluster };
  const why = await aptInstall(m, ['postgresql'], 'the database suites on PostgreSQL');
  const installed = m.debianCluster();
  return installed
    ? { version: installed }
    : { skip: `no PostgreSQL (${why ?? 'no cluster after apt-get'})` };
}

export async function providePostgres(m: Machine = thisMachine): Promise<Postgres> {
  const given = m.env.TEST_DATABASE_URL;
  if (given !== undefined) {
    return given
      ? { url: given, source: 'TEST_DATABASE_URL' }
      : { skip: 'TEST_DATABASE_URL is set and empty' };
  }
  if (!m.isRoot) {
    return {
      skip: "not run as root, so Debian's PostgreSQL is neither installed nor started; set TEST_DATABASE_URL=postgres://USER:PASSWORD@HOST:PORT/DB (a user that may create databases) to run it",
    };
  }
  const installed = await installPostgres(m);
  if ('skip' in installed) return installed;
  const { version } = installed;
  const wasRunning = (await m.run('pg_ctlcluster', [version, 'main', 'status'])).ok;
  if (!wasRunning) {
    const start = await m.run('pg_ctlcluster', [version, 'main', 'start']);
    if (!start.ok)
      return { skip: `PostgreSQL ${version} did not start: ${lastLine(start.output)}` };
  }
  // Debian's cluster lets its superuser in by the local socket only; the suites connect by TCP.
  const password = await m.run('su', [
    'postgres',
    '-c',
    `psql -q -c "alter user postgres password 'postgres'"`,
  ]);
  if (!password.ok)
    return { skip: `could not set the postgres password: ${lastLine(password.output)}` };
  return {
    url: DEBIAN_POSTGRES_URL,
    source: `Debian's PostgreSQL ${version}${wasRunning ? '' : ', started for this run'}`,
    // The machine is left as found: a cluster this run started stops after its stage.
    ...(!wasRunning && { stop: () => m.run('pg_ctlcluster', [version, 'main', 'stop']) }),
  };
}

/** `npm run test:setup`: installs what is missing and says what the later stages will use. */
export async function setUp(m: Machine = thisMachine): Promise<void> {
  const started = Date.now();
  const browser = await provideBrowser(m);
  const installed =
    m.env.TEST_DATABASE_URL === undefined && m.isRoot ? await installPostgres(m) : undefined;
  const postgres =
    m.env.TEST_DATABASE_URL !== undefined
      ? 'TEST_DATABASE_URL'
      : !installed
        ? 'stage skipped, not run as root (set TEST_DATABASE_URL to run it)'
        : 'version' in installed
          ? `Debian's ${installed.version}`
          : `stage skipped, ${installed.skip}`;
  m.log(
    `set-up (${((Date.now() - started) / 1000).toFixed(1)} s): Chromium: ${'path' in browser ? `${browser.path} (${browser.source})` : browser.problem}; PostgreSQL: ${postgres}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await setUp();
