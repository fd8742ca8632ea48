/** Business constants and limits (and the timing rules of section 4). */

/** Release notes shown on the card. */
export const RELEASE_NOTES_MAX = 3;
/** A release note is NEW while younger than this many days. */
export const NEW_BADGE_DAYS = 21;
/** Height of the release-notes card, px (the home page's video stage matches it). */
export const RELEASE_NOTES_CARD_HEIGHT = 385;
/** Items used from each of the e-book and blog feeds. */
export const FEED_ITEMS_PER_FEED = 4;

/** Tokens refresh at this fraction of their remaining life... */
export const TOKEN_REFRESH_FRACTION = 2 / 3;
/** ...but only when that moment is at most this far away (20 hours), in ms. */
export const TOKEN_REFRESH_MAX_DELAY_MS = 20 * 60 * 60 * 1000;

/** Login refresh interval: 50 s, exactly as the product asks, ms. */
export const LOGIN_REFRESH_INTERVAL_MS = 50_000;
/** Accounts are fetched again this long after being found empty, ms. */
export const ACCOUNT_REFRESH_DELAY_MS = 2000;

/** Menu open and close delays, tooltip open delay, page-visit debounce, ms. */
export const MENU_OPEN_DELAY_MS = 300;
export const MENU_CLOSE_DELAY_MS = 250;
export const TOOLTIP_OPEN_DELAY_MS = 750;
export const PAGE_VISIT_DEBOUNCE_MS = 200;

/** User role codes. */
export const ROLE_CUSTOMER = 0;
export const ROLE_ADMIN = 1;
export const ROLE_PARTNER = 2;

/** Placeholders in menu routes and iframe URLs: customer id and partner id. */
export const CUSTOMER_PLACEHOLDER = 'tnt';
export const PARTNER_PLACEHOLDER = 'ptn';

/** The customer whose account dialog shows an extra panel. */
export const SPECIAL_PANEL_CUSTOMER_ID = 5150;

/**
 * Layout sizes, px, that code computes with; the style sheets read them as custom properties set
 * from here. Sizes only the style sheets need live in the style sheets alone.
 */
export const ACCOUNT_LIST_HEIGHT = 400;
export const ACCOUNT_ROW_HEIGHT = 44;

/** Error reporting sample rates. */
export const ERROR_REPORTING = {
  tracesSampleRate: 0.3,
  replaysSessionSampleRate: 0.2,
  replaysOnErrorSampleRate: 1.0,
  profilesSampleRate: 0.3,
} as const;

/** Fixed key of the hashed user id (HMAC-SHA256). Not a secret: it only makes ids stable. */
export const USER_ID_HASH_KEY = 'portal-shell-user-id-v1';
