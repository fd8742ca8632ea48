import { expect } from 'chai';
import { browserNavigation } from '../../src/stores/browser-navigation';
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
  after(() => {
    shell?.remove();
    browserNavigation.assign = originalAssign;
    history.replaceState(null, '', '/');
  });

  it('drops an initialurl with a tab, stays on this origin and shows the home page', async () => {
    shell = await mountSignedInShell('u-mads', { path: `/?initialurl=${encodeURIComponent('/\t/evil.example')}&fromauth=true` });
    const root = shell.shadowRoot!;
    await waitFor(() => root.querySelector('[part="home"]'), 'the home page', 8000);
    expect(location.origin).to.equal(window.origin);
    expect(location.pathname + location.search).to.equal('/');
  });
});
