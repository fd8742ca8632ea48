// Makes sure Debian's Firefox ESR and WebKitGTK (its WebDriver server, MiniBrowser and Xvfb for a
// display) are installed before tests run in them. As root on a Debian or Ubuntu machine it installs
// the missing packages; elsewhere it says how to. `node tests/tools/ensure-engines.mjs [engine…]`:
// the engines named (chromium needs nothing from here: ensure-chromium.mjs), both when none is.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { missingPackages } from './engines.mjs';

const engines = process.argv.length > 2 ? process.argv.slice(2).filter((engine) => engine !== 'chromium') : ['firefox', 'webkit'];
let missing = missingPackages(engines);
if (missing.length === 0) process.exit(0);

const isDebian = existsSync('/etc/debian_version');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

if (isDebian && isRoot) {
  console.log(`Installing Debian's ${missing.join(', ')} for ${engines.join(' and ')}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
  missing = missingPackages(engines);
  if (missing.length === 0) process.exit(0);
}

console.error(
  [
    `Missing for ${engines.join(' and ')}: Debian's ${missing.join(', ')}.`,
    'The browser tests run in the system engines; no test tool downloads one. Install them, then run the tests again:',
    `  Debian/Ubuntu:  sudo apt-get install -y ${missing.join(' ')}`,
    '  elsewhere:      set FIREFOX_PATH, WEBKIT_DRIVER_PATH, MINIBROWSER_PATH and XVFB_PATH to your binaries',
  ].join('\n'),
);
process.exit(1);
