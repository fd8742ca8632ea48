// The phone's sidebar drawer: a modal native dialog named Menu whose content is there only while it
// is open; Escape, its Close button and a click on the backdrop close it (not a click in its panel),
// each telling its owner once (closing it by `open` tells nothing), and focus goes back to the button that opened it.
import { expect } from 'chai';
import { useState } from 'react';
import type { Root } from 'react-dom/client';
import themeCss from '../../src/components/theme/theme.css?inline';
import './theme-on-document';
import shellCss from '../../src/components/shell/portal-shell.css?inline';
import { ElementRoot } from '../../src/components/element-root';
import { SidebarDrawer } from '../../src/components/shell/sidebar-drawer';
import { resetMouse, sendKeys, sendMouse } from './commands';
import { mountShadow } from './shadow-fixture';
import { waitFor } from './wait-for';

describe('SidebarDrawer', () => {
  let host: HTMLElement;
  let root: ShadowRoot;
  let reactRoot: Root;
  let closes: number;
  let dialogCloses: number;
  let closeFromOwner: () => void;

  /** The drawer as the shell frame drives it: a menu button opens it, onClose closes it. */
  function Frame() {
    const [open, setOpen] = useState(false);
    closeFromOwner = () => setOpen(false);
    return (
      <>
        <button type="button" className="opener" aria-controls="drawer" onClick={() => setOpen(true)}>
          Menu
        </button>
        <SidebarDrawer
          id="drawer"
          open={open}
          onClose={() => {
            closes += 1;
            setOpen(false);
          }}
        >
          <nav aria-label="Platforms">
            <a href="#home">Home</a>
          </nav>
        </SidebarDrawer>
      </>
    );
  }

  const drawer = () => root.querySelector<HTMLDialogElement>('dialog')!;
  const opener = () => root.querySelector<HTMLButtonElement>('.opener')!;

  /** Opens the drawer from its button, focused as a keyboard user would. */
  async function open(): Promise<HTMLDialogElement> {
    opener().focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => drawer().open && drawer().querySelector('nav'), 'the drawer open with its content');
    return drawer();
  }
  async function expectClosedWithFocusBack(): Promise<void> {
    await waitFor(() => !drawer().open, 'the drawer to close');
    // The dialog's close event comes in a task after it closed: once it has, the owner was told once.
    await waitFor(() => dialogCloses > 0, "the dialog's close event");
    expect(closes, 'dismissals told').to.equal(1);
    expect(drawer().querySelector('nav'), 'its content goes with it').to.equal(null);
    await waitFor(() => root.activeElement === opener(), 'focus back on the menu button');
  }

  beforeEach(async () => {
    closes = 0;
    ({ host, shadow: root, reactRoot } = mountShadow({ css: [themeCss, shellCss], hostStyle: 'display:block;width:800px;height:600px' }));
    reactRoot.render(
      <ElementRoot container={root}>
        <Frame />
      </ElementRoot>,
    );
    await waitFor(() => root.querySelector('.opener'), 'the menu button');
    dialogCloses = 0;
    drawer().addEventListener('close', () => (dialogCloses += 1));
  });
  afterEach(() => {
    reactRoot.unmount();
    host.remove();
  });

  it('closed, holds nothing; open, is a modal dialog named Menu (part "drawer") with the id the button controls', async () => {
    expect(drawer().open).to.equal(false);
    expect(drawer().querySelector('nav')).to.equal(null);
    const dialog = await open();
    expect(dialog.matches(':modal')).to.equal(true);
    expect(dialog.getAttribute('aria-label')).to.equal('Menu');
    expect(dialog.getAttribute('part')).to.equal('drawer');
    expect(dialog.id).to.equal(opener().getAttribute('aria-controls'));
  });

  it('Escape closes it and gives focus back to the menu button', async () => {
    await open();
    await sendKeys({ press: 'Escape' });
    await expectClosedWithFocusBack();
  });

  it('its Close menu button closes it', async () => {
    const dialog = await open();
    dialog.querySelector<HTMLButtonElement>('button[aria-label="Close menu"]')!.click();
    await expectClosedWithFocusBack();
  });

  it('closed by its owner (open false), tells no dismissal', async () => {
    await open();
    closeFromOwner();
    await waitFor(() => dialogCloses > 0, "the dialog's close event");
    expect(drawer().open).to.equal(false);
    expect(closes).to.equal(0);
  });

  it('a click on the backdrop closes it; a click in its panel does not', async () => {
    const dialog = await open();
    const panel = dialog.querySelector('.shell__drawer-panel')!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(panel.left + panel.width / 2), Math.round(panel.bottom - 20)] });
    expect(dialog.open, 'open after a click in the panel').to.equal(true);
    expect(closes).to.equal(0);
    const outside: [number, number] = [Math.round(panel.right + 40), 300];
    expect(root.elementFromPoint(...outside), 'the backdrop is the dialog itself').to.equal(dialog);
    await sendMouse({ type: 'click', position: outside });
    await resetMouse();
    await expectClosedWithFocusBack();
  });
});
