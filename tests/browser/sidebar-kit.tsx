// The sidebar as its browser tests mount it: <Sidebar /> in a shadow root of its own with the theme
// and the sidebar's styles, signed in on the test backend with a stub account list, routing started.
// `host`, `root` and `reactRoot` are the current test's (set by `withSidebarPage`'s beforeEach).
// Shared by the tests of the sidebar, its items and its locked items.
import { expect } from 'chai';
import type { Root } from 'react-dom/client';
import { resetMouse, sendKeys } from './commands';
import themeCss from '../../src/components/theme/theme.css?inline';
import './theme-on-document';
import sidebarCss from '../../src/components/sidebar/sidebar.css?inline';
import { ElementRoot } from '../../src/components/element-root';
import { Sidebar } from '../../src/components/sidebar/sidebar';
import { LICENSE_IDS, type LicenseId } from '../../src/config/menu-types';
import { $accounts, clearAccounts } from '../../src/stores/access/accounts';
import { $persistedMenu } from '../../src/stores/access/definitions';
import { $hostParams } from '../../src/stores/platform/environment';
import { $dirty } from '../../src/stores/platform/navigation-confirmation';
import { openPath, startRouting } from '../../src/stores/routing/routing';
import { $lastSelectedCustomerId } from '../../src/stores/access/selected-customer';
import { $session } from '../../src/stores/session/session';
import { $sidebar, type SidebarState } from '../../src/stores/sidebar';
import { signInAs, testHostParams } from './test-backend';
import { waitFor } from './wait-for';
import { resetStores } from '../../src/stores/store-reset';
import { mountShadow } from './shadow-fixture';

/** Ark's hover card closes this long after the pointer leaves (its default). */
export const HOVER_CARD_CLOSE_DELAY_MS = 300;

const ALL: LicenseId[] = [...LICENSE_IDS];
const CUSTOMERS = [
  { customerId: 1001, customerName: 'Nordic Outdoor', partnerId: null, productTags: ALL },
  { customerId: 1003, customerName: 'Single Site', partnerId: null, productTags: ['FREE'] as LicenseId[] },
];

/** Acts for one customer of the stub account list (the menu locks and hides by its id and tags). */
export function actFor(customerId: number): void {
  clearAccounts();
  $accounts.set({ status: 'loaded', customers: CUSTOMERS, userId: 'u-sidebar' });
  $lastSelectedCustomerId.set(customerId);
}

export function setSidebar(state: Partial<SidebarState>): void {
  $sidebar.set({ rail: true, isMenuFixed: false, openedListItems: [], ...state });
}

export let host: HTMLElement;
export let root: ShadowRoot;
export let reactRoot: Root;

export const nav = () => root.querySelector<HTMLElement>('nav[aria-label="Platforms"]')!;
export const sidebar = () => root.querySelector<HTMLElement>('.sidebar')!;
export const toggleOf = (title: string) =>
  Array.from(root.querySelectorAll<HTMLButtonElement>('.sidebar__group-toggle')).find((button) => button.textContent === title);
export const entry = (title: string) =>
  Array.from(root.querySelectorAll<HTMLElement>('.sidebar__link')).find((element) => element.querySelector('.sidebar__label')?.textContent === title);
export const platformTitles = () => Array.from(root.querySelectorAll('.sidebar__groups > li > .sidebar__row .sidebar__label'), (label) => label.textContent);
// The access explanation holds links: a hover card (a named group), never a tooltip.
export const openTooltips = () => Array.from(root.querySelectorAll<HTMLElement>('.sidebar__tooltip[role="group"]')).filter((card) => !card.hidden);

/** Audience Builder locked, its group open: Tab from the group's toggle onto it opens its card. */
export async function tabToLockedEntry(): Promise<{ locked: HTMLElement; tooltip: HTMLElement }> {
  actFor(1003);
  setSidebar({ rail: false, isMenuFixed: true, openedListItems: ['cdp'] });
  // The entry with its card (the card's code loaded: not the look-alike shown meanwhile).
  await waitFor(() => root.querySelector('.sidebar__tooltip'), 'the hover card part');
  const locked = await waitFor(() => entry('Audience Builder'), 'Audience Builder');
  toggleOf('Customer Data Platform')!.focus();
  await sendKeys({ press: 'Tab' });
  expect(root.activeElement).to.equal(locked);
  const tooltip = await waitFor(() => openTooltips()[0], 'the card on focus');
  return { locked, tooltip };
}

/**
 * The hooks of a suite of the sidebar: signed in for the file, a fresh sidebar for each test (acting
 * for customer 1001, a narrow rail, the portal's home). Call it inside the suite's `describe`.
 */
export function withSidebarPage(): void {
  // Keeps the account list mounted, so the stub list set below stays in place.
  const stopAccounts = $accounts.listen(() => {});

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
}
