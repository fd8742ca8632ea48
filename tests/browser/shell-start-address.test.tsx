import { expect } from 'chai';
import { SHELL_FAILED_TEXT } from '../../src/components/shell/shell-start-failed';
import { browserNavigation } from '../../src/stores/platform/browser-navigation';
import { initializeLogin } from '../../src/stores/session/session';
import { resetStores } from '../../src/stores/store-reset';
import { mountSignedInShell } from './shell-fixture';
import { waitFor } from './wait-for';

/**
 * A return address from the identity server is restored only when, as the browser parses it, it
 * is a page of this portal. A tab inside `/\t/evil.example` passed a check on the text, the
 * browser then dropped the tab, refused the history entry, and the shell stayed blank.
 */
describe('<portal-shell> back from sign-in with a crafted initialurl', () => {
  const originalAssign = browserNavigation.assign;
  let shell: HTMLElement | undefined;
  before(() => {
    browserNavigation.assign = () => {};
  });
  afterEach(() => {
    shell?.remove();
    resetStores();
    history.replaceState(null, '', '/');
  });
  after(() => {
    browserNavigation.assign = originalAssign;
  });

  it('drops an initialurl with a tab, stays on this origin and shows the home page', async () => {
    shell = await mountSignedInShell('u-mads', { path: `/?initialurl=${encodeURIComponent('/\t/evil.example')}&fromauth=true` });
    const root = shell.shadowRoot!;
    await waitFor(() => root.querySelector('[part="home"]'), 'the home page', 8000);
    expect(location.origin).to.equal(window.origin);
    expect(location.pathname + location.search).to.equal('/');
  });

  it('an initialurl that resolves to //host (/..//127.0.0.1:7812/x) opens the home page on this origin, not the recovery page', async () => {
    shell = await mountSignedInShell('u-mads', { path: `/?fromauth=true&initialurl=${encodeURIComponent('/..//127.0.0.1:7812/x')}` });
    // The portal starts once per page: after the stores' reset, the login is started here.
    void initializeLogin(true);
    const root = shell.shadowRoot!;
    await waitFor(() => root.querySelector('[part="home"]'), 'the home page', 8000);
    expect(root.textContent).not.to.contain(SHELL_FAILED_TEXT);
    expect(location.origin).to.equal(window.origin);
    expect(location.pathname + location.search).to.equal('/');
  });

  it('the host\'s navigate("/myacc/77/2001") ends at /myacc/ptn/tnt, as opening that address does, also with the area\'s frame alive', async function () {
    this.timeout(20_000);
    shell = await mountSignedInShell('u-pia', { path: '/myacc/77/2001' });
    void initializeLogin(false);
    const root = shell.shadowRoot!;
    const frame = () => root.querySelector<HTMLElement>('.app-frame:not([hidden])');
    await waitFor(() => frame() && location.pathname === '/myacc/ptn/tnt', 'the direct open at its canonical address', 10_000);
    const portal = shell as HTMLElementTagNameMap['portal-shell'];
    expect(await portal.navigate('/')).to.equal(true);
    await waitFor(() => root.querySelector('[part="home"]'), 'the home page');
    // The area's frame stays alive in the pool: no fresh report from the app rewrites the address.
    expect(await portal.navigate('/myacc/77/2001')).to.equal(true);
    expect(location.pathname).to.equal('/myacc/ptn/tnt');
    await waitFor(() => frame(), 'the area again');
    expect(location.pathname).to.equal('/myacc/ptn/tnt');
    expect(await portal.navigate('/myacc/77/2001')).to.equal(false);
  });
});
