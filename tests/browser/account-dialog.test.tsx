// The "Switch account" dialog in <portal-account-switcher>: its title, description and close,
// Escape, the special account's panel, forced colours and axe.
import axe from 'axe-core';
import { expect } from 'chai';
import { FORCED_COLOURS_NOT_EMULATED, notIn, sendKeys } from './commands';
import { $lastSelectedCustomerId } from '../../src/stores/access/selected-customer';
import { given, highlighted, open, optionNames, SEVEN, type, withAccountSwitcherPage } from './account-switcher-kit';
import { cleanupFixtures, waitFor } from './wait-for';
import { expectVisibleEdge, inForcedColors } from './forced-colors';

describe('the Switch account dialog', () => {
  withAccountSwitcherPage();

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

  it('keeps a visible edge in forced colours', async function () {
    notIn(this, { firefox: FORCED_COLOURS_NOT_EMULATED, webkit: FORCED_COLOURS_NOT_EMULATED });
    given(SEVEN, 1001);
    const { dialog } = await open();
    await inForcedColors(() => expectVisibleEdge(dialog));
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
