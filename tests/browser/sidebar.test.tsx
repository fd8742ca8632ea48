import { expect } from 'chai';
import { accessibleName, seriousViolations } from './axe-check';
import { resetMouse, sendKeys, sendMouse, setViewport } from './commands';
import type { Root } from 'react-dom/client';
import themeCss from '../../src/components/theme/theme.css?inline';
import './theme-on-document';
import sidebarCss from '../../src/components/sidebar/sidebar.css?inline';
import { ElementRoot } from '../../src/components/element-root';
import { Sidebar } from '../../src/components/sidebar/sidebar';
import { SidebarDrawer } from '../../src/components/shell/sidebar-drawer';
import shellCss from '../../src/components/shell/portal-shell.css?inline';
import type { LicenseId } from '../../src/config/menu-types';
import { TOOLTIP_OPEN_DELAY_MS } from '../../src/config/business-constants';
import { $accounts, clearAccounts } from '../../src/stores/access/accounts';
import { $persistedMenu } from '../../src/stores/access/definitions';
import { $hostParams } from '../../src/stores/platform/environment';
import { $dirty } from '../../src/stores/platform/navigation-confirmation';
import { $portalPath, openPath, startRouting } from '../../src/stores/routing/routing';
import { $lastSelectedCustomerId } from '../../src/stores/access/selected-customer';
import { $session } from '../../src/stores/session/session';
import { $sidebar, type SidebarState } from '../../src/stores/sidebar';
import { signInAs, testHostParams } from './test-backend';
import { framesFor, holdTimeouts, nothingHappensWithin, waitFor } from './wait-for';
import { resetStores } from '../../src/stores/store-reset';
import { mountShadow } from './shadow-fixture';

/** Ark's hover card closes this long after the pointer leaves (its default). */
const HOVER_CARD_CLOSE_DELAY_MS = 300;

const ALL: LicenseId[] = ['FREE', 'WEB', 'MAIL', 'TRIGGER', 'SEARCH', 'SITESEARCH', 'CDP', 'MC'];
const CUSTOMERS = [
  { customerId: 1001, customerName: 'Nordic Outdoor', partnerId: null, productTags: ALL },
  { customerId: 1003, customerName: 'Single Site', partnerId: null, productTags: ['FREE'] as LicenseId[] },
];

/** Acts for one customer of the stub account list (the menu locks and hides by its id and tags). */
function actFor(customerId: number): void {
  clearAccounts();
  $accounts.set({ status: 'loaded', customers: CUSTOMERS, userId: 'u-sidebar' });
  $lastSelectedCustomerId.set(customerId);
}

function setSidebar(state: Partial<SidebarState>): void {
  $sidebar.set({ rail: true, isMenuFixed: false, openedListItems: [], ...state });
}


/** The middle of an element, in page coordinates, for real mouse moves. */
function centre(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
}


