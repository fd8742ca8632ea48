// The config rules whose patterns, schemas and name lists are built when their module loads, each
// checked on a freshly loaded module (other tests reload these modules too; this checks the rules
// as a load builds them).
import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
});

describe('host kinds', () => {
  it('an IPv4 address is four dot-separated numbers of one to three digits, up to 255, and nothing else', async () => {
    const { isLocalOrTestHost } = await import('../../../src/config/host-kind');
    for (const host of ['10.10.10.10', '1.22.3.4', '1.2.33.4', '1.2.3.44', '100.200.250.255']) expect(isLocalOrTestHost(host), host).toBe(true);
    for (const host of ['a1.2.3.4', '1.2.3.4a', '1.2.3.4.5', '1.2.3.1000', '256.1.1.1', 'portal.example']) expect(isLocalOrTestHost(host), host).toBe(false);
  });
});

describe('environment names in HostParamsJson', () => {
  it.each(['Production', 'Dev', 'Staging', 'Local'] as const)('EnvName %s selects that environment on any host', async (envName) => {
    const { resolveEnvironment } = await import('../../../src/config/resolve-environment');
    expect(resolveEnvironment('localhost', { EnvName: envName }, () => {}).EnvName).toBe(envName);
    expect(resolveEnvironment('portal.example', { EnvName: envName }, () => {}).EnvName).toBe(envName);
  });
});

describe('definition schemas', () => {
  const item = (id: string, extra: Record<string, unknown> = {}) => ({ id, appPrefix: 'dash', route: `/dash/${id}`, title: id, ...extra });
  const menuOf = (platforms: unknown[]) => ({ platforms, rightitems: [], internaltools: [], administration: { items: [] } });

  it('keeps an href that is a link and drops the entry whose href is none', async () => {
    const { parseMenu } = await import('../../../src/config/definition-schemas');
    const parsed = parseMenu(menuOf([{ platformId: 'p', title: 'P', items: [item('a', { href: '/tools' }), item('b', { href: 'javascript:x' })] }]));
    expect(parsed?.platforms[0]?.items.map((each) => [each.id, each.href])).toEqual([['a', '/tools']]);
  });

  it('keeps a marketing link that is a link', async () => {
    const { parseMenu } = await import('../../../src/config/definition-schemas');
    const parsed = parseMenu(menuOf([{ platformId: 'p', title: 'P', items: [item('a', { URLLink: 'https://portal.example/buy', licenseId: 'CDP' })] }]));
    expect(parsed?.platforms[0]?.items[0]?.URLLink).toBe('https://portal.example/buy');
  });

  it('a platform without icon or hasSubitems gets no icon name and false', async () => {
    const { parseMenu } = await import('../../../src/config/definition-schemas');
    expect(parseMenu(menuOf([{ platformId: 'p', title: 'P', items: [] }]))?.platforms[0]).toMatchObject({ icon: '', hasSubitems: false });
  });

  it('an app prefix starts with a letter and holds only letters, digits and dashes', async () => {
    const { parseAppEntries } = await import('../../../src/config/definition-schemas');
    const app = (appPrefix: string) => ({ appPrefix, iframeBaseUrl: 'https://apps.example/x', tokenDescriptor: { client: 'c', services: ['s'] } });
    expect(parseAppEntries(['search-internal', 'clvui2', '1a', 'a/b', '-a', 'a b'].map(app))?.map((entry) => entry.appPrefix)).toEqual(['search-internal', 'clvui2']);
  });
});
