// <portal-account-switcher>'s settings: attributes and properties reach the stores at once.
import { expect } from 'chai';
import { $lastSelectedCustomerId } from '../../src/stores/access/selected-customer';
import { $hostParams } from '../../src/stores/platform/environment';
import { given, SEVEN, withAccountSwitcherPage } from './account-switcher-kit';
import { fixture, waitFor } from './wait-for';

describe('<portal-account-switcher> settings', () => {
  withAccountSwitcherPage();

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
