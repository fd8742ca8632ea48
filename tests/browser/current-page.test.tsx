// The page beside the sidebar for each view of the address: the loader while the view is not
// known (or the shell is on its way home), the home page's welcome alone until the shell's first
// frame, a named heading for an area (whose frame AppFrames shows), and the status pages.
import { expect } from 'chai';
import type { Root } from 'react-dom/client';
import themeCss from '../../src/components/theme/theme.css?inline';
import './theme-on-document';
import shellCss from '../../src/components/shell/portal-shell.css?inline';
import { ElementRoot } from '../../src/components/element-root';
import { CurrentPage } from '../../src/components/shell/current-page';
import type { PortalView } from '../../src/stores/routing/routing';
import { mountShadow } from './shadow-fixture';
import { waitFor } from './wait-for';

describe('CurrentPage', () => {
  let host: HTMLElement;
  let root: ShadowRoot;
  let reactRoot: Root;

  beforeEach(() => {
    ({ host, shadow: root, reactRoot } = mountShadow({ css: [themeCss, shellCss], hostStyle: 'display:block;height:400px' }));
  });
  afterEach(() => {
    reactRoot.unmount();
    host.remove();
  });

  /** Renders the page of `view` and waits until `shown` finds it in the shadow root. */
  async function show<T>(view: PortalView, shown: () => T | null | undefined, painted = true): Promise<T> {
    reactRoot.render(
      <ElementRoot container={root}>
        <CurrentPage view={view} painted={painted} />
      </ElementRoot>,
    );
    return waitFor(shown, `the page of ${view.kind}`);
  }
  const loader = () => root.querySelector('[part="loader"][role="status"]');
  const heading = (text: string) => [...root.querySelectorAll('h1')].find((each) => each.textContent === text);

  it('shows the Loading loader while the view is not known, and on the way home', async () => {
    expect((await show({ kind: 'loading' }, loader))!.textContent).to.equal('Loading');
    await show({ kind: 'notFound' }, () => root.querySelector('[part="not-found"]'));
    expect((await show({ kind: 'redirectHome', reason: 'restricted' }, loader))!.textContent).to.equal('Loading');
  });

  it("before the shell's first frame, the home page is its welcome alone, marked busy", async () => {
    const home = (await show({ kind: 'home' }, () => root.querySelector('[part="home"]'), false))!;
    expect(home.getAttribute('aria-busy')).to.equal('true');
    expect(home.querySelector('h1')?.textContent).to.equal('Welcome back');
    expect(home.children.length).to.equal(1);
  });

  it("an area's page is one heading naming it for assistive technology, by its menu title or else its prefix", async () => {
    const app = { appPrefix: 'dash' } as Extract<PortalView, { kind: 'app' }>['app'];
    const named = (await show({ kind: 'app', app, path: '/dash/Dashboard/1001', entry: { title: 'Account Dashboard' } as Extract<PortalView, { kind: 'app' }>['entry'] }, () => heading('Account Dashboard')))!;
    expect(named.className).to.equal('visually-hidden');
    await show({ kind: 'app', app, path: '/dash/x', entry: null }, () => heading('dash'));
    expect(root.querySelectorAll('h1').length).to.equal(1);
  });

  it('shows Page not found, and Not allowed with the account it is about', async () => {
    const notFound = (await show({ kind: 'notFound' }, () => root.querySelector('[part="not-found"]')))!;
    expect(notFound.textContent).to.contain('Page not found');
    const notAllowed = (await show({ kind: 'notAllowed', customerId: 4030 }, () => root.querySelector('[part="not-allowed"]')))!;
    expect(notAllowed.textContent).to.contain('You are not allowed to see this page for account 4030.');
  });
});
