// The top bar's Help link (in the top bar beside the partner products and the user menu:
// tests/browser/top-bar-kit.tsx).
import { expect } from 'chai';
import { HELP_CENTER_URL } from '../../src/config/external-links';
import { trackingHost } from '../../src/stores/reporting/page-visits';
import { useTopBar } from './top-bar-kit';
import { waitFor } from './wait-for';

describe('Top bar: Help', () => {
  const { root, originalHostname } = useTopBar();

  it('Help opens the help centre in a new tab and records a page visit', async () => {
    const help = Array.from(root().querySelectorAll<HTMLAnchorElement>('a')).find((link) => link.textContent === 'Help')!;
    expect(help.href).to.equal(HELP_CENTER_URL);
    expect(help.target).to.equal('_blank');
    expect(help.rel).to.contain('noopener');

    // Pretend to be a production host, so the visit is pushed to the data layer; no real tab opens.
    trackingHost.hostname = () => 'portal.example';
    const dataLayer = ((globalThis as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ??= []);
    const before = dataLayer.length;
    help.addEventListener('click', (event) => event.preventDefault(), { once: true });
    help.click();
    await waitFor(() => dataLayer.length > before, 'the page visit (debounced 200 ms)');
    expect(dataLayer.at(-1)).to.include({ event: 'visit', pageTitle: 'Help', platformTitle: 'Help Center', customerId: 1001 });
    trackingHost.hostname = originalHostname;
  });

});
