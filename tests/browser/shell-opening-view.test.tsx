// A first visit to an area: until the area's frame exists, only what paints the chrome and the
// area runs. The menus, popovers and the chat (and error reporting, tests/unit) load after it.
import { expect } from 'chai';
import { browserNavigation } from '../../src/stores/platform/browser-navigation';
import { clearFaults, injectFault, untilCallHeld } from '../faults/fault-harness';
import { mountSignedInShell } from './shell-fixture';
import { waitFor } from './wait-for';

describe('<portal-shell> first visit to an area', () => {
  const originalAssign = browserNavigation.assign;
  let shell: HTMLElement | undefined;
  before(() => {
    browserNavigation.assign = () => {};
  });
  after(async () => {
    shell?.remove();
    browserNavigation.assign = originalAssign;
    history.replaceState(null, '', '/');
    await clearFaults();
  });

  it('the user menu, the partner products and the chat come only once the area\'s frame is there', async () => {
    // The accounts held back: the user is known and the chrome painted, the area waits for its account.
    const accounts = { origin: 'auth', method: 'GET', path: '/authapi/Login/GetAccessibleCustomers' } as const;
    await injectFault(accounts, 'latency:3000', 1);
    shell = await mountSignedInShell('u-mads', { path: '/dash/Dashboard/tnt' });
    const root = shell.shadowRoot!;
    await untilCallHeld(accounts);
    await waitFor(() => root.querySelector('[part="top-bar"]'), 'the top bar');
    const early: string[] = [];
    // Every frame until the area's frame exists: none of what can wait is on the page yet.
    await waitFor(() => {
      const frame = root.querySelector('.app-frame iframe');
      if (frame) return frame;
      if (root.querySelector('[part="launcher"]')) early.push('chat launcher');
      if (root.querySelector('button[aria-label^="User menu for"]')) early.push('user menu');
      return null;
    }, 'the area\'s frame', 15_000);
    expect([...new Set(early)]).to.deep.equal([]);
    await waitFor(() => root.querySelector('button[aria-label^="User menu for"]'), 'the user menu, after the frame', 15_000);
    await waitFor(() => root.querySelector('[part="launcher"]'), 'the chat launcher, after the frame', 15_000);
  });
});
