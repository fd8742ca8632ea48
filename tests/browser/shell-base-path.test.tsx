import axe from 'axe-core';
import { expect } from 'chai';
import '../../elements/portal-shell';
import { browserNavigation } from '../../src/stores/platform/browser-navigation';
import { $framePoolSize, DEFAULT_FRAME_POOL_SIZE } from '../../src/stores/frames/app-frames';
import { $contentPlatformHost } from '../../src/stores/platform/environment';
import { $portalPath, navigate } from '../../src/stores/routing/routing';
import { mountSignedInShell } from './shell-fixture';
import { waitFor } from './wait-for';

/** A CMS host mounts the portal under a sub-path (the base-path attribute). */
describe('<portal-shell base-path>, and the other settings a host changes later', () => {
  let shell: HTMLElement;
  const part = (name: string) => shell.shadowRoot!.querySelector(`[part="${name}"]`);
  const visibleFrame = () => shell.shadowRoot!.querySelector<HTMLElement>('.app-frame:not([hidden])');
  const originalAssign = browserNavigation.assign;
  const hostTitle = 'A host page that says it is a content platform later';

  before(async () => {
    browserNavigation.assign = () => {};
    document.title = hostTitle;
    shell = await mountSignedInShell('u-ada', { path: '/cms/portal/dash/Dashboard/tnt', attributes: { 'base-path': '/cms/portal/' } });
    await waitFor(() => visibleFrame(), 'the app under the base path', 8000);
  });
  after(() => {
    shell.remove();
    browserNavigation.assign = originalAssign;
    history.replaceState(null, '', '/');
  });

  it('reads the page under the base path', () => {
    expect($portalPath.get()).to.equal('/dash/Dashboard/tnt');
  });

  it('navigates with the base path in the address bar', async () => {
    await navigate('/internal-tools');
    await waitFor(() => part('internal-tools'), 'the internal tools page');
    expect(location.pathname).to.equal('/cms/portal/internal-tools');
  });

  it('internal tools: hidden tools skipped, absolute links in a new tab with the customer id, others under the base path', async () => {
    // The external tools are links once their access cookie exists (asked for when the page opened).
    await waitFor(() => shell.shadowRoot!.querySelector('.internal-tools__link[target="_blank"]'), 'the access to the internal tools');
    const links = [...shell.shadowRoot!.querySelectorAll<HTMLAnchorElement>('.internal-tools__link')];
    expect(links.map((link) => link.textContent)).to.deep.equal(['Raptor Users', 'Partner Users', 'Search Internal', 'Module Builder', 'Manage Customers']);
    const raptor = links[0]!;
    expect(raptor.target).to.equal('_blank');
    expect(raptor.rel).to.contain('noopener');
    expect(raptor.getAttribute('href')).to.equal('https://internal.portal.example/users?customer=5150');
    expect(links[2]!.getAttribute('href')).to.equal('/cms/portal/search-internal/5150');
    expect(links[3]!.getAttribute('href')).to.equal('https://internal.portal.example/modulebuilder/5150');
  });

  it('axe finds no serious or critical violation on the internal tools page, with the sidebar and top bar', async () => {
    const results = await axe.run(shell, { resultTypes: ['violations'] });
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => violation.id)).to.deep.equal([]);
  });

  it('an internal tool navigates inside the portal, and not again when already there', async () => {
    const search = [...shell.shadowRoot!.querySelectorAll<HTMLAnchorElement>('.internal-tools__link')][2]!;
    search.click();
    await waitFor(() => visibleFrame(), 'Search Internal');
    // The link names the current customer; the address names it as its frame reports it, tnt.
    expect(location.pathname).to.equal('/cms/portal/search-internal/tnt');
    const length = history.length;
    expect(await navigate('/search-internal/5150')).to.equal(false);
    expect(await navigate('/search-internal/tnt')).to.equal(false);
    expect(history.length).to.equal(length);
  });

  it('paths outside the base path are Not Found', async () => {
    history.pushState(null, '', '/elsewhere');
    dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => part('not-found'), 'Not Found');
  });

  it('a base-path the host changes later re-roots the portal: the address is read under the new base, and navigation writes under it', async () => {
    history.pushState(null, '', '/site/app/dash/Dashboard/tnt');
    shell.setAttribute('base-path', '/site/app');
    await waitFor(() => $portalPath.get() === '/dash/Dashboard/tnt', 'the page read under the new base path');
    await waitFor(() => visibleFrame(), 'the app under the new base path');
    await navigate('/internal-tools');
    await waitFor(() => part('internal-tools'), 'the internal tools page');
    expect(location.pathname).to.equal('/site/app/internal-tools');
  });

  it('frame-pool-size and content-platform changed after the start reach the stores at once, the way base-path does, and the shell follows', async () => {
    expect($framePoolSize.get()).to.equal(DEFAULT_FRAME_POOL_SIZE);
    expect($contentPlatformHost.get()).to.equal(false);
    shell.setAttribute('frame-pool-size', '5');
    expect($framePoolSize.get(), 'the attribute, before any render').to.equal(5);
    (shell as HTMLElementTagNameMap['portal-shell']).framePoolSize = 1;
    expect($framePoolSize.get(), 'the property, before any render').to.equal(1);
    await waitFor(() => document.title === 'Internal tools – Portal', 'the portal naming the page');
    shell.setAttribute('content-platform', '');
    expect($contentPlatformHost.get(), 'before any render').to.equal(true);
    await waitFor(() => part('content')?.localName === 'div', 'the content region without a main of its own');
    await waitFor(() => document.title === hostTitle, `the host page's title back (${JSON.stringify(document.title)})`, 3000);
    shell.removeAttribute('content-platform');
    await waitFor(() => document.title === 'Internal tools – Portal', 'the portal naming the page again');
    shell.removeAttribute('frame-pool-size');
    expect($contentPlatformHost.get()).to.equal(false);
    expect($framePoolSize.get()).to.equal(DEFAULT_FRAME_POOL_SIZE);
    await waitFor(() => part('content')?.localName === 'main', 'the content region back in a main');
  });
});

