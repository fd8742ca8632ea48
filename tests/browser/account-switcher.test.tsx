import axe from 'axe-core';
import { expect } from 'chai';
import { FORCED_COLOURS_NOT_EMULATED, notIn, sendKeys, sendMouse, setViewport } from './commands';
import '../../elements/portal-account-switcher';
import { $accounts, type AccountsState } from '../../src/stores/access/accounts';
import { $dirty, $navigationPrompt, answerNavigation } from '../../src/stores/platform/navigation-confirmation';
import { $accountDialogRequired, $lastSelectedCustomerId, $selectedCustomer } from '../../src/stores/access/selected-customer';
import { browserNavigation } from '../../src/stores/platform/browser-navigation';
import { $session } from '../../src/stores/session/session';
import { $hostParams } from '../../src/stores/platform/environment';
import { cleanupFixtures, fixture, waitFor } from './wait-for';
import { expectVisibleEdge, inForcedColors } from './forced-colors';

type Customer = AccountsState['customers'][number];

const customer = (customerId: number, customerName: string): Customer => ({ customerId, customerName, partnerId: null, productTags: ['FREE'] });

const SEVEN = [
  customer(1001, 'Nordic Outdoor'),
  customer(1002, 'Baltic Foods'),
  customer(1003, 'Free Trial ApS'),
  customer(2100, 'nordic Sails'),
  customer(4030, 'Forbidden Fruit'),
  customer(5150, 'Fifty-One Fifty'),
  customer(7777, 'Lucky Seven 1001'),
];

/** `count` accounts with varied names; ids 100000 and up. */
function manyAccounts(count: number): Customer[] {
  const first = ['Nordic', 'Baltic', 'Alpine', 'Coastal', 'Urban', 'Golden', 'Silver'];
  const second = ['Outdoor', 'Foods', 'Fashion', 'Living', 'Sports', 'Books', 'Garden', 'Tools', 'Pets', 'Toys', 'Home'];
  return Array.from({ length: count }, (_, i) => customer(100_000 + i, `${first[i % 7]} ${second[i % 11]} ${i}`));
}

let unsubscribe: (() => void) | undefined;

// The test page never leaves: a sign-in the switcher starts is recorded, not followed.
const originalAssign = browserNavigation.assign;
const leftFor: string[] = [];

before(() => {
  browserNavigation.assign = (url) => void leftFor.push(url);
  // Mounted while signed out, so the store's own loading never starts: the tests set the list.
  unsubscribe = $accounts.listen(() => {});
});

after(() => {
  unsubscribe?.();
  browserNavigation.assign = originalAssign;
});

/**
 * Signed in (without a user record, so no account list is fetched) with `customers` loaded and
 * `selected` as the last selected account; no unsaved changes.
 */
function given(customers: Customer[], selected: number | null) {
  $dirty.set(false);
  $lastSelectedCustomerId.set(selected);
  $session.set({ status: 'authenticated', user: null, fromAuth: false, isDevelopmentUser: false });
  $accounts.set({ status: 'loaded', customers, userId: 'u' });
}

interface Opened {
  root: ShadowRoot;
  button: HTMLButtonElement;
  dialog: HTMLElement;
  search: HTMLInputElement;
  listbox: HTMLElement;
}

async function mount(): Promise<{ root: ShadowRoot; button: HTMLButtonElement }> {
  const element = fixture<HTMLElement>('<portal-account-switcher></portal-account-switcher>');
  const root = element.shadowRoot!;
  const button = await waitFor(() => root.querySelector<HTMLButtonElement>('[part="account-switcher-button"]'), 'the button');
  return { root, button };
}

async function dialogIn(root: ShadowRoot, button: HTMLButtonElement): Promise<Opened> {
  const dialog = await waitFor(() => root.querySelector<HTMLElement>('[role="dialog"]'), 'the dialog');
  const search = await waitFor(() => dialog.querySelector<HTMLInputElement>('input[role="combobox"]'), 'the search field');
  await waitFor(() => root.activeElement === search, 'focus in the search field');
  const listbox = root.getElementById(search.getAttribute('aria-controls')!)!;
  return { root, button, dialog, search, listbox };
}

