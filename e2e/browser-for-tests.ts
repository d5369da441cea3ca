// Playwright's global set-up: the Chromium from test-tools/test-setup.ts (CHROMIUM_PATH, Debian's, or
// the one npm installed), never a download. Workers start after this and read CHROMIUM_PATH when
// they load the config (chromium-path.ts); with none, the run stops here saying what to install.
import { provideBrowser } from '../test-tools/test-setup';

export default async function browserForTests() {
  const browser = await provideBrowser();
  if ('problem' in browser) throw new Error(browser.problem);
  process.env.CHROMIUM_PATH = browser.path;
}
