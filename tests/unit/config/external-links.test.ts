// The external addresses and contact details the shell shows, exactly as the product specifies them.
// The module is imported afresh for each test, so its values are checked as it builds them.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ExternalLinks from '../../../src/config/external-links';

let links: typeof ExternalLinks;

beforeEach(async () => {
  vi.resetModules();
  links = await import('../../../src/config/external-links');
});

describe('external links and contact details', () => {
  it('are the specified addresses', () => {
    const { HELP_CENTER_URL, SUPPORT_EMAIL, SUPPORT_PHONE, INSIGHTS_URL, RELEASE_NOTES_URL, PROFESSIONAL_SERVICES_EMAIL, PARTNER_PROGRAMME_TITLE } = links;
    expect({ HELP_CENTER_URL, SUPPORT_EMAIL, SUPPORT_PHONE, INSIGHTS_URL, RELEASE_NOTES_URL, PROFESSIONAL_SERVICES_EMAIL, PARTNER_PROGRAMME_TITLE }).toEqual({
      HELP_CENTER_URL: 'https://help.portal.example/',
      SUPPORT_EMAIL: 'support@portal.example',
      SUPPORT_PHONE: '+45 70 20 30 40',
      INSIGHTS_URL: 'https://insights.portal.example/',
      RELEASE_NOTES_URL: 'https://release-notes.portal.example/',
      PROFESSIONAL_SERVICES_EMAIL: 'professional.services@portal.example',
      PARTNER_PROGRAMME_TITLE: 'Portal Partner Programme',
    });
  });
});

describe('the six partners of the partner-products popover', () => {
  it('have these names and addresses, in this order', () => {
    expect(links.PARTNER_LINKS.map(({ name, url }) => [name, url])).toEqual([
      ['Northwind Commerce', 'https://partners.portal.example/northwind'],
      ['Fjordline Data', 'https://partners.portal.example/fjordline'],
      ['Lumen Mail', 'https://partners.portal.example/lumen'],
      ['Brightpath Search', 'https://partners.portal.example/brightpath'],
      ['Cobalt Insights', 'https://partners.portal.example/cobalt'],
      ['Harbor CDP', 'https://partners.portal.example/harbor'],
    ]);
  });

  it('each logo is an inline SVG of the partner\'s initials on its colour (no file to serve)', () => {
    const expected = [
      ['NC', '#1f6f8b'],
      ['FD', '#2e7d32'],
      ['LM', '#b26a00'],
      ['BS', '#6a1b9a'],
      ['CI', '#1565c0'],
      ['HC', '#7b1760'],
    ];
    links.PARTNER_LINKS.forEach((partner, index) => {
      const [initials, colour] = expected[index]!;
      expect(partner.logo.startsWith('data:image/svg+xml,'), partner.name).toBe(true);
      const svg = decodeURIComponent(partner.logo.slice('data:image/svg+xml,'.length));
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 48 48">.*<\/svg>$/);
      expect(svg).toContain(`<rect width="48" height="48" rx="10" fill="${colour}"/>`);
      expect(svg).toContain(`fill="#fff" text-anchor="middle">${initials}</text>`);
    });
  });
});