async function open(): Promise<Opened> {
  const { root, button } = await mount();
  button.click();
  return dialogIn(root, button);
}

const optionNames = (listbox: HTMLElement) =>
  [...listbox.querySelectorAll('[role="option"]')].map((option) => option.querySelector('.account-switcher__name')!.textContent);

function highlighted({ root, search }: Opened): string | null | undefined {
  const id = search.getAttribute('aria-activedescendant');
  return id ? root.getElementById(id)?.querySelector('.account-switcher__name')?.textContent : null;
}

/** Types `text` with real key presses, replacing what the field held. */
async function type(search: HTMLInputElement, text: string) {
  search.select();
  await sendKeys({ type: text });
  await waitFor(() => search.value === text, `the field to read "${text}"`);
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

describe('<portal-account-switcher>: the Switch account dialog', () => {
  afterEach(() => {
    cleanupFixtures();
    answerNavigation(false);
    $dirty.set(false);
    $lastSelectedCustomerId.set(null);
    $accounts.set({ status: 'idle', customers: [], userId: null });
    $session.set({ status: 'initializing', user: null, fromAuth: false, isDevelopmentUser: false });
  });

  it('opens from the button with the title, the search field focused, column headers and the current account marked', async () => {
    given(SEVEN, 1002);
    const opened = await open();
    const { dialog, search, listbox, button, root } = opened;
    expect(button.textContent).to.equal('Baltic Foods');
    expect(root.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).to.equal('Switch account');
    expect(getComputedStyle(dialog).maxWidth).to.equal('420px');
    expect(root.querySelector(`label[for="${search.id}"]`)?.textContent).to.equal('Search');
    expect(dialog.textContent).to.contain('Account name').and.to.contain('Account number');
    expect(listbox.getAttribute('role')).to.equal('listbox');
    expect(listbox.getBoundingClientRect().height).to.equal(400);
    expect(optionNames(listbox)).to.deep.equal(SEVEN.map((account) => account.customerName));
    const rows = [...listbox.querySelectorAll<HTMLElement>('[role="option"]')];
    expect(rows.map((row) => row.getBoundingClientRect().height)).to.deep.equal(SEVEN.map(() => 44));
    expect(rows.map((row) => row.getAttribute('aria-selected'))).to.deep.equal(['false', 'true', 'false', 'false', 'false', 'false', 'false']);
    expect(highlighted(opened), 'opens on the current account').to.equal('Baltic Foods');
    expect(dialog.querySelector('[role="note"]') === null, 'no special panel').to.equal(true);
  });

  it('searches case-insensitively by a substring of the name or of the account number', async () => {
    given(SEVEN, 1001);
    const { search, listbox, dialog } = await open();

    await type(search, 'NORDIC');
    expect(optionNames(listbox)).to.deep.equal(['Nordic Outdoor', 'nordic Sails']);

    await type(search, 'fRuIt');
    expect(optionNames(listbox)).to.deep.equal(['Forbidden Fruit']);

    await type(search, '00');
    expect(optionNames(listbox), 'ids 1001, 1002, 1003, 2100 and the name with 1001').to.deep.equal([
      'Nordic Outdoor',
      'Baltic Foods',
      'Free Trial ApS',
      'nordic Sails',
      'Lucky Seven 1001',
    ]);

    await type(search, '515');
    expect(optionNames(listbox)).to.deep.equal(['Fifty-One Fifty']);

    await type(search, 'zebra');
    expect(listbox.querySelectorAll('[role="option"]')).to.have.length(0);
    expect(dialog.querySelector('[role="status"]')?.textContent).to.equal('No accounts match “zebra”');
    expect(search.getAttribute('aria-expanded')).to.equal('false');
    expect(search.hasAttribute('aria-activedescendant')).to.equal(false);
  });

  it('says so when there are no accounts at all', async () => {
    given([], null);
    const { dialog, listbox } = await open();
    expect(listbox.querySelectorAll('[role="option"]')).to.have.length(0);
    expect(dialog.querySelector('[role="status"]')?.textContent).to.equal('No accounts available');
  });

  it('moves the highlight with ArrowDown and ArrowUp, clamped at both ends, and Enter picks it and closes', async () => {
    given(SEVEN, 1001);
    const opened = await open();
    const { search, root, button } = opened;
    await type(search, 'o');
    const matching = SEVEN.filter((account) => account.customerName.toLowerCase().includes('o')).map((account) => account.customerName);
    expect(highlighted(opened)).to.equal(matching[0]);

    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    expect(highlighted(opened), 'clamped at the top').to.equal(matching[0]);

    await sendKeys({ press: 'ArrowDown' });
    expect(highlighted(opened)).to.equal(matching[1]);
    for (let i = 0; i < matching.length + 3; i++) await sendKeys({ press: 'ArrowDown' });
    expect(highlighted(opened), 'clamped at the bottom').to.equal(matching[matching.length - 1]);
    expect(search.selectionStart, 'the caret stays where it was').to.equal(1);

    await sendKeys({ press: 'ArrowUp' });
    const picked = SEVEN.find((account) => account.customerName === matching[matching.length - 2])!;
    expect(highlighted(opened)).to.equal(picked.customerName);
    await sendKeys({ press: 'Enter' });

    await waitFor(() => !root.querySelector('[role="dialog"]'), 'the dialog to close');
    expect($lastSelectedCustomerId.get()).to.equal(picked.customerId);
    await waitFor(() => root.activeElement === button, 'focus back on the button');
    await waitFor(() => button.textContent === picked.customerName, 'the button to name the new account');
  });

  it('picks a row on click, and highlights a row under a moving mouse', async () => {
    given(SEVEN, 1001);
    const opened = await open();
    const { listbox, root } = opened;
    const row = [...listbox.querySelectorAll<HTMLElement>('[role="option"]')].find((option) => option.textContent?.includes('Forbidden Fruit'))!;
    const box = row.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.left + 20), Math.round(box.top + 10)] });
    await waitFor(() => highlighted(opened) === 'Forbidden Fruit', 'the hovered row to be highlighted');
    await sendMouse({ type: 'click', position: [Math.round(box.left + 20), Math.round(box.top + 10)] });
    await waitFor(() => !root.querySelector('[role="dialog"]'), 'the dialog to close');
    expect($lastSelectedCustomerId.get()).to.equal(4030);
  });

  it('changes nothing while the navigation confirmation waits, and switches after Leave', async () => {
    given(SEVEN, 1001);
    $dirty.set(true);
    const { listbox, root } = await open();
    const row = [...listbox.querySelectorAll<HTMLElement>('[role="option"]')].find((option) => option.textContent?.includes('Baltic Foods'))!;
    row.click();

    await waitFor(() => $navigationPrompt.get(), 'the navigation question');
    await nextFrame();
    expect($lastSelectedCustomerId.get()).to.equal(1001);
    expect($selectedCustomer.get().customerId).to.equal(1001);
    expect(root.querySelector('[role="dialog"]') !== null, 'still open').to.equal(true);

    answerNavigation(true);
    await waitFor(() => !root.querySelector('[role="dialog"]'), 'the dialog to close');
    expect($lastSelectedCustomerId.get()).to.equal(1002);
    expect($dirty.get()).to.equal(false);
  });

  it('stays open with nothing changed when the user answers Stay', async () => {
    given(SEVEN, 1001);
    $dirty.set(true);
    const { listbox, root, search } = await open();
    const row = [...listbox.querySelectorAll<HTMLElement>('[role="option"]')].find((option) => option.textContent?.includes('Baltic Foods'))!;
    row.click();
    await waitFor(() => $navigationPrompt.get(), 'the navigation question');
    answerNavigation(false);
    await nextFrame();
    expect($lastSelectedCustomerId.get()).to.equal(1001);
    expect(root.querySelector('[role="dialog"]') !== null, 'still open').to.equal(true);
    expect(root.activeElement === search, 'focus in the search field').to.equal(true);
  });

  it('opens by itself and cannot be dismissed while an account must be chosen', async () => {
    given(SEVEN, null);
    expect($accountDialogRequired.get()).to.equal(true);
    const { root, button } = await mount();
    const opened = await dialogIn(root, button);
    expect(opened.dialog.querySelector('[aria-label="Close"]') === null, 'no close button').to.equal(true);
    expect(opened.dialog.querySelectorAll('[aria-selected="true"]')).to.have.length(0);

    await sendKeys({ press: 'Escape' });
    await nextFrame();
    expect(root.querySelector('[role="dialog"]') !== null, 'open after Escape').to.equal(true);
    await sendMouse({ type: 'click', position: [5, 5] });
    await nextFrame();
    expect(root.querySelector('[role="dialog"]') !== null, 'open after an outside click').to.equal(true);
    expect(root.activeElement === opened.search, 'focus stays in the search field').to.equal(true);

    await type(opened.search, 'sails');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => !root.querySelector('[role="dialog"]'), 'the dialog to close after a pick');
    expect($lastSelectedCustomerId.get()).to.equal(2100);
    expect($accountDialogRequired.get()).to.equal(false);
  });

  it('closes on Escape when not required, returning focus to the button', async () => {
    given(SEVEN, 1001);
    const { root, button } = await open();
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !root.querySelector('[role="dialog"]'), 'the dialog to close');
    await waitFor(() => root.activeElement === button, 'focus back on the button');
    expect($lastSelectedCustomerId.get()).to.equal(1001);
  });

  it('shows the special panel only while customer 5150 is the active account', async () => {
    given(SEVEN, 5150);
    let opened = await open();
    const note = opened.dialog.querySelector<HTMLElement>('[role="note"]');
    expect(note?.textContent).to.contain('Fifty-One Fifty: special account');
    expect(opened.root.getElementById(note!.getAttribute('aria-labelledby')!)?.textContent).to.equal('Fifty-One Fifty: special account');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !opened.root.querySelector('[role="dialog"]'), 'the dialog to close');
    cleanupFixtures();

    for (const selected of [1001, 4030]) {
      given(SEVEN, selected);
      opened = await open();
      expect(opened.dialog.querySelector('[role="note"]') === null, `no panel for ${selected}`).to.equal(true);
      expect(opened.dialog.textContent).not.to.contain('special account');
      cleanupFixtures();
    }
  });

  it('keeps the DOM small with 100,000 accounts, scrolls the highlight into view and filters as the user types', async () => {
    const accounts = manyAccounts(100_000);
    given(accounts, 100_000 + 50_000);
    const opened = await open();
    const { listbox, search } = opened;
    const rowCount = () => listbox.querySelectorAll('[role="option"]').length;
    expect(rowCount()).to.be.greaterThan(5).and.lessThan(40);
    expect(highlighted(opened), 'the current account, scrolled into view').to.equal(accounts[50_000]!.customerName);
    expect(listbox.scrollTop).to.be.greaterThan(40 * 44 * 1000);

    for (let i = 0; i < 15; i++) await sendKeys({ press: 'ArrowDown' });
    expect(highlighted(opened)).to.equal(accounts[50_015]!.customerName);
    const active = opened.root.getElementById(search.getAttribute('aria-activedescendant')!)!;
    const listBox = listbox.getBoundingClientRect();
    const activeBox = active.getBoundingClientRect();
    expect(activeBox.top >= listBox.top && activeBox.bottom <= listBox.bottom, 'the highlighted row is visible').to.equal(true);
    expect(rowCount()).to.be.lessThan(40);

    await type(search, 'golden toys');
    // Names "Golden Toys i" with i % 7 === 5 and i % 11 === 9: i = 75 + 77k.
    const expected = accounts.filter((account) => account.customerName.toLowerCase().includes('golden toys'));
    expect(expected.length).to.be.greaterThan(1000);
    await waitFor(() => optionNames(listbox)[0] === expected[0]!.customerName, 'the filtered list');
    expect(rowCount()).to.be.lessThan(40);
    expect(listbox.scrollTop).to.equal(0);
    expect(listbox.querySelector('[role="option"]')!.getAttribute('aria-setsize')).to.equal(String(expected.length));

    await type(search, '199999');
    await waitFor(() => optionNames(listbox).length === 1, 'the one account with that number');
    expect(optionNames(listbox)).to.deep.equal([accounts[99_999]!.customerName]);
  });

  it('at 400 % zoom (a 320 x 200 window) still shows rows, and the dialog scrolls to the rest', async () => {
    await setViewport({ width: 320, height: 200 });
    try {
      given(manyAccounts(40), 100_000);
      const opened = await open();
      const { dialog, listbox, search } = opened;
      const box = dialog.getBoundingClientRect();
      expect(box.left, 'the dialog inside the window').to.be.at.least(0);
      expect(box.right).to.be.at.most(320);
      expect(box.top).to.be.at.least(0);
      expect(box.bottom).to.be.at.most(200);
      // Whatever does not fit is reachable by scrolling the dialog.
      const content = [...dialog.children].reduce((bottom, child) => Math.max(bottom, child.getBoundingClientRect().bottom), 0);
      if (content > box.bottom) expect(dialog.scrollHeight, 'the dialog scrolls').to.be.greaterThan(dialog.clientHeight);
      expect(listbox.clientHeight, 'at least two rows of the list').to.be.at.least(2 * 44);
      for (let step = 0; step < 5; step += 1) await sendKeys({ press: 'ArrowDown' });
      await waitFor(() => highlighted(opened) === manyAccounts(6)[5]!.customerName, 'the sixth account highlighted');
      const row = opened.root.getElementById(search.getAttribute('aria-activedescendant')!)!;
      await nextFrame();
      // Seen through every box that clips it: the list, its table, the dialog and the window.
      const rowBox = row.getBoundingClientRect();
      for (const [name, clip] of [['list', listbox], ['table', listbox.parentElement!], ['dialog', dialog]] as const) {
        const clipBox = clip.getBoundingClientRect();
        expect(rowBox.top, `the highlighted row's top inside the ${name}`).to.be.at.least(clipBox.top - 1);
        expect(rowBox.bottom, `the highlighted row's bottom inside the ${name}`).to.be.at.most(clipBox.bottom + 1);
      }
      expect(rowBox.bottom, 'and in the window').to.be.at.most(200 + 1);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('keeps a visible edge in forced colours', async function () {
    notIn(this, { firefox: FORCED_COLOURS_NOT_EMULATED, webkit: FORCED_COLOURS_NOT_EMULATED });
    given(SEVEN, 1001);
    const { dialog } = await open();
    await inForcedColors(() => expectVisibleEdge(dialog));
  });

  it('keeps the highlighted row in the DOM when the list is scrolled away from it', async () => {
    const accounts = manyAccounts(1000);
    given(accounts, null);
    const opened = await open();
    expect(highlighted(opened)).to.equal('Nordic Outdoor 0');
    opened.listbox.scrollTop = 500 * 44;
    await waitFor(() => opened.listbox.textContent?.includes(accounts[500]!.customerName), 'the rows at the new position');
    expect(highlighted(opened), 'aria-activedescendant still names an element').to.equal('Nordic Outdoor 0');
    expect(opened.listbox.querySelectorAll('[role="option"]').length).to.be.lessThan(40);
  });

  for (const [label, query] of [
    ['with accounts', ''],
    ['with no match', 'zebra'],
  ] as const) {
    it(`has no serious or critical axe violation in the open dialog ${label}`, async () => {
      given(SEVEN, 5150);
      const { root, search } = await open();
      if (query) await type(search, query);
      const results = await axe.run(root.host, { resultTypes: ['violations'] });
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(serious).to.deep.equal([]);
    });
  }
});

describe('<portal-account-switcher> on a host page', () => {
  afterEach(() => {
    cleanupFixtures();
    $lastSelectedCustomerId.set(null);
    $accounts.set({ status: 'idle', customers: [], userId: null });
    $session.set({ status: 'initializing', user: null, fromAuth: false, isDevelopmentUser: false });
  });

  it('signed out, offers to sign in instead of a dialog that can only wait, and the sign-in comes back to this page', async () => {
    leftFor.length = 0;
    $session.set({ status: 'unauthenticated', user: null, fromAuth: false, isDevelopmentUser: false });
    const { root, button } = await mount();
    await waitFor(() => button.isConnected && button.textContent === 'Sign in to choose an account', 'the Sign in button');
    const signIn = root.querySelector<HTMLButtonElement>('[part="account-switcher-button"]')!;
    signIn.click();
    expect(root.querySelector('[role="dialog"]'), 'no dialog').to.equal(null);
    expect(leftFor).to.have.length(1);
    expect(decodeURIComponent(leftFor[0]!)).to.contain(location.origin);
  });

  it('back from signing in and still signed out (a site that cannot get the portal\'s cookie): says so, and offers no Sign in to go round again', async () => {
    leftFor.length = 0;
    $session.set({ status: 'unauthenticated', user: null, fromAuth: true, isDevelopmentUser: false });
    const element = fixture<HTMLElement>('<portal-account-switcher></portal-account-switcher>');
    const notice = await waitFor(() => element.shadowRoot!.querySelector<HTMLElement>('[part="unavailable"][role="status"]'), 'the notice');
    expect(notice.textContent).to.equal('Not available on this site: it cannot use your portal sign-in');
    expect(element.shadowRoot!.querySelector('button'), 'no Sign in').to.equal(null);
    expect(leftFor).to.deep.equal([]);
  });

  it('tells the host with portal-account-select only what the person picked in the dialog, not an account chosen for them', async () => {
    const picked: Array<{ customerId: number; customerName: string }> = [];
    const listener = (event: Event) => picked.push((event as CustomEvent<{ customerId: number; customerName: string }>).detail);
    document.addEventListener('portal-account-select', listener);
    given([], null);
    $accounts.set({ status: 'loading', customers: [], userId: 'u' });
    const { root, button } = await mount();
    // The list arrives and the last choice stands: an account chosen for the person, who picked nothing here.
    $accounts.set({ status: 'loaded', customers: [SEVEN[0]!, SEVEN[1]!], userId: 'u' });
    $lastSelectedCustomerId.set(1001);
    await waitFor(() => button.textContent === 'Nordic Outdoor', 'the account the page starts with');
    await nextFrame();
    expect(picked, 'an account chosen for the person').to.deep.equal([]);
    button.click();
    const opened = await dialogIn(root, button);
    await type(opened.search, 'baltic');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => picked.length === 1, 'portal-account-select');
    expect(picked).to.deep.equal([{ customerId: 1002, customerName: 'Baltic Foods' }]);
    document.removeEventListener('portal-account-select', listener);
  });

  it('settings the host changes after the start reach the stores at once; a person\'s pick stays until the host chooses again', async () => {
    given(SEVEN, null);
    const hostParams = $hostParams.get();
    const element = fixture<HTMLElementTagNameMap['portal-account-switcher']>('<portal-account-switcher selected-customer-id="1002"></portal-account-switcher>');
    await waitFor(() => element.shadowRoot!.querySelector('[part="account-switcher-button"]')?.textContent === 'Baltic Foods', 'the account the host chose');
    element.setAttribute('selected-customer-id', '1003');
    expect($lastSelectedCustomerId.get(), 'the attribute, before any render').to.equal(1003);
    element.selectedCustomerId = 2100;
    expect($lastSelectedCustomerId.get(), 'the property, before any render').to.equal(2100);
    // What a pick in the dialog does: another setting changing later leaves it alone.
    $lastSelectedCustomerId.set(1001);
    const dev = JSON.stringify({ EnvName: 'Dev' });
    element.hostParamsJson = dev;
    expect($hostParams.get(), 'the host parameters, before any render').to.equal(dev);
    expect($lastSelectedCustomerId.get(), 'the person\'s pick').to.equal(1001);
    await waitFor(() => element.shadowRoot!.querySelector('[part="account-switcher-button"]')?.textContent === 'Nordic Outdoor', 'the picked account shown');
    element.selectedCustomerId = 1003;
    expect($lastSelectedCustomerId.get(), 'the host choosing again').to.equal(1003);
    $hostParams.set(hostParams);
  });
});
