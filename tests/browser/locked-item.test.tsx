// A locked sidebar entry: disabled, with a lock, and its access card (an Ark hover card with links)
// after 750 ms of hover or on keyboard focus, one card at a time, inside the window at any width.
import { expect } from 'chai';
import { sendKeys, sendMouse, setViewport } from './commands';
import { ElementRoot } from '../../src/components/element-root';
import shellCss from '../../src/components/shell/portal-shell.css?inline';
import { Sidebar } from '../../src/components/sidebar/sidebar';
import { SidebarDrawer } from '../../src/components/shell/sidebar-drawer';
import { TOOLTIP_OPEN_DELAY_MS } from '../../src/config/business-constants';
import { $portalPath } from '../../src/stores/routing/routing';
import { centre, pointerInto } from './pointer';
import { actFor, entry, HOVER_CARD_CLOSE_DELAY_MS, host, openTooltips, reactRoot, root, setSidebar, tabToLockedEntry, withSidebarPage } from './sidebar-kit';
import { framesFor, holdTimeouts, nothingHappensWithin, waitFor } from './wait-for';

describe('a locked sidebar item', () => {
  withSidebarPage();

  it('disables a locked item, with a lock icon, and shows the access tooltip only after 750 ms of hover', async () => {
    actFor(1003);
    setSidebar({ rail: false, isMenuFixed: true, openedListItems: ['cdp'] });
    // The entry with its card (the card's code loaded: not the look-alike shown meanwhile).
    await waitFor(() => root.querySelector('.sidebar__tooltip'), 'the hover card part');
    const locked = await waitFor(() => entry('Audience Builder'), 'Audience Builder');
    expect(locked.tagName).to.equal('BUTTON');
    expect(locked.getAttribute('aria-disabled')).to.equal('true');
    expect(locked.getAttribute('href')).to.equal(null);
    expect(locked.querySelector('.sidebar__lock')).to.not.equal(null);

    locked.click();
    await nothingHappensWithin(framesFor(50), () => expect($portalPath.get(), 'a locked item does not navigate').to.equal('/'));

    // The open delay's timer is held, and run once the tooltip has been seen closed meanwhile.
    const openDelay = holdTimeouts(TOOLTIP_OPEN_DELAY_MS);
    try {
      await pointerInto(entry('Audience Builder')!);
      const opening = await waitFor(() => openDelay.taken()[0], `a ${TOOLTIP_OPEN_DELAY_MS} ms timer on hover`);
      await nothingHappensWithin(framesFor(300), () => expect(openTooltips(), 'no tooltip before the delay').to.have.length(0));
      opening();
    } finally {
      openDelay.restore();
    }
    const tooltip = await waitFor(() => openTooltips()[0], 'the tooltip');
    expect(tooltip.textContent).to.contain("You don't have access to Audience Builder");
    expect(tooltip.textContent).to.contain('Contact the Professional Services team to activate this product.');
    const readMore = Array.from(tooltip.querySelectorAll('a')).find((link) => link.textContent === 'Read more')!;
    expect(readMore.getAttribute('href')).to.equal('https://portal.example/products/cdp');
    expect(readMore.target).to.equal('_blank');
    expect(readMore.rel).to.contain('noopener');
    // Described by the card's title text only; no tooltip role anywhere holds a link.
    const titleId = tooltip.querySelector('.sidebar__tooltip-title')!.id;
    await waitFor(() => locked.getAttribute('aria-describedby') === titleId, 'the entry described by the card title');
    expect(tooltip.getAttribute('aria-labelledby')).to.equal(tooltip.querySelector('.sidebar__tooltip-title')!.id);
    expect(root.querySelectorAll('[role="tooltip"] a')).to.have.length(0);
  });

  it('shows the tooltip on keyboard focus, and Tab reaches its links and moves on', async () => {
    const { tooltip } = await tabToLockedEntry();
    expect(tooltip.textContent).to.contain("You don't have access to Audience Builder");

    await sendKeys({ press: 'Tab' });
    expect(root.activeElement?.textContent).to.equal('Professional Services team');
    await sendKeys({ press: 'Tab' });
    expect(root.activeElement?.textContent).to.equal('Read more');
    expect(tooltip.hidden, 'open while focus is inside it').to.equal(false);

    await sendKeys({ press: 'Tab' });
    expect(root.activeElement).to.equal(entry('Activations'));
    await waitFor(() => tooltip.hidden, 'the first tooltip to close');
    await waitFor(() => openTooltips()[0]?.textContent?.includes('Activations'), "the next item's tooltip");
  });

  it('shows one card at a time: focus on an entry closes the card the resting pointer opened on another', async () => {
    actFor(1003);
    setSidebar({ rail: false, isMenuFixed: true, openedListItems: ['cdp'] });
    // The entry of the hover card's code, not the placeholder shown until that code has loaded.
    await waitFor(() => root.querySelector('.sidebar__tooltip'), 'the hover card part');
    const activations = await waitFor(() => entry('Activations')?.closest<HTMLElement>('[data-card-entry]'), 'Activations, with its hover card');
    // From off the list: a pointer entering the entry is what opens a card.
    const openDelay = holdTimeouts(TOOLTIP_OPEN_DELAY_MS);
    try {
      await pointerInto(activations);
      (await waitFor(() => openDelay.taken()[0], 'the hover delay'))();
    } finally {
      openDelay.restore();
    }
    await waitFor(() => openTooltips()[0]?.textContent?.includes('Activations'), 'the card the pointer opened');

    const { tooltip } = await tabToLockedEntry();
    await waitFor(() => openTooltips().length === 1, 'the other card to close');
    expect(openTooltips()[0]).to.equal(tooltip);
    expect(tooltip.textContent).to.contain('Audience Builder');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => openTooltips().length === 0, 'Escape to close it');
  });

  it("keeps the focused entry's card the only one when the pointer rests on another entry", async () => {
    const { tooltip } = await tabToLockedEntry();
    // Its start: the open card, beside the entries, may reach over the rest of the row.
    const activations = entry('Activations')!;
    const box = activations.getBoundingClientRect();
    // From off the list: a pointer entering the entry is what opens a card.
    const openDelay = holdTimeouts(TOOLTIP_OPEN_DELAY_MS);
    try {
      await pointerInto(activations, [Math.round(box.left + 12), Math.round(box.top + box.height / 2)]);
      (await waitFor(() => openDelay.taken()[0], 'the hover delay'))();
    } finally {
      openDelay.restore();
    }
    await nothingHappensWithin(framesFor(50), () => expect(openTooltips()).to.deep.equal([tooltip]));
    await sendKeys({ press: 'Escape' });
    await waitFor(() => openTooltips().length === 0, 'Escape to close it');
  });

  for (const width of [320, 375, 1280]) {
    it(`at ${width} px wide, opens the card inside the window with its links in sight, and Escape in it closes it`, async () => {
      await setViewport({ width, height: 700 });
      host.style.width = `${width}px`;
      try {
        const { locked, tooltip: card } = await tabToLockedEntry();
        const inWindow = async (element: Element, what: string) => {
          // The card is placed a frame after it opens.
          await waitFor(() => element.getBoundingClientRect().width > 0, `${what} laid out`);
          const box = element.getBoundingClientRect();
          expect(box.left, `${what}: left edge`).to.be.at.least(0);
          expect(box.right, `${what}: right edge`).to.be.at.most(width);
          expect(box.top, `${what}: top edge`).to.be.at.least(0);
          expect(box.bottom, `${what}: bottom edge`).to.be.at.most(700);
        };
        await waitFor(() => card.getBoundingClientRect().left > 0, 'the card placed');
        await inWindow(card, 'the card');
        await sendKeys({ press: 'Tab' });
        expect(root.activeElement?.textContent).to.equal('Professional Services team');
        await inWindow(root.activeElement!, 'Professional Services team');
        await sendKeys({ press: 'Tab' });
        expect(root.activeElement?.textContent).to.equal('Read more');
        await inWindow(root.activeElement!, 'Read more');

        await sendKeys({ press: 'Escape' });
        await waitFor(() => openTooltips().length === 0, 'Escape in the card to close it');
        expect(root.activeElement, 'focus back on the entry').to.equal(locked);
        await nothingHappensWithin(framesFor(50), () => expect(openTooltips(), 'not opened again by that focus').to.have.length(0));
      } finally {
        await setViewport({ width: 800, height: 600 });
      }
    });
  }

  it("in the phone's drawer, keeps a card opened by focus open while its entry has focus, though the pointer passes over it", async () => {
    await setViewport({ width: 375, height: 700 });
    host.style.width = '375px';
    // The drawer as the shell shows it: a modal <dialog> around the sidebar.
    const shellStyles = new CSSStyleSheet();
    shellStyles.replaceSync(shellCss);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, shellStyles];
    reactRoot.render(
      <ElementRoot container={root}>
        <SidebarDrawer open id="drawer" onClose={() => {}}>
          <Sidebar drawer />
        </SidebarDrawer>
      </ElementRoot>,
    );
    // The hover card's close delay is held: run once the pointer has left, as if the delay had passed.
    const closeDelay = holdTimeouts(HOVER_CARD_CLOSE_DELAY_MS);
    try {
      await waitFor(() => root.querySelector('dialog[open] .sidebar[data-drawer]'), 'the sidebar in the drawer');
      const { locked, tooltip } = await tabToLockedEntry();
      // A resting pointer that the drawer's list scrolls the entry under and past: over it, then off it.
      await sendMouse({ type: 'move', position: centre(locked) });
      await sendMouse({ type: 'move', position: [370, 690] });
      await waitFor(() => closeDelay.taken().map((run) => run()).length > 0, 'the close delay after the pointer left');
      await nothingHappensWithin(framesFor(100), () => {
        expect(root.activeElement, 'focus still on the entry').to.equal(locked);
        expect(tooltip.hidden, 'the card still open').to.equal(false);
      });
      await sendKeys({ press: 'Escape' });
      await waitFor(() => openTooltips().length === 0, 'Escape to close it');
    } finally {
      closeDelay.restore();
      // Back inside the smaller of the two viewports first: WebDriver refuses a pointer outside it.
      await sendMouse({ type: 'move', position: [5, 5] });
      await setViewport({ width: 800, height: 600 });
    }
  });
});
