// <portal-account-switcher>'s view on a host page: it tells the host what the person picked.
import { expect } from 'chai';
import { sendKeys } from './commands';
import { $accounts } from '../../src/stores/access/accounts';
import { $lastSelectedCustomerId } from '../../src/stores/access/selected-customer';
import { dialogIn, given, mount, nextFrame, SEVEN, type, withAccountSwitcherPage } from './account-switcher-kit';
import { waitFor } from './wait-for';

describe('the account switcher on its own', () => {
  withAccountSwitcherPage();

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
});
