import axe from 'axe-core';
import { expect } from 'chai';
import { sendKeys } from './commands';
import '../../elements/portal-shell';
import { browserNavigation } from '../../src/stores/platform/browser-navigation';
import { $dirty, $navigationPrompt } from '../../src/stores/platform/navigation-confirmation';
import { $portalPath, $portalUrl, openPath, setForbiddenResult } from '../../src/stores/routing/routing';
import { $lastSelectedCustomerId } from '../../src/stores/access/selected-customer';
import { UNSAVED_CHANGES_TEXT } from '../../src/components/shell/navigation-prompt';
import { mountSignedInShell } from './shell-fixture';
import { waitFor } from './wait-for';
import { expectVisibleEdge, inForcedColors } from './forced-colors';

/** The routing rules in a real <portal-shell>, signed in on the local backend. */
describe('<portal-shell> routes', () => {
  let shell: HTMLElement;
  let root: ShadowRoot;
  const originalAssign = browserNavigation.assign;
  const text = () => root.textContent ?? '';
  const part = (name: string) => root.querySelector(`[part="${name}"]`);
  const visibleFrame = () => root.querySelector<HTMLElement>('.app-frame:not([hidden])');

  before(async () => {
    browserNavigation.assign = () => {};
    shell = await mountSignedInShell('u-mads');
    root = shell.shadowRoot!;
    await waitFor(() => part('home'), 'the home page', 8000);
  });
  after(() => {
    shell.remove();
    browserNavigation.assign = originalAssign;
    history.replaceState(null, '', '/');
  });

  it('shows the home page at / with no menu selection', async () => {
    expect(root.querySelector('h1')?.textContent).to.equal('Welcome, Mads');
    expect(root.querySelector('[aria-current="page"]')).to.equal(null);
  });

  it('one navigate() fires one portal-navigate, with the address it ends at', async () => {
    const heard: string[] = [];
    const typed = shell as HTMLElementTagNameMap['portal-shell'];
    const listener = (event: CustomEvent<{ path: string }>) => heard.push(event.detail.path);
    typed.addEventListener('portal-navigate', listener);
    expect(await typed.navigate('/dash/')).to.equal(true);
    typed.removeEventListener('portal-navigate', listener);
    expect(heard).to.deep.equal([$portalUrl.get()]);
    openPath('/');
    await waitFor(() => part('home'), 'home again');
  });

  it('shows Not Found for any path the portal does not know', async () => {
    openPath('/no-such-area/at-all');
    await waitFor(() => part('not-found'), 'Not Found');
    openPath('/');
    await waitFor(() => part('home'), 'home again');
  });

  it('forwards an app prefix and everything under it to that app', async () => {
    openPath('/dash/Dashboard/tnt/deep/er?x=1');
    const frame = await waitFor(() => visibleFrame(), 'the app frame');
    expect(frame.dataset.appPrefix).to.equal('dash');
    expect(frame.querySelector('iframe')?.title).to.equal('Account Dashboard');
  });

  it('a path under an app that no menu item matches is titled and announced by the menu name of its platform', async () => {
    $lastSelectedCustomerId.set(1001);
    openPath('/cdp/no-menu-item/here');
    await waitFor(() => visibleFrame()?.dataset.appPrefix === 'cdp', 'the CDP area');
    await waitFor(() => document.title === 'Customer Data Platform – Portal', 'the title from the menu');
    await waitFor(() => part('page-announcement')?.textContent === 'Customer Data Platform', 'the announcement');
  });

  it('a customer id in the path that is not one of the user accounts redirects home', async () => {
    openPath('/dash/Dashboard/999999');
    await waitFor(() => part('home'), 'the redirect home');
    expect($portalPath.get()).to.equal('/');
    expect(location.pathname).to.equal('/');
  });

  it('a customer id in the path among the user accounts becomes the selected customer', async () => {
    openPath('/dash/Dashboard/1001');
    await waitFor(() => $lastSelectedCustomerId.get() === 1001, 'customer 1001 to be selected');
    await waitFor(() => visibleFrame(), 'the app region');
  });

  it('a locked item shows its landing page (customer 1003 has only FREE products)', async () => {
    $lastSelectedCustomerId.set(1003);
    openPath('/cdp/tnt/audienceslist');
    await waitFor(() => part('landing-page'), 'the CDP landing page');
    expect(text()).to.contain("You don't have access to Audience Builder");
  });

  it('a restricted item (hidden for the customer) redirects home', async () => {
    $lastSelectedCustomerId.set(1003);
    openPath('/dash/GroupDashboard/tnt');
    await waitFor(() => part('home'), 'the redirect home');
  });

  it('/internal-tools is Not Found for a user who is not an administrator', async () => {
    openPath('/internal-tools');
    await waitFor(() => part('not-found'), 'Not Found');
  });

  it('a forbidden result shows Not Allowed until the next navigation', async () => {
    $lastSelectedCustomerId.set(4030);
    openPath('/dash/Dashboard/tnt');
    await waitFor(() => visibleFrame(), 'the app');
    setForbiddenResult(4030);
    await waitFor(() => part('not-allowed'), 'Not Allowed');
    expect(text()).to.contain('4030');
    openPath('/');
    await waitFor(() => part('home'), 'home');
  });

  it('with unsaved changes, leaving asks Stay or Leave; Stay keeps the page and the changes', async () => {
    $lastSelectedCustomerId.set(1001);
    openPath('/dash/Dashboard/tnt');
    await waitFor(() => visibleFrame(), 'the app');
    $dirty.set(true);
    (root.querySelector('a[aria-label="Portal home"]') as HTMLAnchorElement).click();
    const prompt = await waitFor(() => root.querySelector<HTMLElement>('[role="alertdialog"]'), 'the prompt');
    expect(prompt.textContent).to.contain(UNSAVED_CHANGES_TEXT);
    await waitFor(() => root.activeElement?.textContent === 'Stay', 'focus on Stay');
    await inForcedColors(() => expectVisibleEdge(prompt, 'the prompt in forced colours'));
    const results = await axe.run(shell, { resultTypes: ['violations'] });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).to.deep.equal([]);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => $navigationPrompt.get() === null, 'the prompt to close');
    expect($portalPath.get()).to.equal('/dash/Dashboard/tnt');
    expect($dirty.get()).to.equal(true);
  });

  it('Leave navigates and clears the unsaved changes', async () => {
    (root.querySelector('a[aria-label="Portal home"]') as HTMLAnchorElement).click();
    await waitFor(() => root.querySelector('[role="alertdialog"]'), 'the prompt');
    const leave = [...root.querySelectorAll('button')].find((button) => button.textContent === 'Leave')!;
    leave.click();
    await waitFor(() => part('home'), 'home');
    expect($dirty.get()).to.equal(false);
  });

  it('browser back with unsaved changes asks first, and Stay keeps the page', async () => {
    openPath('/dash/Dashboard/tnt');
    await waitFor(() => visibleFrame(), 'the app');
    $dirty.set(true);
    history.back();
    await waitFor(() => $navigationPrompt.get() !== null, 'the prompt on back');
    await waitFor(() => location.pathname === '/dash/Dashboard/tnt', 'the URL to be restored');
    const stay = [...root.querySelectorAll('button')].find((button) => button.textContent === 'Stay')!;
    stay.click();
    await waitFor(() => $navigationPrompt.get() === null, 'the prompt to close');
    expect($portalPath.get()).to.equal('/dash/Dashboard/tnt');
  });

  it('browser back with unsaved changes and Leave goes back', async () => {
    history.back();
    await waitFor(() => $navigationPrompt.get() !== null, 'the prompt on back');
    // The guard puts the address back while it asks; Leave before that would race its own move.
    await waitFor(() => location.pathname === '/dash/Dashboard/tnt', 'the URL to be restored');
    const leave = [...root.querySelectorAll('button')].find((button) => button.textContent === 'Leave')!;
    leave.click();
    await waitFor(() => part('home'), 'home after back');
    expect(location.pathname).to.equal('/');
    history.forward();
    await waitFor(() => visibleFrame(), 'forward again without a prompt (nothing unsaved)');
  });
});
