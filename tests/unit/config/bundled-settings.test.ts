// The bundled settings, written out in full: the environments' addresses, the business constants
// and limits, the licence ids and the local ports. The product specification fixes each of them; a
// change must be a deliberate one (update the snapshot with `vitest -u` and review the diff).
// Each module is imported afresh, so what is checked is the table as the module builds it.
import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
});

describe('bundled settings, exactly as specified', () => {
  it('the settings of each environment', async () => {
    const { ENVIRONMENTS } = await import('../../../src/config/environments');
    expect(ENVIRONMENTS).toMatchSnapshot();
  });

  it('the business constants and limits', async () => {
    expect({ ...(await import('../../../src/config/business-constants')) }).toMatchSnapshot();
  });

  it('the licence ids, in order', async () => {
    const { LICENSE_IDS } = await import('../../../src/config/menu-types');
    expect(LICENSE_IDS).toEqual(['WEB', 'MAIL', 'TRIGGER', 'SEARCH', 'SITESEARCH', 'CDP', 'MC', 'FREE']);
  });

  it('the local ports and origins', async () => {
    const { LOCAL_PORTS, localOrigins } = await import('../../../src/config/local-ports');
    expect(LOCAL_PORTS).toEqual({ portal: 5173, auth: 5301, profile: 5302, gateway: 5303, chat: 5304, apps: 5305, blog: 5306, errors: 5307 });
    expect(localOrigins().errors).toBe('http://localhost:5307');
  });

  it('the customer lists of the bundled menu', async () => {
    const { GROUP_DASHBOARD_EXCLUDED, WIDGET_DESIGNER_CUSTOMERS } = await import('../../../src/config/menu-definitions');
    expect({ GROUP_DASHBOARD_EXCLUDED, WIDGET_DESIGNER_CUSTOMERS }).toEqual({ GROUP_DASHBOARD_EXCLUDED: [1003], WIDGET_DESIGNER_CUSTOMERS: [1001, 1002, 5150] });
  });
});
