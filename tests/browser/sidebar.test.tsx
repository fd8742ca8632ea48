// The sidebar: the platforms listed for the account, the kept-open sidebar and the rail, its groups,
// keyboard and pointer, and axe. Its entries' own tests are in sidebar-item and locked-item.
import { expect } from 'chai';
import { accessibleName, seriousViolations } from './axe-check';
import { sendKeys, sendMouse } from './commands';
import { $sidebar } from '../../src/stores/sidebar';
import { centre } from './pointer';
import { actFor, entry, host, nav, openTooltips, platformTitles, root, setSidebar, sidebar, toggleOf, withSidebarPage } from './sidebar-kit';
import { waitFor } from './wait-for';

describe('Sidebar', () => {
  withSidebarPage();

  it('lists the visible platforms and the Administration group; the Website Widget Designer only for its customers', async () => {
    setSidebar({ rail: false, isMenuFixed: true, openedListItems: ['recommendations'] });
    await waitFor(() => entry('Website'), 'the Recommendations items');
    expect(platformTitles()).to.deep.equal([
      'Home',
      'Analytics & Insights',
      'Data Management',
      'Customer Data Platform',
      'Recommendations',
      'E-mail Triggers',
      'Site Search',
      'Merchandising',
      'AI Models',
      'Administration',
    ]);
    expect(entry('Website Widget Designer'), 'shown for 1001').to.not.equal(undefined);

    actFor(1003);
    await waitFor(() => !entry('Website Widget Designer'), 'the designer to be hidden for 1003');
    expect(entry('Website'), 'other items stay').to.not.equal(undefined);

    // Customer 1003 is excluded from the Group Dashboard.
    setSidebar({ rail: false, isMenuFixed: true, openedListItems: ['analytics'] });
    await waitFor(() => entry('Account Dashboard'), 'the analytics items');
    expect(entry('Group Dashboard')).to.equal(undefined);
  });

  it('is a 281 px sidebar when kept open and a narrow rail otherwise', async () => {
    expect(sidebar().getBoundingClientRect().width).to.be.below(100);
    expect(nav().closest('[data-expanded]')).to.equal(null);
    setSidebar({ rail: false, isMenuFixed: true });
    await waitFor(() => sidebar().getBoundingClientRect().width === 281, 'the sidebar at 281 px');
    await waitFor(() => root.querySelector<HTMLElement>('.sidebar__panel')!.getBoundingClientRect().width === 281, 'the panel at 281 px');
  });

  it('kept open, cuts no name: long ones wrap inside the 281 px, beside a lock and a chevron too', async () => {
    actFor(1003);
    const groups = ['analytics', 'data-management', 'cdp', 'recommendations', 'email-triggers', 'site-search', 'merchandising', 'ai-models', 'administration'];
    setSidebar({ rail: false, isMenuFixed: true, openedListItems: groups });
    await waitFor(() => entry('Audience Builder'), 'the open groups');
    await waitFor(() => root.querySelector<HTMLElement>('.sidebar__panel')!.getBoundingClientRect().width === 281, 'the panel open');
    const panel = root.querySelector<HTMLElement>('.sidebar__panel')!.getBoundingClientRect();
    const cut = Array.from(root.querySelectorAll<HTMLElement>('.sidebar__label'))
      .filter((label) => label.scrollWidth > label.clientWidth + 1 || label.getBoundingClientRect().right > panel.right + 0.5)
      .map((label) => label.textContent);
    expect(cut).to.deep.equal([]);
    const cdp = toggleOf('Customer Data Platform')!;
    expect(cdp.querySelector('.sidebar__lock'), 'locked for 1003').to.not.equal(null);
  });

  it('names a locked platform as locked, and only a locked one', async () => {
    actFor(1003);
    setSidebar({ rail: false, isMenuFixed: true, openedListItems: [] });
    const cdp = await waitFor(() => toggleOf('Customer Data Platform')?.querySelector('.sidebar__lock') && toggleOf('Customer Data Platform'), 'the locked platform');
    expect(accessibleName(cdp)).to.equal('Customer Data Platform, locked');
    expect(accessibleName(toggleOf('Analytics & Insights')!)).to.equal('Analytics & Insights');
  });

  it('has its keep-open control inside the navigation landmark, with the platforms', () => {
    expect(root.querySelector('.sidebar__toggle')!.closest('nav') === nav(), 'Keep sidebar open inside the nav').to.equal(true);
  });

  it('switches the toggle label, keeps it in the persisted store, and collapsing clears the open groups', async () => {
    const toggle = () => root.querySelector<HTMLButtonElement>('.sidebar__toggle')!;
    expect(toggle().textContent).to.equal('Keep sidebar open');
    toggle().click();
    await waitFor(() => toggle().textContent === 'Collapse sidebar', 'the label to switch');
    expect($sidebar.get()).to.include({ rail: false, isMenuFixed: true });
    expect(JSON.parse(localStorage.getItem('portal-shell:sidebar')!)).to.include({ rail: false, isMenuFixed: true });

    toggleOf('Analytics & Insights')!.click();
    toggleOf('Site Search')!.click();
    await waitFor(() => $sidebar.get().openedListItems.length === 2, 'two open groups');
    expect(toggleOf('Site Search')!.getAttribute('aria-expanded')).to.equal('true');

    toggle().click();
    await waitFor(() => toggle().textContent === 'Keep sidebar open', 'the label to switch back');
    expect($sidebar.get()).to.deep.equal({ rail: true, isMenuFixed: false, openedListItems: [] });
    expect(root.querySelector('.sidebar__items'), 'no group shown on a rail').to.equal(null);
  });

  it('opens the rail on hover and closes it when the pointer leaves, with the groups opened meanwhile', async () => {
    await sendMouse({ type: 'move', position: centre(sidebar()) });
    await waitFor(() => sidebar().hasAttribute('data-expanded'), 'the rail to open on hover');
    toggleOf('Merchandising')!.click();
    await waitFor(() => entry('Boosted Campaigns'), 'the Merchandising items');
    // Away from the rail, inside the 800 × 600 viewport (WebDriver refuses a pointer outside it).
    await sendMouse({ type: 'move', position: [780, 580] });
    await waitFor(() => !sidebar().hasAttribute('data-expanded'), 'the rail to close');
    expect(root.querySelector('.sidebar__items')).to.equal(null);
    await waitFor(() => $sidebar.get().openedListItems.length === 0, 'the opened groups to clear');
  });

  it('opens the rail on keyboard focus; group toggles are buttons with aria-expanded that answer Enter and Space', async () => {
    const before = document.createElement('button');
    before.textContent = 'before';
    host.before(before);
    try {
      before.focus();
      await sendKeys({ press: 'Tab' });
      expect(root.activeElement?.textContent).to.equal('Home');
      await waitFor(() => sidebar().hasAttribute('data-expanded'), 'the rail to open on focus');
      await sendKeys({ press: 'Tab' });
      const analytics = toggleOf('Analytics & Insights')!;
      expect(root.activeElement).to.equal(analytics);
      expect(analytics.getAttribute('aria-expanded')).to.equal('false');
      await sendKeys({ press: 'Enter' });
      await waitFor(() => analytics.getAttribute('aria-expanded') === 'true', 'Enter to open the group');
      await sendKeys({ press: 'Tab' });
      expect(root.activeElement).to.equal(entry('Account Dashboard'));
      await sendKeys({ down: 'Shift' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ up: 'Shift' });
      await sendKeys({ press: 'Space' });
      await waitFor(() => analytics.getAttribute('aria-expanded') === 'false', 'Space to close the group');
      // Leaving the sidebar with the keyboard closes the rail again.
      before.focus();
      await waitFor(() => !sidebar().hasAttribute('data-expanded'), 'the rail to close on blur');
    } finally {
      before.remove();
    }
  });

  it('has no serious or critical axe violations, kept open with a locked tooltip showing', async () => {
    actFor(1003);
    setSidebar({ rail: false, isMenuFixed: true, openedListItems: ['cdp', 'analytics', 'administration'] });
    const locked = await waitFor(() => entry('Audience Builder'), 'Audience Builder');
    expect(await seriousViolations(host)).to.deep.equal([]);
    toggleOf('Customer Data Platform')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(root.activeElement).to.equal(locked);
    await waitFor(() => openTooltips()[0], 'the tooltip');
    expect(await seriousViolations(host)).to.deep.equal([]);
  });
});
