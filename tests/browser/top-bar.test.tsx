import { expect } from 'chai';
import { seriousViolations } from './axe-check';
import { resetMouse, sendKeys, sendMouse } from './commands';
import type { Root } from 'react-dom/client';
import themeCss from '../../src/components/theme/theme.css?inline';
import './theme-on-document';
import topBarCss from '../../src/components/top-bar/top-bar.css?inline';
import { ElementRoot } from '../../src/components/element-root';
import { HelpButton } from '../../src/components/top-bar/help-button';
import { PartnerProductsPopover } from '../../src/components/top-bar/partner-products-popover';
import { UserMenu } from '../../src/components/top-bar/user-menu';
import { HELP_CENTER_URL, PARTNER_LINKS, PARTNER_PROGRAMME_TITLE } from '../../src/config/external-links';
import type { LicenseId } from '../../src/config/menu-types';
import type { UserData } from '../../src/services/auth-types';
import { $accounts, clearAccounts } from '../../src/stores/access/accounts';
import { browserNavigation } from '../../src/stores/platform/browser-navigation';
import { $persistedMenu } from '../../src/stores/access/definitions';
import { $contentPlatformHost, $hostParams } from '../../src/stores/platform/environment';
import { $dirty } from '../../src/stores/platform/navigation-confirmation';
import { trackingHost } from '../../src/stores/reporting/page-visits';
import { $portalPath, openPath, startRouting } from '../../src/stores/routing/routing';
import { $lastSelectedCustomerId } from '../../src/stores/access/selected-customer';
import { $session } from '../../src/stores/session/session';
import { signInAs, testHostParams } from './test-backend';
import { framesFor, nothingHappensWithin, waitFor } from './wait-for';
import { MENU_CLOSE_DELAY_MS } from '../../src/config/business-constants';
import { resetStores } from '../../src/stores/store-reset';
import { mountShadow } from './shadow-fixture';

const ALL: LicenseId[] = ['FREE', 'WEB', 'MAIL', 'TRIGGER', 'SEARCH', 'SITESEARCH', 'CDP', 'MC'];
const USER_ID = 'u-top-bar';

/** Signs a user of the given role in (stores only) and acts for customer 1001. */
function signIn(userRole: UserData['userRole'], fullName = 'Mads Holm Madsen'): void {
  $session.set({
    status: 'authenticated',
    fromAuth: false,
    isDevelopmentUser: false,
    user: { metadataUserId: 'm-top', email: 'mads@nordic.example', userId: USER_ID, userName: 'mads', fullName, customerId: 1001, partnerId: 77, userRole },
  });
  // The account list follows the session; a stub list takes its place.
  clearAccounts();
  $accounts.set({ status: 'loaded', customers: [{ customerId: 1001, customerName: 'Nordic Outdoor', partnerId: 77, productTags: ALL }], userId: USER_ID });
  $lastSelectedCustomerId.set(1001);
}


function centre(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
}


/**
 * What an element's ::before shows: its computed `content`, with `attr()` resolved as it is drawn
 * (Chromium computes it to the attribute's text; Firefox and WebKit keep `attr(…)`).
 */
const shownBefore = (element: Element): string =>
  getComputedStyle(element, '::before').content.replace(/^attr\(([\w-]+)\)$/, (_, name: string) => JSON.stringify(element.getAttribute(name) ?? ''));

