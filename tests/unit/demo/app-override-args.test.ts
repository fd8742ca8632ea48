import { describe, expect, it } from 'vitest';
import { addressWithOverrides, appOverridesFrom } from '../../../demo/app-override-args';
import { takeAppOverrideRequests } from '../../../src/config/app-overrides';

describe('npm start -- --app <prefix>=<url>', () => {
  it('reads --app (both forms) and PORTAL_APP_OVERRIDES, by origin, a later one for a prefix winning', () => {
    expect(appOverridesFrom(['--app', '/cdp/=http://localhost:3000/some/path', '--app=dash=http://127.0.0.1:4000'], 'cdp=http://[::1]:5000, ')).toEqual([
      { appPrefix: 'cdp', origin: 'http://[::1]:5000' },
      { appPrefix: 'dash', origin: 'http://127.0.0.1:4000' },
    ]);
    expect(appOverridesFrom([], undefined)).toEqual([]);
  });

  it('stops at an entry that cannot be, naming it', () => {
    expect(() => appOverridesFrom(['--app'], undefined)).toThrow(/--app: expected/);
    expect(() => appOverridesFrom(['--app', 'http://localhost:3000'], undefined)).toThrow(/is not <app prefix>=<url>/);
    expect(() => appOverridesFrom(['--app', 'nope=http://localhost:3000'], undefined)).toThrow(/"nope" is not an app prefix/);
    expect(() => appOverridesFrom([], 'cdp=https://evil.example')).toThrow(/PORTAL_APP_OVERRIDES: "https:\/\/evil.example" is not on a loopback origin/);
    expect(() => appOverridesFrom(['--app', 'cdp=http://localhost.evil.com:3000'], undefined)).toThrow(/not on a loopback origin/);
  });

  it('the start address carries the parameter the portal reads, and opens the first overridden area', () => {
    const overrides = [{ appPrefix: 'cdp', origin: 'http://localhost:3000' }, { appPrefix: 'dash', origin: 'http://localhost:3001' }];
    const address = addressWithOverrides('http://localhost:5173/', overrides);
    expect(takeAppOverrideRequests(address)).toEqual({ requests: overrides.map((override) => ({ kind: 'set', ...override })), rest: '/cdp/' });
    expect(addressWithOverrides('http://localhost:5173/', [])).toBe('http://localhost:5173/');
  });
});
