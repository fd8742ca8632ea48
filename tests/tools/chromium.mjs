// Where Debian's Chromium lives and how our tests start it.
import { existsSync } from 'node:fs';

/**
 * The browser people run: $CHROMIUM_PATH, else Debian's /usr/bin/chromium (package chromium). The
 * benchmarks, the journeys (the chat loader's too) and the soak run in it.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The same engine without the browser around it: $CHROMIUM_HEADLESS_SHELL_PATH, else Debian's
 * /usr/bin/chromium-headless-shell (package chromium-headless-shell, built from the same sources and
 * version as chromium; Playwright's and Puppeteer's own headless default). The browser suite, the
 * end-to-end walks and the package tests' host apps run in it: their Chromium costs some 40 % less
 * CPU there (tests/README.md, "Chromium's headless shell"), and each person's path through the
 * product is walked in the full browser by the journeys.
 */
export const headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** Flags for headless Chromium and its headless shell on our machines (root, no GPU, closed network). */
export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export const hasChromium = () => existsSync(chromiumPath);
