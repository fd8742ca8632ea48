import { expect } from 'chai';
import { $portalPath, $portalUrl, openPath, setForbiddenResult } from '../../src/stores/routing/routing';
import { $lastSelectedCustomerId } from '../../src/stores/access/selected-customer';
import { useRoutedShell } from './shell-routing-kit';
import { waitFor } from './wait-for';

/** The routing rules in a real <portal-shell>, signed in on the local backend. */
describe('<portal-shell> routes', () => {
  const { shell, root, text, part, visibleFrame } = useRoutedShell();

  it('shows the home page at / with no menu selection', async () => {
    expect(root().querySelector('h1')?.textContent).to.equal('Welcome, Mads');
    expect(root().querySelector('[aria-current="page"]')).to.equal(null);
  });

  it('one navigate() fires one portal-navigate, with the address it ends at', async () => {
    const heard: string[] = [];
    const typed = shell() as HTMLElementTagNameMap['portal-shell'];
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
});
