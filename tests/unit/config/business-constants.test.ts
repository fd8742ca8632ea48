// The business constants and limits, written out as the specification writes them (section 9):
// the rest of the portal computes with them, so a change must be a deliberate one, made here too.
import { describe, expect, it } from 'vitest';
import * as constants from '../../../src/config/business-constants';

describe('bundled settings, exactly as specified', () => {
  it('the business constants and limits', () => {
    expect({ ...constants }).toEqual({
      RELEASE_NOTES_MAX: 3,
      NEW_BADGE_DAYS: 21,
      RELEASE_NOTES_CARD_HEIGHT: 385,
      FEED_ITEMS_PER_FEED: 4,
      TOKEN_REFRESH_FRACTION: 2 / 3,
      TOKEN_REFRESH_MAX_DELAY_MS: 20 * 60 * 60 * 1000,
      LOGIN_REFRESH_INTERVAL_MS: 50_000,
      ACCOUNT_REFRESH_DELAY_MS: 2000,
      MENU_OPEN_DELAY_MS: 300,
      MENU_CLOSE_DELAY_MS: 250,
      TOOLTIP_OPEN_DELAY_MS: 750,
      PAGE_VISIT_DEBOUNCE_MS: 200,
      ROLE_CUSTOMER: 0,
      ROLE_ADMIN: 1,
      ROLE_PARTNER: 2,
      CUSTOMER_PLACEHOLDER: 'tnt',
      PARTNER_PLACEHOLDER: 'ptn',
      SPECIAL_PANEL_CUSTOMER_ID: 5150,
      ACCOUNT_LIST_HEIGHT: 400,
      ACCOUNT_ROW_HEIGHT: 44,
      ERROR_REPORTING: { tracesSampleRate: 0.3, replaysSessionSampleRate: 0.2, replaysOnErrorSampleRate: 1.0, profilesSampleRate: 0.3 },
      USER_ID_HASH_KEY: 'portal-shell-user-id-v1',
    });
  });
});
