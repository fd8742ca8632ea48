// The partner products popover of the top bar (in the top bar beside Help and the user menu:
// tests/browser/top-bar-kit.tsx).
import { expect } from 'chai';
import { seriousViolations } from './axe-check';
import { sendKeys } from './commands';
import { PARTNER_LINKS, PARTNER_PROGRAMME_TITLE } from '../../src/config/external-links';
import { $contentPlatformHost } from '../../src/stores/platform/environment';
import { useTopBar } from './top-bar-kit';
import { waitFor } from './wait-for';

describe('Top bar: partner products', () => {
  const { root, host } = useTopBar();

  it('partner products: six links, three per row, 228 px wide, each opening in a new tab', async () => {
    const button = root().querySelector<HTMLButtonElement>('button[aria-label="Partner products"]')!;
    expect(button).to.not.equal(null);
    button.click();
    const dialog = await waitFor(() => root().querySelector<HTMLElement>('.top-bar__partners:not([hidden])[aria-labelledby]'), 'the popover');
    expect(dialog.getAttribute('role')).to.equal('dialog');
    const title = dialog.querySelector('.top-bar__partners-title')!;
    expect(title.textContent).to.equal(PARTNER_PROGRAMME_TITLE);
    expect(dialog.getAttribute('aria-labelledby')).to.equal(title.id);
    expect(dialog.getBoundingClientRect().width).to.equal(228);

    const links = Array.from(dialog.querySelectorAll<HTMLAnchorElement>('a'));
    expect(links.map((link) => link.href)).to.deep.equal(PARTNER_LINKS.map((partner) => partner.url));
    for (const link of links) {
      expect(link.target).to.equal('_blank');
      expect(link.rel).to.contain('noopener');
      expect(link.querySelector('img')?.alt).to.equal(PARTNER_LINKS[links.indexOf(link)]!.name);
    }
    const tops = links.map((link) => Math.round(link.getBoundingClientRect().top));
    expect(new Set(tops).size, 'two rows').to.equal(2);
    expect(tops.filter((top) => top === tops[0]), 'three in the first row').to.have.length(3);
    expect(getComputedStyle(dialog.querySelector('ul')!).gridTemplateColumns.split(' ')).to.have.length(3);

    await sendKeys({ press: 'Escape' });
    await waitFor(() => !root().querySelector('.top-bar__partners:not([hidden])'), 'the popover to close');
  });

  it('partner products are absent in a content-platform host', async () => {
    $contentPlatformHost.set(true);
    await waitFor(() => !root().querySelector('button[aria-label="Partner products"]'), 'the popover trigger to go');
    $contentPlatformHost.set(false);
    await waitFor(() => root().querySelector('button[aria-label="Partner products"]'), 'the popover trigger to come back');
  });


  it('has no serious or critical axe violations with the partner popover open', async () => {
    root().querySelector<HTMLButtonElement>('button[aria-label="Partner products"]')!.click();
    // Ark names the dialog by its title once the title has rendered.
    await waitFor(() => root().querySelector('.top-bar__partners:not([hidden])[aria-labelledby]'), 'the popover');
    expect(await seriousViolations(host())).to.deep.equal([]);
  });
});
