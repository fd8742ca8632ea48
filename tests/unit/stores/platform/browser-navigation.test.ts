import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../../../../src/stores/platform/browser-navigation';

// The one place the stores leave the portal or read the page's address.

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('browserNavigation', () => {
  it('assign sends the page to the address', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { assign });
    browserNavigation.assign('https://auth.example/logout');
    expect(assign).toHaveBeenCalledWith('https://auth.example/logout');
  });

  it('the current address: whole, and as path, query and hash', () => {
    vi.stubGlobal('location', { href: 'https://portal.example/dash/x?tab=2#top', pathname: '/dash/x', search: '?tab=2', hash: '#top' });
    expect(browserNavigation.currentHref()).toBe('https://portal.example/dash/x?tab=2#top');
    expect(browserNavigation.currentUrl()).toBe('/dash/x?tab=2#top');
  });

  it('outside a browser there is no address: null, and "/" to come back to', () => {
    expect(typeof location).toBe('undefined');
    expect(browserNavigation.currentHref()).toBeNull();
    expect(browserNavigation.currentUrl()).toBe('/');
  });
});
