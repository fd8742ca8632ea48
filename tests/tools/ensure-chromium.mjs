// Makes sure Debian's Chromium is installed before the browser test layers run. As root on a
// Debian or Ubuntu machine it installs the `chromium` package; elsewhere it says how to.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath, hasChromium } from './chromium.mjs';

if (hasChromium()) {
  process.exit(0);
}

const isDebian = existsSync('/etc/debian_version');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

if (isDebian && isRoot) {
  console.log(`Chromium is missing at ${chromiumPath}: installing Debian's chromium package…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (hasChromium()) process.exit(0);
}

console.error(
  [
    `Chromium was not found at ${chromiumPath}.`,
    'The browser and end-to-end tests run in a system Chromium; no test tool downloads one.',
    'Install it, then run the tests again:',
    '  Debian/Ubuntu:  sudo apt-get install -y chromium',
    '  elsewhere:      install Chromium and set CHROMIUM_PATH=/path/to/chromium',
  ].join('\n'),
);
process.exit(1);
