// What `npm test` needs besides Node and node_modules, found or installed before its stages run:
// a Chromium for the end-to-end journeys and a PostgreSQL for the database suites' second run.
// Debian's packages are what CI and a person on Debian use, so as root with apt-get (every
// machine of ours, CI's too) the command installs the missing ones itself, saying so first.
// Anyone else is never asked for a password: the journeys run in the Chromium that npm installed
// (@sparticuz/chromium, a headless build inside the registry package), and the PostgreSQL stage
// is skipped with its reason (every database suite has already run on PGlite).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { debianChromium } from './chromium-path';

const isRoot = process.getuid?.() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
let aptUpdated = false;

function sh(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const r = spawnSync(command, args, {
    encoding: 'utf8',
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { ok: r.status === 0, output: `${r.stdout ?? ''}${r.stderr ?? ''}`.trim() };
}

/** apt-get install, as root only; undefined when done, else why not. */
function aptInstall(packages: string[], why: string): string | undefined {
  if (!isRoot || !hasApt) return 'not root with apt-get';
  const started = Date.now();
  console.log(
    `▶ set-up: installing Debian's ${packages.join(', ')} for ${why} (apt-get, as root)…`,
  );
  if (!aptUpdated) {
    const update = sh('apt-get', ['update', '-qq']);
    if (!update.ok) return `apt-get update failed: ${update.output.split('\n').pop()}`;
    aptUpdated = true;
  }
  const install = sh('apt-get', ['install', '-y', '-qq', ...packages], {
    DEBIAN_FRONTEND: 'noninteractive',
  });
  if (!install.ok) return `apt-get install failed: ${install.output.split('\n').pop()}`;
  console.log(`  installed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return undefined;
}

export type Browser = { path: string; source: string } | { problem: string };

/** The npm-installed Chromium, unpacked (once, about 3 s) into the system's temporary folder. */
async function npmChromium(): Promise<string | undefined> {
  const require = createRequire(import.meta.url);
  try {
    require.resolve('@sparticuz/chromium');
  } catch {
    return undefined;
  }
  const { default: chromium } = (await import('@sparticuz/chromium')) as {
    default: { executablePath(): Promise<string> };
  };
  return chromium.executablePath();
}

export async function provideBrowser(): Promise<Browser> {
  const asked = process.env.CHROMIUM_PATH;
  if (asked) {
    return existsSync(asked)
      ? { path: asked, source: 'CHROMIUM_PATH' }
      : { problem: `CHROMIUM_PATH is ${asked}, which does not exist` };
  }
  const installed = debianChromium();
  if (installed) return { path: installed, source: "Debian's" };
  const notInstalled = aptInstall(['chromium-headless-shell'], 'the end-to-end tests');
  const afterApt = debianChromium();
  if (afterApt) return { path: afterApt, source: "Debian's, just installed" };
  const fromNpm = await npmChromium();
  if (fromNpm) {
    console.log(
      `▶ set-up: no Debian Chromium (${notInstalled ?? 'not found after apt-get'}); the journeys run in the one npm installed (@sparticuz/chromium, unpacked to ${fromNpm}).`,
    );
    return { path: fromNpm, source: '@sparticuz/chromium' };
  }
  return {
    problem:
      "no Chromium. Install Debian's (apt-get install -y chromium-headless-shell; npm test does it when run as root) or set CHROMIUM_PATH",
  };
}

export type Postgres = { url: string; source: string; stop?: () => void } | { skip: string };

const DEBIAN_URL = 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

/** The newest Debian cluster's version, e.g. "15", when the server package is installed. */
function debianCluster(): string | undefined {
  if (!existsSync('/usr/bin/pg_ctlcluster') || !existsSync('/etc/postgresql')) return undefined;
  const versions = readdirSync('/etc/postgresql').sort((a, b) => Number(a) - Number(b));
  return versions.filter((v) => existsSync(`/etc/postgresql/${v}/main`)).pop();
}

export function providePostgres(): Postgres {
  const given = process.env.TEST_DATABASE_URL;
  if (given !== undefined) {
    return given
      ? { url: given, source: 'TEST_DATABASE_URL' }
      : { skip: 'TEST_DATABASE_URL is set empty' };
  }
  if (!isRoot) {
    return {
      skip: "not run as root, so Debian's PostgreSQL is neither installed nor started here: set TEST_DATABASE_URL=postgres://user:password@host:port/db (a user that may create databases) to run it",
    };
  }
  let cluster = debianCluster();
  if (!cluster) {
    const notInstalled = aptInstall(['postgresql'], 'the database suites on PostgreSQL');
    cluster = debianCluster();
    if (!cluster) return { skip: `no PostgreSQL (${notInstalled ?? 'no cluster after apt-get'})` };
  }
  const running = sh('pg_ctlcluster', [cluster, 'main', 'status']).ok;
  if (!running) {
    const start = sh('pg_ctlcluster', [cluster, 'main', 'start']);
    if (!start.ok) return { skip: `PostgreSQL ${cluster} did not start: ${start.output}` };
  }
  // Debian's cluster knows its superuser by the local socket only; the suites connect over TCP.
  const password = sh('su', [
    'postgres',
    '-c',
    `psql -q -c "alter user postgres password 'postgres'"`,
  ]);
  if (!password.ok)
    return { skip: `could not set the postgres user's password: ${password.output}` };
  return {
    url: DEBIAN_URL,
    source: `Debian's PostgreSQL ${cluster}${running ? '' : ', started for this run'}`,
    // Left as it was found: a cluster this run started stops with it.
    ...(!running && { stop: () => void sh('pg_ctlcluster', [cluster, 'main', 'stop']) }),
  };
}
