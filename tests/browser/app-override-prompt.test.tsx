// The dialog that asks before an override from the address applies: the parameter leaves the
// address, the dialog names the area and the origin, Cancel applies nothing; also back from signing in.
import { expect } from 'chai';
import { mountSignedInShell } from './shell-fixture';
import { DEV_SERVER, param, useOverrideShell, type Shell } from './app-overrides-kit';
import { waitFor } from './wait-for';

describe('App overrides: the confirmation dialog', () => {
  const stage = useOverrideShell();
  const { warnings, prompt, strip, button, mountAsking } = stage;

  // First: the stage.shell reads its start address once per page.
  it('back from signing in, an override inside the page to restore (initialurl) asks the same, and leaves the address', async function () {
    this.timeout(30_000);
    const initial = `/cdp/start?a=1&${param(`cdp=${DEV_SERVER}`)}`;
    stage.shell = (await mountSignedInShell('u-cora', { path: `/?fromauth=true&initialurl=${encodeURIComponent(initial)}` })) as Shell;
    const dialog = await waitFor(prompt, 'the confirmation', 15_000);
    expect(dialog.textContent).to.include('/cdp/').and.include(DEV_SERVER);
    expect(location.pathname).to.equal('/cdp/start');
    expect(location.search).to.equal('?a=1');
    button(dialog, 'Cancel')!.click();
    await waitFor(() => !prompt(), 'the dialog to close');
    expect(stage.shell!.appOverrides).to.deep.equal([]);
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
    // The strip's code loads when it has something to show.
    const notice = await waitFor(() => strip()?.querySelector('[role="alert"]'), 'the notice');
    expect(notice.textContent).to.include('https://evil.example');
    button(notice, 'Dismiss')!.click();
    await waitFor(() => !strip(), 'the notice to go');
    button(dialog, 'Cancel')!.click();
    await waitFor(() => !prompt(), 'the dialog to close');
    expect(stage.shell!.appOverrides).to.deep.equal([]);
    expect(strip()).to.equal(null);
  });

});