describe('Top bar: Help, partner products, user menu', () => {
  let host: HTMLElement;
  let root: ShadowRoot;
  let reactRoot: Root;
  const redirects: string[] = [];
  const originalAssign = browserNavigation.assign;
  const originalHostname = trackingHost.hostname;
  // Keeps the account list mounted, so the stub list set by signIn stays in place.
  const stopAccounts = $accounts.listen(() => {});

  const trigger = () => root.querySelector<HTMLButtonElement>('.top-bar__user-trigger')!;
  const menu = () => root.querySelector<HTMLElement>('[role="menu"]');
  const openMenu = () => {
    const element = menu();
    return element && !element.hidden && element.closest('[hidden]') === null ? element : null;
  };
  /** The open menu once it sits under its trigger (positioning runs a frame after it shows). */
  const placedMenu = () => {
    const element = openMenu();
    return element && element.getBoundingClientRect().top >= trigger().getBoundingClientRect().bottom ? element : null;
  };
  const menuItem = (text: string) => Array.from(root.querySelectorAll<HTMLElement>('[role="menuitem"]')).find((item) => item.textContent === text)!;
  const menuItems = () => Array.from(root.querySelectorAll<HTMLElement>('[role="menuitem"]'), (item) => item.textContent);

  before(async () => {
    browserNavigation.assign = (url: string) => void redirects.push(url);
    $hostParams.set(testHostParams());
    $persistedMenu.set(null);
    // A real session on the test backend, so the account list's own request answers (its answer is replaced below).
    await signInAs('u-mads');
    history.replaceState(null, '', '/');
    startRouting();
  });

  after(() => {
    stopAccounts();
    browserNavigation.assign = originalAssign;
    trackingHost.hostname = originalHostname;
    resetStores({ only: ['routing'] });
    history.replaceState(null, '', '/');
  });

  beforeEach(async () => {
    resetStores({ only: ['session'] });
    signIn(0);
    $contentPlatformHost.set(false);
    $dirty.set(false);
    openPath('/');
    ({ host, shadow: root, reactRoot } = mountShadow({
      css: [themeCss, topBarCss],
      hostStyle: 'display:block;width:760px;height:600px',
      tag: 'header',
      containerStyle: 'display:flex;justify-content:flex-end;gap:8px;padding:8px',
    }));
    reactRoot.render(
      <ElementRoot container={root}>
        <HelpButton />
        <PartnerProductsPopover />
        <UserMenu />
      </ElementRoot>,
    );
    await waitFor(() => root.querySelector('.top-bar__user-trigger'), 'the top bar');
  });

  afterEach(async () => {
    await resetMouse();
    reactRoot.unmount();
    host.remove();
  });

  it('shows the initials, named for the user, and opens on click with name, e-mail, My account and Logout', async () => {
    const avatar = trigger().querySelector('.top-bar__avatar')!;
    expect(avatar.getAttribute('data-initials')).to.equal('MM');
    expect(shownBefore(avatar)).to.equal('"MM"');
    expect(trigger().getAttribute('aria-label')).to.equal('User menu for Mads Holm Madsen (MM)');
    expect(trigger().getAttribute('aria-label'), 'the visible initials are in the name').to.contain(shownBefore(avatar).replaceAll('"', ''));
    expect(trigger().getAttribute('aria-haspopup')).to.equal('menu');
    trigger().click();
    const content = await waitFor(openMenu, 'the menu');
    expect(content.textContent).to.contain('Mads Holm Madsen');
    expect(content.textContent).to.contain('mads@nordic.example');
    expect(content.querySelector('.top-bar__avatar')?.getAttribute('data-initials')).to.equal('MM');
    expect(menuItems()).to.deep.equal(['My account', 'Logout']);
    expect(getComputedStyle(content).maxWidth).to.equal('356px');
    expect(Number(getComputedStyle(content).zIndex)).to.be.below(2400);
  });

  it('shows the entries of the role: Internal Tools only for an administrator; the partner profile for a partner', async () => {
    signIn(1);
    trigger().click();
    await waitFor(openMenu, 'the admin menu');
    expect(menuItems()).to.deep.equal(['My account', 'Internal Tools', 'Logout']);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !openMenu(), 'the menu to close');

    signIn(2);
    trigger().click();
    await waitFor(placedMenu, 'the partner menu');
    expect(menuItems()).to.deep.equal(['My account', 'Logout']);
    // A pointer that rests on the item, then clicks (as a hand does; a same-millisecond move and click is not).
    await sendMouse({ type: 'move', position: centre(menuItem('My account')) });
    await waitFor(() => menuItem('My account').hasAttribute('data-highlighted'), 'the pointer resting on My account');
    await sendMouse({ type: 'click', position: centre(menuItem('My account')) });
    await waitFor(() => $portalPath.get() === '/myacc/ptn/tnt', 'the partner profile route');
    await waitFor(() => !openMenu(), 'the menu to close after a choice');
  });

  it('navigates to a sub-item and logs out from the keyboard', async () => {
    signIn(1);
    trigger().focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(openMenu, 'the menu on Enter');
    await waitFor(() => root.activeElement?.closest('[role="menu"]'), 'focus in the menu');
    // Opened by a key, the menu highlights its first item: the next key moves on from there.
    await waitFor(() => root.querySelector('[role="menuitem"][data-highlighted]'), 'the first item highlighted');
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => root.querySelector('[role="menuitem"][data-highlighted]')?.textContent === 'Internal Tools', 'Internal Tools highlighted');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => $portalPath.get() === '/internal-tools', 'Internal Tools to open');
    await waitFor(() => !openMenu(), 'the menu to close');
    await waitFor(() => root.activeElement === trigger(), 'focus back on the trigger');

    await sendKeys({ press: 'ArrowDown' });
    await waitFor(openMenu, 'the menu on ArrowDown');
    await waitFor(() => root.activeElement?.closest('[role="menu"]'), 'focus in the menu again');
    await waitFor(() => root.querySelector('[role="menuitem"][data-highlighted]'), 'an item highlighted again');
    await sendKeys({ press: 'End' });
    await waitFor(() => root.querySelector('[role="menuitem"][data-highlighted]')?.textContent === 'Logout', 'Logout highlighted');
    redirects.length = 0;
    await sendKeys({ press: 'Enter' });
    await waitFor(() => redirects.length === 1, 'the sign-out redirect');
    expect(redirects[0]).to.contain('/identity/account/logout');
    expect($session.get().status).to.equal('unauthenticated');
    await waitFor(() => !root.querySelector('.top-bar__user-trigger'), 'the user menu to go with the user');
  });

  // The delays themselves (300 ms to open, 250 ms to close) run on fake time: tests/unit/components/top-bar/hover-intent.test.ts.
  it('opens when the pointer rests on the initials, stays while it is on the menu, closes after it leaves, giving focus back', async () => {
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'a field of the page');
    field.style.cssText = 'position:fixed;left:10px;bottom:10px';
    document.body.append(field);
    field.focus();
    await sendMouse({ type: 'move', position: centre(trigger()) });
    await waitFor(openMenu, 'the menu to open on hover');
    const content = await waitFor(placedMenu, 'the menu in place');

    // Into the menu: it stays open.
    await sendMouse({ type: 'move', position: centre(content) });
    // Nothing to wait for: it must not close. Longer than the close delay.
    await nothingHappensWithin(framesFor(MENU_CLOSE_DELAY_MS + 150), () => expect(openMenu(), 'open while the pointer is on it').to.not.equal(null));

    await sendMouse({ type: 'move', position: [20, 580] });
    await waitFor(() => !openMenu(), 'the menu to close after the pointer left');
    await waitFor(() => document.activeElement === field, 'focus back where it was before the pointer passed');
    field.remove();
  });

  it('a click on a hovered-open menu keeps it open, and it then stays when the pointer leaves', async () => {
    await sendMouse({ type: 'move', position: centre(trigger()) });
    await waitFor(openMenu, 'the hover-opened menu');
    await sendMouse({ type: 'click', position: centre(trigger()) });
    await nothingHappensWithin(framesFor(50), () => expect(openMenu(), 'open after the click').to.not.equal(null));
    await sendMouse({ type: 'move', position: [20, 580] });
    // Nothing to wait for: it must not close. Longer than the close delay.
    await nothingHappensWithin(framesFor(MENU_CLOSE_DELAY_MS + 250), () => expect(openMenu(), 'a clicked menu does not close on leave').to.not.equal(null));
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !openMenu(), 'Escape to close it');
  });

  it('partner products: six links, three per row, 228 px wide, each opening in a new tab', async () => {
    const button = root.querySelector<HTMLButtonElement>('button[aria-label="Partner products"]')!;
    expect(button).to.not.equal(null);
    button.click();
    const dialog = await waitFor(() => root.querySelector<HTMLElement>('.top-bar__partners:not([hidden])[aria-labelledby]'), 'the popover');
    expect(dialog.getAttribute('role')).to.equal('dialog');
    const title = dialog.querySelector('.top-bar__partners-title')!;
    expect(title.textContent).to.equal(PARTNER_PROGRAMME_TITLE);
    expect(dialog.getAttribute('aria-labelledby')).to.equal(title.id);
    expect(dialog.getBoundingClientRect().width).to.equal(228);

    const links = Array.from(dialog.querySelectorAll<HTMLAnchorElement>('a'));
    expect(links.map((link) => link.href)).to.deep.equal(PARTNER_LINKS.map((partner) => partner.url));
    for (const link of links) {
      expect(link.target).to.equal('_blank');
      expect(link.rel).to.contain('noopener');
      expect(link.querySelector('img')?.alt).to.equal(PARTNER_LINKS[links.indexOf(link)]!.name);
    }
    const tops = links.map((link) => Math.round(link.getBoundingClientRect().top));
    expect(new Set(tops).size, 'two rows').to.equal(2);
    expect(tops.filter((top) => top === tops[0]), 'three in the first row').to.have.length(3);
    expect(getComputedStyle(dialog.querySelector('ul')!).gridTemplateColumns.split(' ')).to.have.length(3);

    await sendKeys({ press: 'Escape' });
    await waitFor(() => !root.querySelector('.top-bar__partners:not([hidden])'), 'the popover to close');
  });

  it('partner products are absent in a content-platform host', async () => {
    $contentPlatformHost.set(true);
    await waitFor(() => !root.querySelector('button[aria-label="Partner products"]'), 'the popover trigger to go');
    $contentPlatformHost.set(false);
    await waitFor(() => root.querySelector('button[aria-label="Partner products"]'), 'the popover trigger to come back');
  });

  it('Help opens the help centre in a new tab and records a page visit', async () => {
    const help = Array.from(root.querySelectorAll<HTMLAnchorElement>('a')).find((link) => link.textContent === 'Help')!;
    expect(help.href).to.equal(HELP_CENTER_URL);
    expect(help.target).to.equal('_blank');
    expect(help.rel).to.contain('noopener');

    // Pretend to be a production host, so the visit is pushed to the data layer; no real tab opens.
    trackingHost.hostname = () => 'portal.example';
    const dataLayer = ((globalThis as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ??= []);
    const before = dataLayer.length;
    help.addEventListener('click', (event) => event.preventDefault(), { once: true });
    help.click();
    await waitFor(() => dataLayer.length > before, 'the page visit (debounced 200 ms)');
    expect(dataLayer.at(-1)).to.include({ event: 'visit', pageTitle: 'Help', platformTitle: 'Help Center', customerId: 1001 });
    trackingHost.hostname = originalHostname;
  });

  it('has no serious or critical axe violations, closed, with the user menu open and with the partner popover open', async () => {
    expect(await seriousViolations(host)).to.deep.equal([]);
    trigger().click();
    await waitFor(openMenu, 'the menu');
    expect(await seriousViolations(host)).to.deep.equal([]);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !openMenu(), 'the menu to close');
    root.querySelector<HTMLButtonElement>('button[aria-label="Partner products"]')!.click();
    // Ark names the dialog by its title once the title has rendered.
    await waitFor(() => root.querySelector('.top-bar__partners:not([hidden])[aria-labelledby]'), 'the popover');
    expect(await seriousViolations(host)).to.deep.equal([]);
  });
});
