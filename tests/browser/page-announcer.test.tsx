// The page's name in a real <portal-shell>: the document title on every page; after a navigation
// (not on the first page) a polite announcement and focus on the new page's heading, or on the
// page region for a product area (never its frame).
import { expect } from 'chai';
import { $lastSelectedCustomerId } from '../../src/stores/access/selected-customer';
import { openPath } from '../../src/stores/routing/routing';
import { useRoutedShell } from './shell-routing-kit';
import { waitFor } from './wait-for';

describe('<portal-shell> page announcer', () => {
  const { root, part, visibleFrame } = useRoutedShell();
  const announcement = () => part('page-announcement');

  it('names the first page in the title, announces nothing and leaves focus where it was', async () => {
    await waitFor(() => document.title === 'Home – Portal', 'the title');
    expect(announcement()?.getAttribute('role')).to.equal('status');
    expect(announcement()?.getAttribute('aria-live')).to.equal('polite');
    expect(announcement()?.textContent).to.equal('');
    expect(root().activeElement).to.equal(null);
  });

  it("after a navigation, titles and announces the new page and gives its heading focus", async () => {
    openPath('/no/such/page');
    await waitFor(() => part('not-found'), 'Not Found');
    await waitFor(() => announcement()?.textContent === 'Page not found', 'the announcement');
    expect(document.title).to.equal('Page not found – Portal');
    const heading = part('not-found')!.querySelector('h1');
    await waitFor(() => root().activeElement === heading, 'focus on the heading');
  });

  it("a product area: the page region takes focus, not the area's frame", async () => {
    $lastSelectedCustomerId.set(1001);
    openPath('/dash/Dashboard/tnt');
    await waitFor(() => visibleFrame(), 'the app frame');
    await waitFor(() => announcement()?.textContent !== 'Page not found' && announcement()?.textContent, 'the announcement of the area');
    await waitFor(() => root().activeElement === part('content'), 'focus on the page region');
    expect(document.title).to.equal(`${announcement()!.textContent} – Portal`);
    openPath('/');
    await waitFor(() => part('home'), 'home again');
  });
});
