// The strip under the top bar: an applied override's badge (area, origin, when it lapses) with its
// Reset, at 320 px too, and a notice for each refused override (a foreign origin; Production
// without AllowAppOverrides), as the console says.
import { expect } from 'chai';
import { sendKeys, setViewport } from './commands';
import { $allowAppOverrides, $environment } from '../../src/stores/platform/environment';
import { mountSignedInShell } from './shell-fixture';
import { TEST_BACKEND, testHostParams } from './test-backend';
import { DEV_SERVER, useOverrideShell, type Shell } from './app-overrides-kit';
import { waitFor } from './wait-for';

describe('App overrides: the strip under the top bar', () => {
  const stage = useOverrideShell();
  const { warnings, root, prompt, strip, button, mountAsking } = stage;

  it('Apply applies: the badge names the area and the origin, and its Reset (by keyboard) removes the override', async function () {
    this.timeout(30_000);
    await mountAsking(`/cdp/=${DEV_SERVER}`);
    const dialog = await waitFor(prompt, 'the confirmation', 15_000);
    button(dialog, 'Apply')!.click();
    await waitFor(() => !prompt(), 'the dialog to close');
    expect(stage.shell!.appOverrides).to.deep.equal([{ appPrefix: 'cdp', origin: DEV_SERVER }]);
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
    expect(stage.shell!.appOverrides).to.deep.equal([]);
  });

  it('the host API applies at once; at 320 px wide the badge fits without sideways scrolling', async function () {
    this.timeout(30_000);
    await setViewport({ width: 320, height: 640 });
    stage.shell = (await mountSignedInShell('u-cora')) as Shell;
    await waitFor(() => root().querySelector('[part~="top-bar"]'), 'the top bar', 15_000);
    expect(stage.shell.setAppOverride('cdp', 'http://[::1]:65000')).to.equal(null);
    const badge = await waitFor(() => strip()?.querySelector<HTMLElement>('.app-override-strip__badge'), 'the badge');
    expect(prompt()).to.equal(null);
    expect(badge.textContent).to.include('Override: /cdp/ → http://[::1]:65000');
    expect(document.documentElement.scrollWidth).to.be.at.most(320);
    expect(strip()!.scrollWidth).to.be.at.most(strip()!.clientWidth);
    expect(button(badge, 'Reset')!.getBoundingClientRect().right).to.be.at.most(320);
  });

  it('a refused override: a foreign origin, and any in Production without AllowAppOverrides, says why in the console and a notice', async function () {
    this.timeout(30_000);
    stage.shell = (await mountSignedInShell('u-cora')) as Shell;
    await waitFor(() => root().querySelector('[part~="top-bar"]'), 'the top bar', 15_000);
    expect(stage.shell.setAppOverride('cdp', 'http://localhost.evil.com:3000')).to.match(/not a loopback origin/);
    stage.shell.hostParams = testHostParams({ EnvName: 'Production' });
    await waitFor(() => $environment.get().EnvName === 'Production', 'the Production environment');
    expect(stage.shell.setAppOverride('cdp', TEST_BACKEND.apps)).to.match(/off in Production/);
    expect(stage.shell.appOverrides).to.deep.equal([]);
    expect(warnings).to.have.length(2);
    expect(warnings[1]).to.match(/^Portal app override refused: app overrides are off in Production/);
    const notices = await waitFor(() => strip()?.querySelectorAll('[role="alert"]').length === 2 && strip()!.querySelectorAll('[role="alert"]'), 'the two notices');
    expect([...notices].map((notice) => notice.textContent)).to.satisfy((texts: string[]) => texts.some((text) => text.includes('localhost.evil.com')) && texts.some((text) => text.includes('AllowAppOverrides')));
    stage.shell.hostParams = testHostParams({ EnvName: 'Production', AllowAppOverrides: true });
    await waitFor(() => $allowAppOverrides.get(), 'the flag');
    expect(stage.shell.setAppOverride('cdp', TEST_BACKEND.apps)).to.equal(null);
    expect(warnings).to.have.length(2);
    expect(stage.shell.appOverrides).to.deep.equal([{ appPrefix: 'cdp', origin: TEST_BACKEND.apps }]);
    stage.shell.hostParams = testHostParams();
  });
});
