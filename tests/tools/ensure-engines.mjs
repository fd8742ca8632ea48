// Makes sure the browser engines the tests drive are installed, from Debian's packages (no test
// tool downloads a browser): Chromium, Firefox ESR, and WebKitGTK's WebDriver with the X server it
// draws on. `node tests/tools/ensure-engines.mjs [chromium|firefox|webkit …]` checks the engines
// named (all without arguments). As root on Debian or Ubuntu it installs every missing package in
// one apt-get; elsewhere it names them and fails.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.mjs';

/** Each engine's Debian packages, each with the file that shows it is installed. */
const ENGINES = {
  chromium: [{ name: 'chromium', file: chromiumPath }],
  firefox: [{ name: 'firefox-esr', file: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr' }],
  webkit: [
    { name: 'webkit2gtk-driver', file: '/usr/bin/WebKitWebDriver' },
    { name: 'xvfb', file: '/usr/bin/Xvfb' },
  ],
};

const asked = process.argv.slice(2);
const unknown = asked.filter((engine) => !Object.hasOwn(ENGINES, engine));
if (unknown.length > 0) {
  console.error(`Unknown engine(s): ${unknown.join(', ')}. Known: ${Object.keys(ENGINES).join(', ')}.`);
  process.exit(2);
}
const packages = (asked.length > 0 ? asked : Object.keys(ENGINES)).flatMap((engine) => ENGINES[engine]);
const missing = () => packages.filter((pkg) => !existsSync(pkg.file));

if (missing().length === 0) process.exit(0);

const names = missing().map((pkg) => pkg.name);
const isDebian = existsSync('/etc/debian_version');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

if (isDebian && isRoot) {
  console.log(`Installing the missing Debian package(s): ${names.join(' ')}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...names], { stdio: 'inherit', env });
  if (missing().length === 0) process.exit(0);
}

console.error(
  [
    `Missing: ${missing()
      .map((pkg) => `${pkg.file} (Debian package ${pkg.name})`)
      .join(', ')}.`,
    'The browser and end-to-end tests drive the system browsers; no test tool downloads one.',
    isDebian ? 'Install them as root, then run the tests again:' : 'Install them, then run the tests again:',
    `  Debian/Ubuntu:  sudo apt-get install -y ${names.join(' ')}`,
    '  elsewhere:      install Chromium and Firefox ESR and set CHROMIUM_PATH and FIREFOX_PATH; WebKit needs WebKitGTK\'s WebKitWebDriver and Xvfb',
  ].join('\n'),
);
process.exit(1);
