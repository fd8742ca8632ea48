// The settings of each environment, written out in full: the product specification fixes each
// address; a change must be a deliberate one (update the snapshot with `vitest -u` and review the
// diff). The module is imported afresh, so what is checked is the table as the module builds it.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localOrigins, localSettings } from '../../../src/config/local-ports';

beforeEach(() => {
  vi.resetModules();
});

describe('bundled settings, exactly as specified', () => {
  it('the settings of each environment', async () => {
    const { ENVIRONMENTS } = await import('../../../src/config/environments');
    expect(ENVIRONMENTS).toMatchSnapshot();
  });

  it('is the bundled Local environment on the default ports, with sample data', async () => {
    const { ENVIRONMENTS } = await import('../../../src/config/environments');
    expect(ENVIRONMENTS.Local).toEqual(localSettings(localOrigins(), 'http://localhost:5173', true));
  });
});
