// App overrides in the running shell: an address's override waits for the person's Apply (Cancel
// applies nothing), the badge under the top bar with its Reset (fits at 320 px), the host API, and
// refused overrides (a foreign origin; Production without AllowAppOverrides): a console message
// and a notice each.
import { expect } from 'chai';
import { sendKeys, setViewport } from './commands';
import { $allowAppOverrides, $environment } from '../../src/stores/platform/environment';
import { mountSignedInShell } from './shell-fixture';
import { TEST_BACKEND, testHostParams } from './test-backend';
import { cleanupFixtures, waitFor } from './wait-for';

type Shell = HTMLElementTagNameMap['portal-shell'];

const DEV_SERVER = 'http://127.0.0.1:4999';
const param = (value: string) => `portal-app-override=${encodeURIComponent(value)}`;

describe('App overrides in the shell', () => {
  let shell: Shell | undefined;
  let warnings: string[];
  const originalWarn = console.warn;

  beforeEach(() => {
    warnings = [];
    console.warn = (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].startsWith('Portal app override')) warnings.push(args[0]);
      else originalWarn(...args);
    };
  });

  afterEach(async () => {
    shell?.setAppOverride('cdp', null);
    shell?.remove();
    shell = undefined;
    console.warn = originalWarn;
    cleanupFixtures();
    await setViewport({ width: 800, height: 600 });
  });

  const root = () => shell!.shadowRoot!;
  /** The dialogs render in a portal of the shadow root. */
  const prompt = () => root().querySelector<HTMLElement>('[part~="app-override-prompt"]');
  const strip = () => root().querySelector<HTMLElement>('[part~="app-override"]');
  const button = (scope: ParentNode, name: string) => [...scope.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === name);

  async function mountAsking(...values: string[]): Promise<void> {
    shell = (await mountSignedInShell('u-cora', { path: `/cdp/start?a=1&${values.map(param).join('&')}` })) as Shell;
    await waitFor(() => root().querySelector('[part~="top-bar"]'), 'the top bar', 15_000);
  }

  // First: the shell reads its start address once per page.
  it('back from signing in, an override inside the page to restore (initialurl) asks the same, and leaves the address', async function () {
    this.timeout(30_000);
    const initial = `/cdp/start?a=1&${param(`cdp=${DEV_SERVER}`)}`;
    shell = (await mountSignedInShell('u-cora', { path: `/?fromauth=true&initialurl=${encodeURIComponent(initial)}` })) as Shell;
    const dialog = await waitFor(prompt, 'the confirmation', 15_000);
    expect(dialog.textContent).to.include('/cdp/').and.include(DEV_SERVER);
    expect(location.pathname).to.equal('/cdp/start');
    expect(location.search).to.equal('?a=1');
    button(dialog, 'Cancel')!.click();
    await waitFor(() => !prompt(), 'the dialog to close');
    expect(shell!.appOverrides).to.deep.equal([]);
  });

  it('an address asks: the parameter leaves the address, the dialog names the area and the origin, and Cancel applies nothing', async function () {
    this.timeout(30_000);
    await mountAsking(`cdp=${DEV_SERVER}`, 'dash=https://evil.example');
    expect(location.search).to.equal('?a=1');
    const dialog = await waitFor(prompt, 'the confirmation', 15_000);
    expect(dialog.textContent).to.include('/cdp/').and.include(DEV_SERVER).and.not.include('evil.example');
    // The refused one is not asked: it says why, once in the console and in a notice.
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.match(/"https:\/\/evil\.example" is not a loopback origin/);
    const notice = strip()!.querySelector('[role="alert"]')!;
    expect(notice.textContent).to.include('https://evil.example');
    button(notice, 'Dismiss')!.click();
    await waitFor(() => !strip(), 'the notice to go');
    button(dialog, 'Cancel')!.click();
    await waitFor(() => !prompt(), 'the dialog to close');
    expect(shell!.appOverrides).to.deep.equal([]);
    expect(strip()).to.equal(null);
  });

  it('Apply applies: the badge names the area and the origin, and its Reset (by keyboard) removes the override', async function () {
    this.timeout(30_000);
    await mountAsking(`/cdp/=${DEV_SERVER}`);
    const dialog = await waitFor(prompt, 'the confirmation', 15_000);
    button(dialog, 'Apply')!.click();
    await waitFor(() => !prompt(), 'the dialog to close');
    expect(shell!.appOverrides).to.deep.equal([{ appPrefix: 'cdp', origin: DEV_SERVER }]);
    expect(JSON.parse(localStorage.getItem('portal-shell:app-overrides')!)).to.have.nested.property('u-cora.cdp.origin', DEV_SERVER);
    const badge = await waitFor(() => strip()?.querySelector('.app-override-strip__badge'), 'the badge');
    expect(badge.textContent).to.include(`Override: /cdp/ → ${DEV_SERVER}`);
    // When it lapses, 12 hours on, in the person's clock.
    const lapses = new Date(JSON.parse(localStorage.getItem('portal-shell:app-overrides')!)['u-cora'].cdp.until as number);
    expect(lapses.getTime() - Date.now()).to.be.within(12 * 60 * 60 * 1000 - 60_000, 12 * 60 * 60 * 1000);
    expect(badge.textContent).to.include(lapses.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }));
    // The area's frame loads from the override's origin, at the path production frames.
    await waitFor(() => root().querySelector<HTMLIFrameElement>('[part~="app-frame"]')?.src === `${DEV_SERVER}/cdp/start?a=1`, 'the frame on the dev server', 15_000);
    const reset = button(badge, 'Reset')!;
    reset.focus();
    expect(root().activeElement).to.equal(reset);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => !strip(), 'the badge to go');
    expect(shell!.appOverrides).to.deep.equal([]);
  });

  it('the host API applies at once; at 320 px wide the badge fits without sideways scrolling', async function () {
    this.timeout(30_000);
    await setViewport({ width: 320, height: 640 });
    shell = (await mountSignedInShell('u-cora')) as Shell;
    await waitFor(() => root().querySelector('[part~="top-bar"]'), 'the top bar', 15_000);
    expect(shell.setAppOverride('cdp', 'http://[::1]:65000')).to.equal(null);
    const badge = await waitFor(() => strip()?.querySelector<HTMLElement>('.app-override-strip__badge'), 'the badge');
    expect(prompt()).to.equal(null);
    expect(badge.textContent).to.include('Override: /cdp/ → http://[::1]:65000');
    expect(document.documentElement.scrollWidth).to.be.at.most(320);
    expect(strip()!.scrollWidth).to.be.at.most(strip()!.clientWidth);
    expect(button(badge, 'Reset')!.getBoundingClientRect().right).to.be.at.most(320);
  });

  it('a refused override: a foreign origin, and any in Production without AllowAppOverrides, says why in the console and a notice', async function () {
    this.timeout(30_000);
    shell = (await mountSignedInShell('u-cora')) as Shell;
    await waitFor(() => root().querySelector('[part~="top-bar"]'), 'the top bar', 15_000);
    expect(shell.setAppOverride('cdp', 'http://localhost.evil.com:3000')).to.match(/not a loopback origin/);
    shell.hostParams = testHostParams({ EnvName: 'Production' });
    await waitFor(() => $environment.get().EnvName === 'Production', 'the Production environment');
    expect(shell.setAppOverride('cdp', TEST_BACKEND.apps)).to.match(/off in Production/);
    expect(shell.appOverrides).to.deep.equal([]);
    expect(warnings).to.have.length(2);
    expect(warnings[1]).to.match(/^Portal app override refused: app overrides are off in Production/);
    const notices = await waitFor(() => strip()?.querySelectorAll('[role="alert"]').length === 2 && strip()!.querySelectorAll('[role="alert"]'), 'the two notices');
    expect([...notices].map((notice) => notice.textContent)).to.satisfy((texts: string[]) => texts.some((text) => text.includes('localhost.evil.com')) && texts.some((text) => text.includes('AllowAppOverrides')));
    shell.hostParams = testHostParams({ EnvName: 'Production', AllowAppOverrides: true });
    await waitFor(() => $allowAppOverrides.get(), 'the flag');
    expect(shell.setAppOverride('cdp', TEST_BACKEND.apps)).to.equal(null);
    expect(warnings).to.have.length(2);
    expect(shell.appOverrides).to.deep.equal([{ appPrefix: 'cdp', origin: TEST_BACKEND.apps }]);
    shell.hostParams = testHostParams();
  });
});
