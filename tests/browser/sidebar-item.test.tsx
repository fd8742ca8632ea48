// A sidebar entry: the current page's entry marked, and navigation on click, Enter and Space.
import { expect } from 'chai';
import { sendKeys } from './commands';
import { $portalPath, openPath } from '../../src/stores/routing/routing';
import { $sidebar } from '../../src/stores/sidebar';
import { entry, root, setSidebar, withSidebarPage } from './sidebar-kit';
import { waitFor } from './wait-for';

describe('a sidebar item', () => {
  withSidebarPage();

  it('highlights the active platform and item, opens its group, and navigates on click, Enter and Space', async () => {
    setSidebar({ rail: false, isMenuFixed: true });
    openPath('/dash/Dashboard/tnt');
    const current = await waitFor(() => entry('Account Dashboard'), 'the active group to open');
    expect($sidebar.get().openedListItems).to.deep.equal(['analytics']);
    expect(current.getAttribute('aria-current')).to.equal('page');
    expect(current.closest('.sidebar__group')!.hasAttribute('data-active')).to.equal(true);
    expect(root.querySelectorAll('[aria-current="page"]')).to.have.length(1);

    entry('Tracking Stats')!.click();
    await waitFor(() => $portalPath.get() === '/dash/TrackingStats/tnt', 'the click to navigate');
    expect(location.pathname).to.equal('/dash/TrackingStats/tnt');
    await waitFor(() => entry('Tracking Stats')!.getAttribute('aria-current') === 'page', 'the highlight to follow');

    entry('Group Dashboard')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => $portalPath.get() === '/dash/GroupDashboard/tnt', 'Enter to navigate');
    entry('Account Dashboard')!.focus();
    await sendKeys({ press: 'Space' });
    await waitFor(() => $portalPath.get() === '/dash/Dashboard/tnt', 'Space to navigate');

    // A one-item platform navigates directly; an Administration item opens the Administration group.
    entry('Home')!.click();
    await waitFor(() => $portalPath.get() === '/', 'Home');
    openPath('/tc/tnt/retention');
    const retention = await waitFor(() => entry('Data Retention'), 'the Administration group to open');
    expect(retention.getAttribute('aria-current')).to.equal('page');
  });
});
