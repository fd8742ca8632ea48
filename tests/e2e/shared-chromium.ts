// One Chromium for the whole end-to-end run: global-setup launches it as a server, and every test
// file connects to it (a connection costs milliseconds, a launch seconds). Contexts stay apart.
import { chromium, type BrowserServer } from 'playwright-core';
import { chromiumArgs, headlessShellPath } from '../tools/chromium.mjs';

/**
 * A host name that is not a local or test host (public-host.test.ts): the shared Chromium resolves
 * it to loopback, so the demo can run under it without a name server.
 */
export const PUBLIC_HOST_NAME = 'portal.example.com';

/**
 * Starts Debian's Chromium headless shell (the engine, less CPU: tests/tools/chromium.mjs) as a
 * server that test files connect to through its `wsEndpoint()`. The journeys use the full browser.
 */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: headlessShellPath,
    args: [...chromiumArgs, `--host-resolver-rules=MAP ${PUBLIC_HOST_NAME} 127.0.0.1`],
    headless: true,
  });
}
