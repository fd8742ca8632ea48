import { TEST_BACKEND } from './test-backend';
import { expect } from 'chai';
import '../../elements/portal-shell';
import { $appFrames, $frameReadyTimeoutMs, type AppFrame } from '../../src/stores/app-frames';
import { browserNavigation } from '../../src/stores/browser-navigation';
import { openPath } from '../../src/stores/routing';
import { $lastSelectedCustomerId } from '../../src/stores/selected-customer';
import { mountSignedInShell } from './shell-fixture';
import { waitFor } from './wait-for';

/** The frame pool: live hidden frames, least recently used dropped, instant revisits. */
describe('<portal-shell> product-area frames', () => {
  let shell: HTMLElement;
  const frameOf = (prefix: string) => shell.shadowRoot!.querySelector<HTMLElement>(`.app-frame[data-app-prefix="${prefix}"]`);
  const iframeOf = (prefix: string) => frameOf(prefix)?.querySelector('iframe') ?? null;
  const ready = (prefix: string) => $appFrames.get().some((frame: AppFrame) => frame.key === prefix && frame.state === 'ready');
  const originalAssign = browserNavigation.assign;

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
    const error = await waitFor(() => shell.shadowRoot!.querySelector('[part="app-frame-error"]'), 'the error view', 5000);
    expect(error.getAttribute('role')).to.equal('alert');
    expect(error.textContent).to.contain('did not start');
    const first = iframeOf('pc');
    $frameReadyTimeoutMs.set(15_000);
    [...error.querySelectorAll('button')].find((button) => button.textContent === 'Try again')!.click();
    await waitFor(() => ready('pc'), 'the app after Try again', 8000);
    expect(iframeOf('pc')).not.to.equal(first);
    expect(shell.shadowRoot!.querySelector('[part="app-frame-error"]')).to.equal(null);
  });
});
