// Debian's Chromium: Playwright must never download a browser of its own here. Its headless shell
// (apt-get install -y chromium-headless-shell) when installed: the journeys took 234 s with it
// and 320 s with the full browser in headless mode on two cores; same pages, same screenshots.
// `npm test` finds or installs one first (test-setup.ts) and passes it on as CHROMIUM_PATH.
import { existsSync } from 'node:fs';

const headlessShell = '/usr/bin/chromium-headless-shell';
const fullBrowser = '/usr/bin/chromium';

/** Debian's headless shell, else its full browser, when installed. */
export const debianChromium = () => [headlessShell, fullBrowser].find((p) => existsSync(p));

export const chromiumPath = process.env.CHROMIUM_PATH ?? debianChromium() ?? fullBrowser;

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
