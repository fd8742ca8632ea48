// The account switcher as its browser tests mount it: `<portal-account-switcher>` signed in
// without a user record, its account list set by the test, the page never left (a sign-in it starts
// is recorded in `leftFor`). Shared by the tests of the switcher, its dialog, picker and element.
import { sendKeys } from './commands';
import '../../elements/portal-account-switcher';
import { $accounts, type AccountsState } from '../../src/stores/access/accounts';
import { $dirty, answerNavigation } from '../../src/stores/platform/navigation-confirmation';
import { $lastSelectedCustomerId } from '../../src/stores/access/selected-customer';
import { browserNavigation } from '../../src/stores/platform/browser-navigation';
import { $session } from '../../src/stores/session/session';
import { cleanupFixtures, fixture, waitFor } from './wait-for';

export type Customer = AccountsState['customers'][number];

export const customer = (customerId: number, customerName: string): Customer => ({ customerId, customerName, partnerId: null, productTags: ['FREE'] });

export const SEVEN = [
  customer(1001, 'Nordic Outdoor'),
  customer(1002, 'Baltic Foods'),
  customer(1003, 'Free Trial ApS'),
  customer(2100, 'nordic Sails'),
  customer(4030, 'Forbidden Fruit'),
  customer(5150, 'Fifty-One Fifty'),
  customer(7777, 'Lucky Seven 1001'),
];

/** `count` accounts with varied names; ids 100000 and up. */
export function manyAccounts(count: number): Customer[] {
  const first = ['Nordic', 'Baltic', 'Alpine', 'Coastal', 'Urban', 'Golden', 'Silver'];
  const second = ['Outdoor', 'Foods', 'Fashion', 'Living', 'Sports', 'Books', 'Garden', 'Tools', 'Pets', 'Toys', 'Home'];
  return Array.from({ length: count }, (_, i) => customer(100_000 + i, `${first[i % 7]} ${second[i % 11]} ${i}`));
}

let unsubscribe: (() => void) | undefined;

// The test page never leaves: a sign-in the switcher starts is recorded, not followed.
const originalAssign = browserNavigation.assign;
/** The addresses the switcher left for (recorded, not followed). */
export const leftFor: string[] = [];

/**
 * Signed in (without a user record, so no account list is fetched) with `customers` loaded and
 * `selected` as the last selected account; no unsaved changes.
 */
export function given(customers: Customer[], selected: number | null) {
  $dirty.set(false);
  $lastSelectedCustomerId.set(selected);
  $session.set({ status: 'authenticated', user: null, fromAuth: false, isDevelopmentUser: false });
  $accounts.set({ status: 'loaded', customers, userId: 'u' });
}

export interface Opened {
  root: ShadowRoot;
  button: HTMLButtonElement;
  dialog: HTMLElement;
  search: HTMLInputElement;
  listbox: HTMLElement;
}

export async function mount(): Promise<{ root: ShadowRoot; button: HTMLButtonElement }> {
  const element = fixture<HTMLElement>('<portal-account-switcher></portal-account-switcher>');
  const root = element.shadowRoot!;
  const button = await waitFor(() => root.querySelector<HTMLButtonElement>('[part="account-switcher-button"]'), 'the button');
  return { root, button };
}

export async function dialogIn(root: ShadowRoot, button: HTMLButtonElement): Promise<Opened> {
  const dialog = await waitFor(() => root.querySelector<HTMLElement>('[role="dialog"]'), 'the dialog');
  const search = await waitFor(() => dialog.querySelector<HTMLInputElement>('input[role="combobox"]'), 'the search field');
  await waitFor(() => root.activeElement === search, 'focus in the search field');
  const listbox = root.getElementById(search.getAttribute('aria-controls')!)!;
  return { root, button, dialog, search, listbox };
}

export async function open(): Promise<Opened> {
  const { root, button } = await mount();
  button.click();
  return dialogIn(root, button);
}

export const optionNames = (listbox: HTMLElement) =>
  [...listbox.querySelectorAll('[role="option"]')].map((option) => option.querySelector('.account-switcher__name')!.textContent);

export function highlighted({ root, search }: Opened): string | null | undefined {
  const id = search.getAttribute('aria-activedescendant');
  return id ? root.getElementById(id)?.querySelector('.account-switcher__name')?.textContent : null;
}

/** Types `text` with real key presses, replacing what the field held. */
export async function type(search: HTMLInputElement, text: string) {
  search.select();
  await sendKeys({ type: text });
  await waitFor(() => search.value === text, `the field to read "${text}"`);
}

export const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * The hooks of a suite of the switcher: the page's navigation recorded and the account list kept
 * mounted for the whole file, and every store back to signed out with no account after each test.
 * Call it inside the suite's `describe`.
 */
export function withAccountSwitcherPage(): void {
  before(() => {
    browserNavigation.assign = (url) => void leftFor.push(url);
    // Mounted while signed out, so the store's own loading never starts: the tests set the list.
    unsubscribe = $accounts.listen(() => {});
  });

  after(() => {
    unsubscribe?.();
    browserNavigation.assign = originalAssign;
  });

  afterEach(() => {
    cleanupFixtures();
    answerNavigation(false);
    $dirty.set(false);
    $lastSelectedCustomerId.set(null);
    $accounts.set({ status: 'idle', customers: [], userId: null });
    $session.set({ status: 'initializing', user: null, fromAuth: false, isDevelopmentUser: false });
  });
}
