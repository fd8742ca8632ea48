// The licence ids a menu entry may name (an item with another is refused where definitions are read).
import { describe, expect, it } from 'vitest';
import { LICENSE_IDS } from '../../../src/config/menu-types';

describe('License ids: WEB, MAIL, TRIGGER, SEARCH, SITESEARCH, CDP, MC, FREE', () => {
  it('the licence ids, in order', () => {
    expect(LICENSE_IDS).toEqual(['WEB', 'MAIL', 'TRIGGER', 'SEARCH', 'SITESEARCH', 'CDP', 'MC', 'FREE']);
  });

  it('LICENSE_IDS is exactly the allowed set', () => {
    expect([...LICENSE_IDS].sort()).toEqual(['CDP', 'FREE', 'MAIL', 'MC', 'SEARCH', 'SITESEARCH', 'TRIGGER', 'WEB']);
  });
});
