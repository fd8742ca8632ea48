// The two-answer question of the shell (unsaved changes, app overrides): an alert dialog in the
// shadow root, focus on the safe answer, Escape giving it, the action's button the other answer.
import { expect } from 'chai';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import themeCss from '../../src/components/theme/theme.css?inline';
import './theme-on-document';
import shellCss from '../../src/components/shell/portal-shell.css?inline';
import { ElementRoot } from '../../src/components/element-root';
import { ConfirmDialog } from '../../src/components/shell/confirm-dialog';
import { sendKeys } from './commands';
import { mountShadow } from './shadow-fixture';
import { waitFor } from './wait-for';

describe('ConfirmDialog', () => {
  let host: HTMLElement;
  let root: ShadowRoot;
  let reactRoot: Root;
  let answers: boolean[];

  /** Open until answered, as its callers keep it: the answer closes it. */
  function Asking() {
    const [open, setOpen] = useState(true);
    return (
      <>
        <button type="button">Behind</button>
        <ConfirmDialog
          open={open}
          onAnswer={(act) => {
            answers.push(act);
            setOpen(false);
          }}
          title="Unsaved changes"
          part="navigation-prompt"
          safeLabel="Stay"
          actLabel="Leave"
        >
          <p>Leave anyway?</p>
        </ConfirmDialog>
      </>
    );
  }

  /**
   * Asked from a button, the question rendered in a frame callback: the page behind goes inert in
   * that frame and the browser takes focus off the button before the next one, when Ark's focus
   * trap starts (what a busy machine does to the shell's prompt now and then).
   */
  function AskedFromButton() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => requestAnimationFrame(() => flushSync(() => setOpen(true)))}>
          Portal home
        </button>
        <ConfirmDialog open={open} onAnswer={() => setOpen(false)} title="Unsaved changes" part="navigation-prompt" safeLabel="Stay" actLabel="Leave">
          <p>Leave anyway?</p>
        </ConfirmDialog>
      </>
    );
  }

  const dialog = () => root.querySelector<HTMLElement>('[role="alertdialog"]');
  const button = (name: string) => [...dialog()!.querySelectorAll('button')].find((each) => each.textContent === name)!;

  beforeEach(async () => {
    answers = [];
    ({ host, shadow: root, reactRoot } = mountShadow({ css: [themeCss, shellCss], hostStyle: 'display:block;width:800px;height:600px' }));
    reactRoot.render(
      <ElementRoot container={root}>
        <Asking />
      </ElementRoot>,
    );
    await waitFor(() => dialog() && root.activeElement === button('Stay'), 'the dialog, focus on Stay');
  });
  afterEach(() => {
    reactRoot.unmount();
    host.remove();
  });

  it('is an alert dialog in the shadow root named by its title, with the part given, focus on the safe answer', () => {
    const element = dialog()!;
    expect(document.querySelector('[role="alertdialog"]'), 'nothing portalled into the light DOM').to.equal(null);
    expect(element.getAttribute('part')).to.equal('navigation-prompt');
    expect(root.getElementById(element.getAttribute('aria-labelledby')!)?.textContent).to.equal('Unsaved changes');
    expect(element.textContent).to.contain('Leave anyway?');
    expect([...element.querySelectorAll('button')].map((each) => each.textContent)).to.deep.equal(['Stay', 'Leave']);
  });

  it('Escape gives the safe answer, once', async () => {
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog(), 'the dialog to close');
    expect(answers).to.deep.equal([false]);
  });

  it("the action's button gives the action, the safe one the safe answer", async () => {
    button('Leave').click();
    await waitFor(() => !dialog(), 'the dialog to close');
    expect(answers).to.deep.equal([true]);
    reactRoot.render(
      <ElementRoot container={root}>
        <Asking key="again" />
      </ElementRoot>,
    );
    await waitFor(() => dialog() && root.activeElement === button('Stay'), 'the dialog again');
    button('Stay').click();
    await waitFor(() => !dialog(), 'the dialog to close again');
    expect(answers).to.deep.equal([true, false]);
  });

  it('an answer gives focus back to the element that asked, though the page behind went inert before the focus trap started', async () => {
    reactRoot.render(
      <ElementRoot container={root}>
        <AskedFromButton />
      </ElementRoot>,
    );
    await waitFor(() => !dialog(), 'the first question gone');
    const opener = [...root.querySelectorAll('button')].find((each) => each.textContent === 'Portal home')!;
    opener.focus();
    opener.click();
    await waitFor(() => dialog() && root.activeElement === button('Stay'), 'the dialog, focus on Stay');
    button('Stay').click();
    await waitFor(() => !dialog(), 'the dialog to close');
    await waitFor(() => root.activeElement === opener, `focus back on the button that asked (it is on ${document.activeElement?.localName})`);
  });
});
