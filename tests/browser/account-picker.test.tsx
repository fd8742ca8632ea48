// The account picker in the Switch account dialog: search, the highlight moved by keys and mouse,
// a pick, and the virtual list of 100,000 accounts, also in a 400 % zoomed window.
import { expect } from 'chai';
import { sendKeys, sendMouse, setViewport } from './commands';
import { $lastSelectedCustomerId } from '../../src/stores/access/selected-customer';
import { given, highlighted, manyAccounts, nextFrame, open, optionNames, SEVEN, type, withAccountSwitcherPage } from './account-switcher-kit';
import { waitFor } from './wait-for';

describe('the account picker', () => {
  withAccountSwitcherPage();

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
});
