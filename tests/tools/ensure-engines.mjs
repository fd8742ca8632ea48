// Makes sure the browser engines the tests drive are installed, from Debian's packages (no test
// tool downloads a browser): Chromium, Firefox ESR, and WebKitGTK's WebDriver with the X server it
// draws on (the binaries and their packages: engines.mjs). `node tests/tools/ensure-engines.mjs
// [chromium|firefox|webkit …]` checks the engines named (all without arguments). As root on Debian
// or Ubuntu it installs every missing package in one apt-get; elsewhere it names them and fails.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ENGINES, missingPackages } from './engines.mjs';

const asked = process.argv.slice(2);
const unknown = asked.filter((engine) => !ENGINES.includes(engine));
if (unknown.length > 0) {
  console.error(`Unknown engine(s): ${unknown.join(', ')}. Known: ${ENGINES.join(', ')}.`);
  process.exit(2);
}
const engines = asked.length > 0 ? asked : ENGINES;
if (missingPackages(engines).length === 0) process.exit(0);

const names = missingPackages(engines);
const isDebian = existsSync('/etc/debian_version');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

if (isDebian && isRoot) {
  console.log(`Installing the missing Debian package(s): ${names.join(' ')}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...names], { stdio: 'inherit', env });
  if (missingPackages(engines).length === 0) process.exit(0);
}

const still = missingPackages(engines);
console.error(
  [
    `Missing for ${engines.join(', ')}: Debian's ${still.join(', ')}.`,
    'The browser and end-to-end tests drive the system browsers; no test tool downloads one.',
    isDebian ? 'Install them as root, then run the tests again:' : 'Install them, then run the tests again:',
    `  Debian/Ubuntu:  sudo apt-get install -y ${still.join(' ')}`,
    '  elsewhere:      set CHROMIUM_PATH, CHROMIUM_HEADLESS_SHELL_PATH, FIREFOX_PATH, WEBKIT_DRIVER_PATH, MINIBROWSER_PATH and XVFB_PATH to your binaries',
  ].join('\n'),
);
process.exit(1);
