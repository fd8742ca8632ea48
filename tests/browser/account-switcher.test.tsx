// The account switcher's button and when its dialog opens: by itself while an account must be
// chosen, not at all signed out (Sign in instead); a pick waits for the navigation confirmation.
import { expect } from 'chai';
import { sendKeys, sendMouse } from './commands';
import { $dirty, $navigationPrompt, answerNavigation } from '../../src/stores/platform/navigation-confirmation';
import { $accountDialogRequired, $lastSelectedCustomerId, $selectedCustomer } from '../../src/stores/access/selected-customer';
import { $session } from '../../src/stores/session/session';
import { dialogIn, given, leftFor, mount, nextFrame, open, SEVEN, type, withAccountSwitcherPage } from './account-switcher-kit';
import { fixture, waitFor } from './wait-for';

describe('the account switcher: the dialog required, and the navigation confirmation', () => {
  withAccountSwitcherPage();

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

});

describe('the account switcher signed out on a host page', () => {
  withAccountSwitcherPage();

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

});
