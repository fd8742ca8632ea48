import { describe, expect, it } from 'vitest';
import { appDefinitions } from '../../../../src/config/app-definitions';
import { menuDefinition } from '../../../../src/config/menu-definitions';
import { frameUrlFor, shellPathFor } from '../../../../src/protocol/frame-url';
import { canonicalPortalUrl, type CanonicalInput } from '../../../../src/stores/routing/canonical-address';

// The canonical form of an address: where a product area's frame, once opened at the address,
// reports it to be. Opening an address and navigating to it both end there.

const apps = appDefinitions('Production');
const menu = menuDefinition('Production');
const partner: CanonicalInput = { apps, menu, customerId: 2001, partnerId: 77 };

describe('canonicalPortalUrl', () => {
  it('the selected customer’s and the partner’s ids become tnt and ptn, query and hash kept', () => {
    expect(canonicalPortalUrl('/myacc/77/2001', partner)).toBe('/myacc/ptn/tnt');
    expect(canonicalPortalUrl('/dash/Dashboard/2001/reports?tab=2#top', partner)).toBe('/dash/Dashboard/tnt/reports?tab=2#top');
    expect(canonicalPortalUrl('/DASH/Dashboard/2001', partner)).toBe('/dash/Dashboard/tnt');
  });

  it('is what the frame reports for the address: its URL read back', () => {
    const ids = { customerId: 2001, partnerId: 77 };
    for (const url of ['/myacc/77/2001', '/dash/Dashboard/2001?x=1', '/cdp/tnt/audienceslist', '/dash/ptn/77/2001/x#h']) {
      const app = apps.find((entry) => entry.appPrefix === url.split('/')[1]?.toLowerCase());
      expect(app).toBeDefined();
      expect(canonicalPortalUrl(url, partner)).toBe(shellPathFor(app!, frameUrlFor(app!, url, ids), ids));
    }
  });

  it('is its own canonical form', () => {
    for (const url of ['/myacc/ptn/tnt', '/dash/Dashboard/tnt?tab=2', '/cdp/tnt/audienceslist']) expect(canonicalPortalUrl(url, partner)).toBe(url);
  });

  it('waits while the path names another customer than the selected one: the selection follows the path first', () => {
    expect(canonicalPortalUrl('/myacc/77/1003', partner)).toBe('/myacc/77/1003');
    expect(canonicalPortalUrl('/dash/Dashboard/1003', partner)).toBe('/dash/Dashboard/1003');
  });

  it('leaves an address alone outside a product area, for an unknown prefix and before a customer is selected', () => {
    for (const url of ['/', '/internal-tools', '/9lives/2001', '/nosuchapp/2001']) expect(canonicalPortalUrl(url, partner)).toBe(url);
    expect(canonicalPortalUrl('/myacc/77/2001', { ...partner, customerId: null })).toBe('/myacc/77/2001');
  });

  it('without a partner id only the customer’s id is swapped', () => {
    expect(canonicalPortalUrl('/myacc/77/2001', { ...partner, partnerId: null })).toBe('/myacc/77/tnt');
  });
});
