import { TEST_BACKEND } from './test-backend';
import { expect } from 'chai';
import { runInFrame } from './commands';
import '../../elements/portal-shell';
import { $appFrames, $closeMenusSignal, $droppedMessages, $frameReadyTimeoutMs, type AppFrame } from '../../src/stores/frames/app-frames';
import { browserNavigation } from '../../src/stores/platform/browser-navigation';
import { $dirty, $navigationPrompt } from '../../src/stores/platform/navigation-confirmation';
import { $portalUrl, openPath } from '../../src/stores/routing/routing';
import { $session } from '../../src/stores/session/session';
import { $lastSelectedCustomerId } from '../../src/stores/access/selected-customer';
import { mountSignedInShell } from './shell-fixture';
import { waitFor } from './wait-for';

/** The frame pool: live hidden frames, least recently used dropped, instant revisits. */
describe('<portal-shell> product-area frames', () => {
  let shell: HTMLElement;
  const frameOf = (prefix: string) => shell.shadowRoot!.querySelector<HTMLElement>(`.app-frame[data-app-prefix="${prefix}"]`);
  const iframeOf = (prefix: string) => frameOf(prefix)?.querySelector('iframe') ?? null;
  const ready = (prefix: string) => $appFrames.get().some((frame: AppFrame) => frame.key === prefix && frame.state === 'ready');
  const originalAssign = browserNavigation.assign;
  /** Runs `script` in the dashboard app's own (cross-origin) frame, as its code. */
  const inDashApp = (script: string) => runInFrame(`${TEST_BACKEND.apps}/dash/`, script);

  before(async () => {
    browserNavigation.assign = () => {};
    shell = await mountSignedInShell('u-mads', { attributes: { 'frame-pool-size': '2' } });
    await waitFor(() => shell.shadowRoot!.querySelector('[part="home"]'), 'the home page', 8000);
  });
  after(() => {
    shell.remove();
    browserNavigation.assign = originalAssign;
    history.replaceState(null, '', '/');
  });

  it('opens an area in a sandboxed frame on the app origin, with tnt swapped for the customer id', async () => {
    openPath('/dash/Dashboard/tnt');
    await waitFor(() => ready('dash'), 'the dashboard app to report ready', 8000);
    const iframe = iframeOf('dash')!;
    expect(iframe.src).to.equal(`${TEST_BACKEND.apps}/dash/Dashboard/1002`);
    expect(iframe.getAttribute('sandbox')).to.equal('allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads');
    expect(iframe.getAttribute('sandbox')).not.to.contain('allow-top-navigation');
    expect(iframe.title).to.equal('Account Dashboard');
  });

  it('keeps a visited area alive and hidden, and shows the very same frame on return', async () => {
    const dashFrame = iframeOf('dash');
    openPath('/tc/tnt');
    await waitFor(() => ready('tc'), 'the trust center app', 8000);
    expect(frameOf('dash')!.hidden).to.equal(true);
    openPath('/dash/Dashboard/tnt');
    await waitFor(() => frameOf('dash') && !frameOf('dash')!.hidden, 'the dashboard frame on screen');
    expect(iframeOf('dash')).to.equal(dashFrame);
  });

  it('drops the least recently used frame beyond the pool size', async () => {
    openPath('/profile/tnt/users');
    await waitFor(() => $appFrames.get().some((frame) => frame.key === 'profile'), 'the user management frame');
    expect($appFrames.get().map((frame) => frame.key).sort()).to.deep.equal(['dash', 'profile']);
    expect(frameOf('tc')).to.equal(null);
  });

  it('an account change drops every frame, and the area opens again for the new customer', async () => {
    openPath('/dash/Dashboard/tnt');
    await waitFor(() => ready('dash'), 'the dashboard app');
    const before = iframeOf('dash');
    $lastSelectedCustomerId.set(1001);
    await waitFor(() => iframeOf('dash') && iframeOf('dash') !== before, 'a new dashboard frame');
    expect($appFrames.get().map((frame) => frame.key)).to.deep.equal(['dash']);
    expect(iframeOf('dash')!.src).to.equal(`${TEST_BACKEND.apps}/dash/Dashboard/1001`);
  });

  it('an app that never reports ready in time gets an error view with Try again, which loads it again', async () => {
    // No app answers within 1 ms: the timeout view shows.
    $frameReadyTimeoutMs.set(1);
    openPath('/pc/customer/tnt/livestream');
    const error = await waitFor(() => shell.shadowRoot!.querySelector('[part="app-frame-error"]'), 'the error view');
    expect(error.getAttribute('role')).to.equal('alert');
    expect(error.textContent).to.contain('did not start');
    const first = iframeOf('pc');
    $frameReadyTimeoutMs.set(15_000);
    [...error.querySelectorAll('button')].find((button) => button.textContent === 'Try again')!.click();
    await waitFor(() => ready('pc'), 'the app after Try again', 8000);
    expect(iframeOf('pc')).not.to.equal(first);
    expect(shell.shadowRoot!.querySelector('[part="app-frame-error"]')).to.equal(null);
  });

  it('a flood of 2,000 URL reports from the app changes nothing but the address: the last one, no new entry, still signed in', async () => {
    openPath('/dash/Dashboard/tnt');
    await waitFor(() => ready('dash'), 'the dashboard app', 8000);
    const assigned: string[] = [];
    browserNavigation.assign = (url) => void assigned.push(url);
    const warnings: string[] = [];
    const originalWarn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(String(args[0]));
    // Every write of the address, and every animation frame, while the reports come.
    const originalReplace = history.replaceState;
    const originalPush = history.pushState;
    let writes = 0;
    history.replaceState = function (...args: Parameters<History['replaceState']>) {
      writes += 1;
      return originalReplace.apply(this, args);
    };
    history.pushState = function (...args: Parameters<History['pushState']>) {
      writes += 1;
      return originalPush.apply(this, args);
    };
    let frames = 0;
    let counting = true;
    const countFrames = () => {
      frames += 1;
      if (counting) requestAnimationFrame(countFrames);
    };
    requestAnimationFrame(countFrames);
    const entries = history.length;
    const last = '/dash/Dashboard/tnt/flood?i=1999';
    try {
      await inDashApp(`for (let i = 0; i < 2000; i += 1) parent.postMessage({ protocol: 'portal-shell', version: 1, type: 'childUrlChanged', payload: { url: '/dash/Dashboard/1001/flood?i=' + i, navigated: i % 2 === 0 } }, ${JSON.stringify(location.origin)});`);
      await waitFor(() => location.pathname + location.search === last, 'the address of the last report', 8000);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    } finally {
      counting = false;
      history.replaceState = originalReplace;
      history.pushState = originalPush;
      console.warn = originalWarn;
      browserNavigation.assign = () => {};
    }
    expect($portalUrl.get()).to.equal(last);
    // The app's navigation made its own entries in the tab's history; the shell only replaces its address.
    expect(history.length).to.equal(entries);
    // The address follows the reports once per animation frame (the router's write and the entry's number), not once per report.
    expect(writes).to.be.at.most(2 * frames);
    expect(writes).to.be.below(200);
    expect($session.get().status).to.equal('authenticated');
    expect(assigned).to.deep.equal([]);
    expect(performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/identity/account/logout'))).to.deep.equal([]);
    // Beyond its budget: throttled, told once, and its reports kept rather than dropped.
    expect(warnings.filter((warning) => warning.includes('throttling'))).to.have.length(1);
    expect($droppedMessages.get().flooding).to.equal(0);
    expect(ready('dash')).to.equal(true);
    // The throttle ends with the flood: within its next window the frame is heard again.
    const closes = $closeMenusSignal.get();
    const click = `parent.postMessage({ protocol: 'portal-shell', version: 1, type: 'childClick', payload: {} }, ${JSON.stringify(location.origin)});`;
    await waitFor(async () => (await inDashApp(click)) && $closeMenusSignal.get() > closes, 'the frame to be heard again');
  });

  it("the app's own Log out over unsaved work asks Stay or Leave, as the user menu's does: Stay keeps the session, Leave signs out", async function () {
    this.timeout(30_000);
    const assigned: string[] = [];
    browserNavigation.assign = (url) => void assigned.push(url);
    try {
      await inDashApp(`const notes = document.querySelector('#notes'); notes.value = 'unsaved'; notes.dispatchEvent(new Event('input', { bubbles: true }));`);
      await waitFor(() => $dirty.get(), 'the app to report unsaved work');
      await inDashApp(`document.querySelector('#logout').click();`);
      const prompt = await waitFor(() => shell.shadowRoot!.querySelector<HTMLElement>('[role="alertdialog"]'), 'the Stay / Leave question');
      expect($session.get().status).to.equal('authenticated');
      [...prompt.querySelectorAll('button')].find((button) => button.textContent === 'Stay')!.click();
      await waitFor(() => $navigationPrompt.get() === null, 'the question to close');
      expect($session.get().status).to.equal('authenticated');
      expect($dirty.get()).to.equal(true);
      expect(assigned).to.deep.equal([]);

      await inDashApp(`document.querySelector('#logout').click();`);
      const again = await waitFor(() => shell.shadowRoot!.querySelector<HTMLElement>('[role="alertdialog"]'), 'the question again');
      [...again.querySelectorAll('button')].find((button) => button.textContent === 'Leave')!.click();
      await waitFor(() => assigned.length > 0, 'the sign-out redirect');
      expect(assigned).to.have.length(1);
      expect(new URL(assigned[0]!).pathname).to.equal('/identity/account/logout');
      expect($session.get().status).to.equal('unauthenticated');
    } finally {
      browserNavigation.assign = () => {};
    }
  });
});
