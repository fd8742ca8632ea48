import { expect } from 'chai';
import { notIn, SHIFT_TAB_UNIDENTIFIED, sendKeys, sendMouse } from './commands';
import '../../elements/portal-account-switcher';
import { signInAs, testHostParams } from './test-backend';
import { cleanupFixtures, fixture, waitFor } from './wait-for';

describe('Ark UI Dialog inside an element shadow root', () => {
  afterEach(cleanupFixtures);
  // Signed in with one account, so no account has to be chosen and the dialog may be closed.
  before(async () => {
    localStorage.clear();
    await signInAs('u-cora');
  });

  it('opens from its trigger, renders inside the shadow root, traps focus and returns it on Escape', async function () {
    notIn(this, { webkit: SHIFT_TAB_UNIDENTIFIED });
    const element = fixture<HTMLElement>(`<portal-account-switcher host-params-json='${testHostParams()}'></portal-account-switcher>`);
    const root = element.shadowRoot!;
    expect(root?.mode, 'open shadow root').to.equal('open');

    const trigger = await waitFor(
      () => root.querySelector<HTMLButtonElement>('[part="account-switcher-button"]')?.textContent === 'Nordic Outdoor' && root.querySelector<HTMLButtonElement>('[part="account-switcher-button"]'),
      'the switcher button for the signed-in account',
    );
    trigger.focus();
    trigger.click();

    const dialog = await waitFor(() => root.querySelector<HTMLElement>('[role="dialog"]'), 'the dialog');
    expect(document.querySelector('[role="dialog"]'), 'nothing portalled into the light DOM').to.equal(null);
    expect(dialog.getAttribute('aria-labelledby')).to.be.a('string');
    expect(root.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).to.equal('Switch account');
    expect(getComputedStyle(dialog).maxWidth).to.equal('420px');

    await waitFor(() => dialog.contains(root.activeElement), 'focus to move into the dialog');

    // Real Tab and Shift+Tab presses, more than the dialog has controls, never leave it (focus trap).
    for (const backwards of [false, false, false, true, true]) {
      if (backwards) await sendKeys({ down: 'Shift' });
      await sendKeys({ press: 'Tab' });
      if (backwards) await sendKeys({ up: 'Shift' });
      expect(dialog.contains(root.activeElement), `focus inside after ${backwards ? 'Shift+' : ''}Tab`).to.equal(true);
    }

    await sendKeys({ press: 'Escape' });
    await waitFor(() => !root.querySelector('[role="dialog"]'), 'the dialog to close');
    await waitFor(() => root.activeElement === trigger, 'focus to return to the trigger');
  });

  it('closes on an outside click on the backdrop', async () => {
    const element = fixture<HTMLElement>(`<portal-account-switcher host-params-json='${testHostParams()}'></portal-account-switcher>`);
    const root = element.shadowRoot!;
    const trigger = await waitFor(
      () => root.querySelector<HTMLButtonElement>('[part="account-switcher-button"]')?.textContent === 'Nordic Outdoor' && root.querySelector<HTMLButtonElement>('[part="account-switcher-button"]'),
      'the switcher button for the signed-in account',
    );
    trigger.click();
    const dialog = await waitFor(() => root.querySelector<HTMLElement>('[role="dialog"]'), 'the dialog');
    await waitFor(() => dialog.contains(root.activeElement), 'focus in the dialog');

    // A real click in the page corner, outside the dialog's box.
    await sendMouse({ type: 'click', position: [5, 5] });
    await waitFor(() => !root.querySelector('[role="dialog"]'), 'the dialog to close');
  });
});
