// The shell's first render on a reload in a signed-in tab: routing starts when the element
// connects (with the login), so React's first commit already shows the page of the address, with
// no "Loading" pass that a second full render of the shell would replace right before its first frame.
// That first render runs in the microtasks after connecting (elements/internal/react-renderer.ts).
import { expect } from 'chai';
import '../../elements/portal-shell';
import { homePagePart } from '../../src/components/home/home-part';
import { browserNavigation } from '../../src/stores/platform/browser-navigation';
import { $contentPlatformHost, $hostParams } from '../../src/stores/platform/environment';
import { readCachedLogin } from '../../src/stores/session/login-cache';
import { $portalPath } from '../../src/stores/routing/routing';
import { initializeLogin } from '../../src/stores/session/session';
import { signInAs, testHostParams } from './test-backend';
import { cleanupFixtures, fixture, waitFor } from './wait-for';
import { resetStores } from '../../src/stores/store-reset';

describe('<portal-shell> first render', () => {
  const originalAssign = browserNavigation.assign;

  before(async () => {
    localStorage.clear();
    cleanupFixtures();
    browserNavigation.assign = () => {};
    $hostParams.set(testHostParams());
    await signInAs('u-mads');
    history.replaceState(null, '', '/');
    // A signed-in tab: the user confirmed once, then the stores start over as on a reload.
    await initializeLogin(false);
    expect(readCachedLogin()?.user.userId).to.equal('u-mads');
    resetStores({ only: ['session'], keepTabCache: true });
  });
  after(() => {
    browserNavigation.assign = originalAssign;
    cleanupFixtures();
    resetStores({ only: ['session', 'routing'] });
  });

  it('routing has started in the microtask after the element connects, and every commit from the first shows the home page, never the Loading loader', async () => {
    expect($portalPath.get(), 'no routing before the element connects').to.equal(null);
    const loaders: string[] = [];
    const shell = fixture<HTMLElement>(`<portal-shell host-params-json='${testHostParams()}'></portal-shell>`);
    const root = shell.shadowRoot!;
    // React commits within a task; the observer's callback runs right after each commit.
    const observer = new MutationObserver(() => {
      const loader = root.querySelector('[part="loader"]');
      if (loader) loaders.push(loader.textContent ?? '');
    });
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    await Promise.resolve();
    expect($portalPath.get(), 'routing started with the login, before React renders').to.equal('/');
    // The first render ran in those microtasks too, synchronously: no task, no frame in between.
    expect(root.querySelector('[part="top-bar"]'), 'the top bar, rendered before any task ran').to.not.equal(null);
    expect(root.querySelector('[part="sidebar"] .sidebar__group'), 'the sidebar with its platforms').to.not.equal(null);
    await waitFor(() => root.querySelector('[part="top-bar"]') && root.querySelector('[part="home"]'), 'the shell with the home page');
    observer.disconnect();
    expect(loaders).to.deep.equal([]);
  });

  it("the home page's content comes after the shell's first frame: its first commit has the welcome heading alone", async () => {
    // The content's code is loaded already (React.lazy would render it in the very first commit).
    await homePagePart.preload();
    const root = fixture<HTMLElement>(`<portal-shell host-params-json='${testHostParams()}'></portal-shell>`).shadowRoot!;
    await Promise.resolve();
    expect(root.querySelector('[part="top-bar"]'), 'the first commit').to.not.equal(null);
    expect(root.querySelector('.home__welcome'), 'the welcome heading').to.not.equal(null);
    expect(root.querySelector('.home__grid'), 'no content in the first frame').to.equal(null);
    await waitFor(() => root.querySelector('.home__grid'), "the home page's content, after the frame");
  });

  it('a content-platform shell never commits a main of its own: the setting is in the store before React renders', async () => {
    const mains: string[] = [];
    const shell = fixture<HTMLElement>(`<portal-shell content-platform host-params-json='${testHostParams()}'></portal-shell>`);
    const root = shell.shadowRoot!;
    // Every node added or removed: a main that a later commit of the same task replaced shows as removed.
    const observer = new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes, ...record.removedNodes])) {
        if (node instanceof Element) mains.push(...[node, ...node.querySelectorAll('*')].filter((element) => element.matches('main')).map((element) => element.localName));
      }
    });
    observer.observe(root, { childList: true, subtree: true });
    await Promise.resolve();
    expect(root.querySelector('[part="content"]')?.localName, 'the first commit').to.equal('div');
    await waitFor(() => root.querySelector('[part="home"]'), 'the home page');
    observer.disconnect();
    expect(mains).to.deep.equal([]);
    shell.remove();
    $contentPlatformHost.set(false);
  });
});