describe('Sidebar', () => {
  let host: HTMLElement;
  let root: ShadowRoot;
  let reactRoot: Root;
  // Keeps the account list mounted, so the stub list set below stays in place.
  const stopAccounts = $accounts.listen(() => {});

  const nav = () => root.querySelector<HTMLElement>('nav[aria-label="Platforms"]')!;
  const sidebar = () => root.querySelector<HTMLElement>('.sidebar')!;
  const toggleOf = (title: string) =>
    Array.from(root.querySelectorAll<HTMLButtonElement>('.sidebar__group-toggle')).find((button) => button.textContent === title);
  const entry = (title: string) =>
    Array.from(root.querySelectorAll<HTMLElement>('.sidebar__link')).find((element) => element.querySelector('.sidebar__label')?.textContent === title);
  const platformTitles = () => Array.from(root.querySelectorAll('.sidebar__groups > li > .sidebar__row .sidebar__label'), (label) => label.textContent);
  // The access explanation holds links: a hover card (a named group), never a tooltip.
  const openTooltips = () => Array.from(root.querySelectorAll<HTMLElement>('.sidebar__tooltip[role="group"]')).filter((card) => !card.hidden);

  /** Audience Builder locked, its group open: Tab from the group's toggle onto it opens its card. */
  async function tabToLockedEntry(): Promise<{ locked: HTMLElement; tooltip: HTMLElement }> {
    actFor(1003);
    setSidebar({ rail: false, isMenuFixed: true, openedListItems: ['cdp'] });
    const locked = await waitFor(() => entry('Audience Builder'), 'Audience Builder');
    toggleOf('Customer Data Platform')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(root.activeElement).to.equal(locked);
    const tooltip = await waitFor(() => openTooltips()[0], 'the card on focus');
    return { locked, tooltip };
  }

  before(async () => {
    $hostParams.set(testHostParams());
    // A real session on the test backend, so the account list's own request answers (its answer is replaced by the stub list).
    await signInAs('u-mads');
    $persistedMenu.set(null);
    $session.set({
      status: 'authenticated',
      fromAuth: false,
      isDevelopmentUser: false,
      user: {
        metadataUserId: 'm-sidebar',
        email: 'mads@nordic.example',
        userId: 'u-sidebar',
        userName: 'mads',
        fullName: 'Mads Holm Madsen',
        customerId: 1001,
        partnerId: null,
        userRole: 0,
      },
    });
    history.replaceState(null, '', '/');
    startRouting();
  });

  after(() => {
    stopAccounts();
    resetStores({ only: ['routing'] });
    history.replaceState(null, '', '/');
  });

  beforeEach(async () => {
    actFor(1001);
    setSidebar({});
    $dirty.set(false);
    openPath('/');
    ({ host, shadow: root, reactRoot } = mountShadow({ css: [themeCss, sidebarCss], hostStyle: 'display:flex;height:700px;width:900px', containerStyle: 'display:flex;height:100%' }));
    reactRoot.render(
      <ElementRoot container={root}>
        <Sidebar />
      </ElementRoot>,
    );
    await waitFor(() => root.querySelector('nav'), 'the sidebar');
  });

  afterEach(async () => {
    await resetMouse();
    reactRoot.unmount();
    host.remove();
  });

  it('lists the visible platforms and the Administration group; the Website Widget Designer only for its customers', async () => {
    setSidebar({ rail: false, isMenuFixed: true, openedListItems: ['recommendations'] });
    await waitFor(() => entry('Website'), 'the Recommendations items');
    expect(platformTitles()).to.deep.equal([
      'Home',
      'Analytics & Insights',
      'Data Management',
      'Customer Data Platform',
      'Recommendations',
      'E-mail Triggers',
      'Site Search',
      'Merchandising',
      'AI Models',
      'Administration',
    ]);
    expect(entry('Website Widget Designer'), 'shown for 1001').to.not.equal(undefined);

    actFor(1003);
    await waitFor(() => !entry('Website Widget Designer'), 'the designer to be hidden for 1003');
    expect(entry('Website'), 'other items stay').to.not.equal(undefined);

    // Customer 1003 is excluded from the Group Dashboard.
    setSidebar({ rail: false, isMenuFixed: true, openedListItems: ['analytics'] });
    await waitFor(() => entry('Account Dashboard'), 'the analytics items');
    expect(entry('Group Dashboard')).to.equal(undefined);
  });

  it('is a 281 px sidebar when kept open and a narrow rail otherwise', async () => {
    expect(sidebar().getBoundingClientRect().width).to.be.below(100);
    expect(nav().closest('[data-expanded]')).to.equal(null);
    setSidebar({ rail: false, isMenuFixed: true });
    await waitFor(() => sidebar().getBoundingClientRect().width === 281, 'the sidebar at 281 px');
    await waitFor(() => root.querySelector<HTMLElement>('.sidebar__panel')!.getBoundingClientRect().width === 281, 'the panel at 281 px');
  });

  it('kept open, cuts no name: long ones wrap inside the 281 px, beside a lock and a chevron too', async () => {
    actFor(1003);
    const groups = ['analytics', 'data-management', 'cdp', 'recommendations', 'email-triggers', 'site-search', 'merchandising', 'ai-models', 'administration'];
    setSidebar({ rail: false, isMenuFixed: true, openedListItems: groups });
    await waitFor(() => entry('Audience Builder'), 'the open groups');
    await waitFor(() => root.querySelector<HTMLElement>('.sidebar__panel')!.getBoundingClientRect().width === 281, 'the panel open');
    const panel = root.querySelector<HTMLElement>('.sidebar__panel')!.getBoundingClientRect();
    const cut = Array.from(root.querySelectorAll<HTMLElement>('.sidebar__label'))
      .filter((label) => label.scrollWidth > label.clientWidth + 1 || label.getBoundingClientRect().right > panel.right + 0.5)
      .map((label) => label.textContent);
    expect(cut).to.deep.equal([]);
    const cdp = toggleOf('Customer Data Platform')!;
    expect(cdp.querySelector('.sidebar__lock'), 'locked for 1003').to.not.equal(null);
  });

  it('names a locked platform as locked, and only a locked one', async () => {
    actFor(1003);
    setSidebar({ rail: false, isMenuFixed: true, openedListItems: [] });
    const cdp = await waitFor(() => toggleOf('Customer Data Platform')?.querySelector('.sidebar__lock') && toggleOf('Customer Data Platform'), 'the locked platform');
    expect(accessibleName(cdp)).to.equal('Customer Data Platform, locked');
    expect(accessibleName(toggleOf('Analytics & Insights')!)).to.equal('Analytics & Insights');
  });

  it('disables a locked item, with a lock icon, and shows the access tooltip only after 750 ms of hover', async () => {
    actFor(1003);
    setSidebar({ rail: false, isMenuFixed: true, openedListItems: ['cdp'] });
    const locked = await waitFor(() => entry('Audience Builder'), 'Audience Builder');
    expect(locked.tagName).to.equal('BUTTON');
    expect(locked.getAttribute('aria-disabled')).to.equal('true');
    expect(locked.getAttribute('href')).to.equal(null);
    expect(locked.querySelector('.sidebar__lock')).to.not.equal(null);

    locked.click();
    await nothingHappensWithin(framesFor(50), () => expect($portalPath.get(), 'a locked item does not navigate').to.equal('/'));

    // The hover card's code has loaded (its closed card is in the DOM) before the pointer arrives.
    await waitFor(() => root.querySelector('.sidebar__tooltip'), 'the hover card part');
    // The open delay's timer is held, and run once the tooltip has been seen closed meanwhile.
    const openDelay = holdTimeouts(TOOLTIP_OPEN_DELAY_MS);
    try {
      await sendMouse({ type: 'move', position: centre(entry('Audience Builder')!) });
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
    const activations = await waitFor(() => entry('Activations'), 'Activations');
    await waitFor(() => root.querySelector('.sidebar__tooltip'), 'the hover card part');
    const openDelay = holdTimeouts(TOOLTIP_OPEN_DELAY_MS);
    try {
      await sendMouse({ type: 'move', position: centre(activations) });
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
    const activations = entry('Activations')!.getBoundingClientRect();
    // From off the list: a pointer entering the entry is what opens a card.
    await sendMouse({ type: 'move', position: [5, 5] });
    const openDelay = holdTimeouts(TOOLTIP_OPEN_DELAY_MS);
    try {
      await sendMouse({ type: 'move', position: [Math.round(activations.left + 12), Math.round(activations.top + activations.height / 2)] });
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

  it('has its keep-open control inside the navigation landmark, with the platforms', () => {
    expect(root.querySelector('.sidebar__toggle')!.closest('nav') === nav(), 'Keep sidebar open inside the nav').to.equal(true);
  });

  it('switches the toggle label, keeps it in the persisted store, and collapsing clears the open groups', async () => {
    const toggle = () => root.querySelector<HTMLButtonElement>('.sidebar__toggle')!;
    expect(toggle().textContent).to.equal('Keep sidebar open');
    toggle().click();
    await waitFor(() => toggle().textContent === 'Collapse sidebar', 'the label to switch');
    expect($sidebar.get()).to.include({ rail: false, isMenuFixed: true });
    expect(JSON.parse(localStorage.getItem('portal-shell:sidebar')!)).to.include({ rail: false, isMenuFixed: true });

    toggleOf('Analytics & Insights')!.click();
    toggleOf('Site Search')!.click();
    await waitFor(() => $sidebar.get().openedListItems.length === 2, 'two open groups');
    expect(toggleOf('Site Search')!.getAttribute('aria-expanded')).to.equal('true');

    toggle().click();
    await waitFor(() => toggle().textContent === 'Keep sidebar open', 'the label to switch back');
    expect($sidebar.get()).to.deep.equal({ rail: true, isMenuFixed: false, openedListItems: [] });
    expect(root.querySelector('.sidebar__items'), 'no group shown on a rail').to.equal(null);
  });

  it('opens the rail on hover and closes it when the pointer leaves, with the groups opened meanwhile', async () => {
    await sendMouse({ type: 'move', position: centre(sidebar()) });
    await waitFor(() => sidebar().hasAttribute('data-expanded'), 'the rail to open on hover');
    toggleOf('Merchandising')!.click();
    await waitFor(() => entry('Boosted Campaigns'), 'the Merchandising items');
    // Away from the rail, inside the 800 × 600 viewport (WebDriver refuses a pointer outside it).
    await sendMouse({ type: 'move', position: [780, 580] });
    await waitFor(() => !sidebar().hasAttribute('data-expanded'), 'the rail to close');
    expect(root.querySelector('.sidebar__items')).to.equal(null);
    await waitFor(() => $sidebar.get().openedListItems.length === 0, 'the opened groups to clear');
  });

  it('opens the rail on keyboard focus; group toggles are buttons with aria-expanded that answer Enter and Space', async () => {
    const before = document.createElement('button');
    before.textContent = 'before';
    host.before(before);
    try {
      before.focus();
      await sendKeys({ press: 'Tab' });
      expect(root.activeElement?.textContent).to.equal('Home');
      await waitFor(() => sidebar().hasAttribute('data-expanded'), 'the rail to open on focus');
      await sendKeys({ press: 'Tab' });
      const analytics = toggleOf('Analytics & Insights')!;
      expect(root.activeElement).to.equal(analytics);
      expect(analytics.getAttribute('aria-expanded')).to.equal('false');
      await sendKeys({ press: 'Enter' });
      await waitFor(() => analytics.getAttribute('aria-expanded') === 'true', 'Enter to open the group');
      await sendKeys({ press: 'Tab' });
      expect(root.activeElement).to.equal(entry('Account Dashboard'));
      await sendKeys({ down: 'Shift' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ up: 'Shift' });
      await sendKeys({ press: 'Space' });
      await waitFor(() => analytics.getAttribute('aria-expanded') === 'false', 'Space to close the group');
      // Leaving the sidebar with the keyboard closes the rail again.
      before.focus();
      await waitFor(() => !sidebar().hasAttribute('data-expanded'), 'the rail to close on blur');
    } finally {
      before.remove();
    }
  });

  it('highlights the active platform and item, opens its group, and navigates on click, Enter and Space', async () => {
    setSidebar({ rail: false, isMenuFixed: true });
    openPath('/dash/Dashboard/tnt');
    const current = await waitFor(() => entry('Account Dashboard'), 'the active group to open');
    expect($sidebar.get().openedListItems).to.deep.equal(['analytics']);
    expect(current.getAttribute('aria-current')).to.equal('page');
    expect(current.closest('.sidebar__group')!.hasAttribute('data-active')).to.equal(true);
    expect(root.querySelectorAll('[aria-current="page"]')).to.have.length(1);

    entry('Tracking Stats')!.click();
    await waitFor(() => $portalPath.get() === '/dash/TrackingStats/tnt', 'the click to navigate');
    expect(location.pathname).to.equal('/dash/TrackingStats/tnt');
    await waitFor(() => entry('Tracking Stats')!.getAttribute('aria-current') === 'page', 'the highlight to follow');

    entry('Group Dashboard')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => $portalPath.get() === '/dash/GroupDashboard/tnt', 'Enter to navigate');
    entry('Account Dashboard')!.focus();
    await sendKeys({ press: 'Space' });
    await waitFor(() => $portalPath.get() === '/dash/Dashboard/tnt', 'Space to navigate');

    // A one-item platform navigates directly; an Administration item opens the Administration group.
    entry('Home')!.click();
    await waitFor(() => $portalPath.get() === '/', 'Home');
    openPath('/tc/tnt/retention');
    const retention = await waitFor(() => entry('Data Retention'), 'the Administration group to open');
    expect(retention.getAttribute('aria-current')).to.equal('page');
  });

  it('has no serious or critical axe violations, kept open with a locked tooltip showing', async () => {
    actFor(1003);
    setSidebar({ rail: false, isMenuFixed: true, openedListItems: ['cdp', 'analytics', 'administration'] });
    const locked = await waitFor(() => entry('Audience Builder'), 'Audience Builder');
    expect(await seriousViolations(host)).to.deep.equal([]);
    toggleOf('Customer Data Platform')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(root.activeElement).to.equal(locked);
    await waitFor(() => openTooltips()[0], 'the tooltip');
    expect(await seriousViolations(host)).to.deep.equal([]);
  });
});
