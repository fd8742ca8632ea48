// The licence ids a menu entry may name (an item with another is refused where definitions are read).
// LICENSE_IDS is the one list the portal, the demo's data and the test kits take; it is written out
// here once, as the specification gives it.
import { describe, expect, it } from 'vitest';
import { LICENSE_IDS } from '../../../src/config/menu-types';

describe('License ids: WEB, MAIL, TRIGGER, SEARCH, SITESEARCH, CDP, MC, FREE', () => {
  it('the licence ids, in order', () => {
    expect(LICENSE_IDS).toEqual(['WEB', 'MAIL', 'TRIGGER', 'SEARCH', 'SITESEARCH', 'CDP', 'MC', 'FREE']);
  });
});