/** The content-platform page (demo/cms.html): the host names its page, the portal lives under its base path. */
describe('<portal-shell content-platform> on the host page', () => {
  const hostTitle = 'Customer portal · Content platform';
  let shell: HTMLElement;
  const root = () => shell.shadowRoot!;
  const originalAssign = browserNavigation.assign;

  before(async () => {
    browserNavigation.assign = () => {};
    document.title = hostTitle;
    shell = await mountSignedInShell('u-ada', { path: '/cms/portal/', attributes: { 'base-path': '/cms/portal', 'content-platform': '' } });
    await waitFor(() => root().querySelector('[part="home"]'), 'the home page under the base path', 8000);
  });
  after(() => {
    shell.remove();
    $contentPlatformHost.set(false);
    browserNavigation.assign = originalAssign;
    history.replaceState(null, '', '/');
  });

  it("keeps the host's title on the first page and after a navigation", async () => {
    expect(document.title, 'on the reload').to.equal(hostTitle);
    await navigate('/internal-tools');
    await waitFor(() => root().querySelector('[part="internal-tools"]'), 'the internal tools page');
    expect(document.title, 'after a navigation').to.equal(hostTitle);
    await navigate('/');
  });

  it('the logo leads to the home page under the base path', () => {
    expect(root().querySelector<HTMLAnchorElement>('.shell__logo')?.getAttribute('href')).to.equal('/cms/portal/');
  });

  it('the skip link takes no space on screen until it has focus, and shows whole when focused', () => {
    const skip = root().querySelector<HTMLElement>('.shell__skip-link')!;
    const hidden = skip.getBoundingClientRect();
    expect(hidden.width * hidden.height, 'at most one pixel while unfocused').to.be.at.most(1);
    expect(getComputedStyle(skip).clipPath === 'none' && getComputedStyle(skip).clip === 'auto', 'clipped while unfocused').to.equal(false);
    skip.focus();
    const shown = skip.getBoundingClientRect();
    expect(shown.width, 'its text fits when focused').to.be.greaterThan(60);
    expect(shown.top, 'on screen').to.be.at.least(0);
    expect(getComputedStyle(skip).transform).to.equal('none');
    skip.blur();
  });
});
