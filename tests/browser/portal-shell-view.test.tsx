// What the shell shows for each state of the session before there is a signed-in person to show
// the portal to: the Signing in loader, the details that could not load (Try again), the signed-out
// page (Sign in), a site the portal refuses, and the recovery page when the start failed.
import { expect } from 'chai';
import type { Root } from 'react-dom/client';
import themeCss from '../../src/components/theme/theme.css?inline';
import './theme-on-document';
import shellCss from '../../src/components/shell/portal-shell.css?inline';
import { ElementRoot } from '../../src/components/element-root';
import { PortalShellView } from '../../src/components/shell/portal-shell-view';
import { SHELL_FAILED_TEXT } from '../../src/components/shell/shell-start-failed';
import { browserNavigation } from '../../src/stores/platform/browser-navigation';
import { $hostParams } from '../../src/stores/platform/environment';
import { $session } from '../../src/stores/session/session';
import { $shellStartFailed } from '../../src/stores/shell-start';
import { resetStores } from '../../src/stores/store-reset';
import { mountShadow } from './shadow-fixture';
import { testHostParams } from './test-backend';
import { waitFor } from './wait-for';

describe('PortalShellView before the portal', () => {
  let host: HTMLElement;
  let root: ShadowRoot;
  let reactRoot: Root;
  const originalAssign = browserNavigation.assign;
  const assigned: string[] = [];
  const signedOut = { user: null, fromAuth: false, isDevelopmentUser: false } as const;

  const text = () => root.textContent ?? '';
  const button = (name: string) => [...root.querySelectorAll('button')].find((each) => each.textContent === name);

  before(() => {
    browserNavigation.assign = (url) => void assigned.push(url);
    $hostParams.set(testHostParams());
  });
  after(() => {
    browserNavigation.assign = originalAssign;
    $hostParams.set(undefined);
    resetStores({ only: ['session'] });
  });
  beforeEach(() => {
    assigned.length = 0;
    ({ host, shadow: root, reactRoot } = mountShadow({ css: [themeCss, shellCss], hostStyle: 'display:block;height:400px' }));
  });
  afterEach(() => {
    reactRoot.unmount();
    host.remove();
    $shellStartFailed.set(false);
  });

  const render = () =>
    reactRoot.render(
      <ElementRoot container={root}>
        <PortalShellView container={root} />
      </ElementRoot>,
    );

  it('while the session starts, shows the Signing in loader and no top bar', async () => {
    $session.set({ ...signedOut, status: 'initializing' });
    render();
    const loader = await waitFor(() => root.querySelector('[part="loader"]'), 'the loader');
    expect(loader.textContent).to.equal('Signing in');
    expect(root.querySelector('[part="top-bar"]')).to.equal(null);
  });

  it("when the person's details could not load, says so in the shell, and Try again asks again", async () => {
    $session.set({ ...signedOut, status: 'unavailable' });
    render();
    await waitFor(() => root.querySelector('[part="shell"] [part="user-data-unavailable"]'), 'the page in the shell');
    button('Try again')!.click();
    expect($session.get().status, 'asked again').to.equal('initializing');
    await waitFor(() => !root.querySelector('[part="user-data-unavailable"]'), 'the page to go as the details are asked again');
    // Whatever the backend answers (its sign-in is the earlier files'), the question is settled before the next test.
    await waitFor(() => $session.get().status !== 'initializing', 'the new answer');
    reactRoot.render(null);
  });

  it('signed out, says so with a Sign in button that sends the person to sign in', async () => {
    $session.set({ ...signedOut, status: 'unauthenticated' });
    render();
    await waitFor(() => text().includes('You are signed out.'), 'the signed-out page');
    expect(root.querySelector('[part="shell"] [role="status"]')?.textContent).to.equal('You are signed out.');
    expect(assigned).to.deep.equal([]);
    button('Sign in')!.click();
    await waitFor(() => assigned.length === 1, 'the way to sign in');
    expect(new URL(assigned[0]!).pathname).to.equal('/identity/account/logout');
  });

  it('on a site the portal refuses, says only that: no way to sign in there', async () => {
    $session.set({ ...signedOut, status: 'unauthenticated', originRefused: true });
    render();
    await waitFor(() => text().includes('The portal is not available on this site.'), 'the refusal');
    expect(button('Sign in')).to.equal(undefined);
  });

  it('when the start failed, shows the recovery page whatever the session', async () => {
    $session.set({ ...signedOut, status: 'initializing' });
    $shellStartFailed.set(true);
    render();
    await waitFor(() => text().includes(SHELL_FAILED_TEXT), 'the recovery page');
    expect(button('Open the home page')).to.not.equal(undefined);
    expect(root.querySelector('[part="loader"]')).to.equal(null);
  });
});
