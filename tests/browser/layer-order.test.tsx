// One stacking order for every layer of ours: a modal dialog and its backdrop cover the chat popup.
import { expect } from 'chai';
import '../../elements/portal-shell';
import { mountSignedInShell } from './shell-fixture';
import { cleanupFixtures, waitFor } from './wait-for';

describe('the layers of the shell', function () {
  this.timeout(30_000);
  let shell: HTMLElement | undefined;

  afterEach(() => {
    shell?.remove();
    cleanupFixtures();
  });

  it('put the Switch account dialog and its backdrop above the open chat popup', async () => {
    shell = await mountSignedInShell('u-mads');
    const root = shell.shadowRoot!;
    const launcher = await waitFor(() => root.querySelector<HTMLButtonElement>('[part~="launcher"]'), "the shell's chat launcher");
    launcher.click();
    const popup = await waitFor(() => root.querySelector<HTMLElement>('[part~="popup"]'), 'the chat popup');
    await waitFor(() => popup.getBoundingClientRect().height > 0, 'the popup laid out');
    const box = popup.getBoundingClientRect();
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 8, box.top + 8],
      [box.right - 8, box.bottom - 8],
    ] as const;
    const before = root.elementFromPoint(...points[0]);
    expect(popup.contains(before), `what is on the chat before: ${before?.className} in ${before?.parentElement?.className}`).to.equal(true);

    root.querySelector<HTMLButtonElement>('[part="account-switcher-button"]')!.click();
    await waitFor(() => root.querySelector('.account-switcher__positioner [role="dialog"]'), 'the Switch account dialog');
    for (const point of points) {
      const hit = root.elementFromPoint(...point);
      expect(hit?.closest('.account-switcher__backdrop, .account-switcher__positioner'), `what is at ${point.join(', ')}: ${hit?.className}`).to.not.equal(null);
    }
  });
});
