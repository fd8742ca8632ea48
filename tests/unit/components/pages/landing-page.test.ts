// A locked product's landing page: no access, whom to ask, and the product's page in a new tab when it has one.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LandingPage } from '../../../../src/components/pages/landing-page';
import { PROFESSIONAL_SERVICES_EMAIL } from '../../../../src/config/external-links';
import type { MenuSubItem } from '../../../../src/config/menu-types';

const entry: MenuSubItem = { id: 'cdp', appPrefix: 'cdp', route: '/cdp/tnt', title: 'Customer Data Platform', URLLink: 'https://www.portal.example/cdp' };

describe('LandingPage', () => {
  it("is titled by the item, in the region of the part landing-page, and says whom to ask, by e-mail", () => {
    const html = renderToStaticMarkup(createElement(LandingPage, { entry }));
    expect(html).toContain('part="landing-page" aria-labelledby="landing-page-title"');
    expect(html).toContain('id="landing-page-title">Customer Data Platform</h1>');
    expect(html).toContain('You don&#x27;t have access to Customer Data Platform.');
    expect(html).toContain(`<a href="mailto:${PROFESSIONAL_SERVICES_EMAIL}">${PROFESSIONAL_SERVICES_EMAIL}</a>`);
    expect(html).toContain('Go to the home page</button>');
  });

  it("links the product's own page in a new tab, and only when the item has one", () => {
    const withLink = renderToStaticMarkup(createElement(LandingPage, { entry }));
    expect(withLink).toContain('<a href="https://www.portal.example/cdp" target="_blank" rel="noopener noreferrer">Read more about Customer Data Platform</a>');
    const withoutLink = renderToStaticMarkup(createElement(LandingPage, { entry: { ...entry, URLLink: undefined } }));
    expect(withoutLink).not.toContain('Read more');
    expect(withoutLink).not.toContain('target="_blank"');
  });
});
