/** External addresses the shell links to (SPEC 2.2, 2.3, 8). All open in a new tab. */

/** The help centre (top bar Help button, chat failure message). */
export const HELP_CENTER_URL = 'https://help.portal.example/';
/** Support contact details (help card, chat failure message). */
export const SUPPORT_EMAIL = 'support@portal.example';
export const SUPPORT_PHONE = '+45 70 20 30 40';
/** The insights site ("See more" under the news). */
export const INSIGHTS_URL = 'https://insights.portal.example/';
/** All release notes ("See all" on the release-notes card). */
export const RELEASE_NOTES_URL = 'https://release-notes.portal.example/';
/** The Professional Services team, named in the locked-product tooltip (SPEC 6). */
export const PROFESSIONAL_SERVICES_EMAIL = 'professional.services@portal.example';

/** A partner of the partner-products popover (SPEC 3 "Partner entry"). */
export interface PartnerLink {
  name: string;
  /** Logo image URL. */
  logo: string;
  url: string;
}

/** The title of the partner-products popover: the provider's partner programme. */
export const PARTNER_PROGRAMME_TITLE = 'Portal Partner Programme';

/** Six partners, shown three per row (SPEC 2.3, 9). */
export const PARTNER_LINKS: readonly PartnerLink[] = [
  { name: 'Northwind Commerce', logo: '/partner-logos/northwind.svg', url: 'https://partners.portal.example/northwind' },
  { name: 'Fjordline Data', logo: '/partner-logos/fjordline.svg', url: 'https://partners.portal.example/fjordline' },
  { name: 'Lumen Mail', logo: '/partner-logos/lumen.svg', url: 'https://partners.portal.example/lumen' },
  { name: 'Brightpath Search', logo: '/partner-logos/brightpath.svg', url: 'https://partners.portal.example/brightpath' },
  { name: 'Cobalt Insights', logo: '/partner-logos/cobalt.svg', url: 'https://partners.portal.example/cobalt' },
  { name: 'Harbor CDP', logo: '/partner-logos/harbor.svg', url: 'https://partners.portal.example/harbor' },
];
