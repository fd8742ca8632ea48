/** External addresses the shell links to. All open in a new tab. */

/** The help centre (top bar Help button, chat failure message). */
export const HELP_CENTER_URL = 'https://help.portal.example/';
/** Support contact details (help card, chat failure message). */
export const SUPPORT_EMAIL = 'support@portal.example';
export const SUPPORT_PHONE = '+45 70 20 30 40';
/** The insights site ("See more" under the news). */
export const INSIGHTS_URL = 'https://insights.portal.example/';
/** All release notes ("See all" on the release-notes card). */
export const RELEASE_NOTES_URL = 'https://release-notes.portal.example/';
/** The Professional Services team, named in the locked-product tooltip. */
export const PROFESSIONAL_SERVICES_EMAIL = 'professional.services@portal.example';

/** A partner of the partner-products popover. */
export interface PartnerLink {
  name: string;
  /** Logo image URL. */
  logo: string;
  url: string;
}

/** The title of the partner-products popover: the provider's partner programme. */
export const PARTNER_PROGRAMME_TITLE = 'Portal Partner Programme';

/** A small logo as an inline SVG data URL: it works on any host page, with no file to serve. */
function logo(initials: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="10" fill="${colour}"/><text x="24" y="30" font-family="sans-serif" font-size="17" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Six partners, shown three per row. */
export const PARTNER_LINKS: readonly PartnerLink[] = [
  { name: 'Northwind Commerce', logo: logo('NC', '#1f6f8b'), url: 'https://partners.portal.example/northwind' },
  { name: 'Fjordline Data', logo: logo('FD', '#2e7d32'), url: 'https://partners.portal.example/fjordline' },
  { name: 'Lumen Mail', logo: logo('LM', '#b26a00'), url: 'https://partners.portal.example/lumen' },
  { name: 'Brightpath Search', logo: logo('BS', '#6a1b9a'), url: 'https://partners.portal.example/brightpath' },
  { name: 'Cobalt Insights', logo: logo('CI', '#1565c0'), url: 'https://partners.portal.example/cobalt' },
  { name: 'Harbor CDP', logo: logo('HC', '#7b1760'), url: 'https://partners.portal.example/harbor' },
];
