import { expect } from 'chai';
import { SHELL_FAILED_TEXT } from '../../src/components/shell/shell-start-failed';
import { browserNavigation } from '../../src/stores/platform/browser-navigation';
import { mountSignedInShell } from './shell-fixture';
import { waitFor } from './wait-for';

/** No exception while the shell starts leaves an empty element: the person gets a way home. */
describe('<portal-shell> whose start throws', () => {
  const originalAssign = browserNavigation.assign;
  const originalReplaceState = history.replaceState.bind(history);
  const assigned: string[] = [];
  let shell: HTMLElement | undefined;
  before(() => {
    browserNavigation.assign = (url) => void assigned.push(url);
  });
  after(() => {
    shell?.remove();
    history.replaceState = originalReplaceState;
    browserNavigation.assign = originalAssign;
    originalReplaceState(null, '', '/');
  });

  it('shows the recovery page, whose button opens the home page afresh', async () => {
    // As Chromium does for an address it will not take: a SecurityError from the history API,
    // for every call after the fixture's own. The start moves a tab back from the identity server
    // to the page it names before the first render: that call throws.
    let calls = 0;
    history.replaceState = (...args: Parameters<History['replaceState']>) => {
      calls += 1;
      if (calls > 1) throw new DOMException('refused', 'SecurityError');
      originalReplaceState(...args);
    };
    shell = await mountSignedInShell('u-mads', { path: '/?initialurl=%2Fdash%2FDashboard%2Ftnt' });
    const root = shell.shadowRoot!;
    const button = await waitFor(() => [...root.querySelectorAll('button')].find((each) => each.textContent === 'Open the home page'), 'the recovery page', 8000);
    expect(root.textContent).to.contain(SHELL_FAILED_TEXT);
    button.click();
    expect(assigned).to.deep.equal(['/']);
  });
});
