// Debian's Chromium: Playwright must never download a browser of its own here. Its headless shell
// (apt-get install -y chromium-headless-shell) when installed: the journeys took 234 s with it
// and 320 s with the full browser in headless mode on two cores; same pages, same screenshots.
import { existsSync } from 'node:fs';

const headlessShell = '/usr/bin/chromium-headless-shell';

export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
