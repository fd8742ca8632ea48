import { describe, expect, it, vi } from 'vitest';
import { appDefinitions } from '../../../src/config/app-definitions';
import { appOriginRules, trustedAppEntries, untrustedAppOrigin } from '../../../src/config/app-origin-rules';
import type { AppEntry } from '../../../src/config/app-types';
import type { EnvName } from '../../../src/config/environment-types';
import { localOrigins } from '../../../src/config/local-ports';

const ENVS: readonly EnvName[] = ['Production', 'Dev', 'Staging', 'Local'];
const dash = (iframeBaseUrl: string): AppEntry => ({ appPrefix: 'dash', iframeBaseUrl, tokenDescriptor: { client: 'dashboardui', services: ['dashboard-api'] } });
const production = appOriginRules('Production', 'portal.example');

describe('the app origins an environment ships with', () => {
  it.each(ENVS)('%s trusts every bundled definition of its own', (env) => {
    const rules = appOriginRules(env, 'portal.example');
    for (const app of appDefinitions(env)) expect(untrustedAppOrigin(app, rules)).toBeNull();
  });

  it.each(['Production', 'Dev', 'Staging'] as const)('%s gives every app an origin of its own', (env) => {
    const origins = appDefinitions(env).map((app) => new URL(app.iframeBaseUrl).origin);
    expect(new Set(origins).size).toBe(origins.length);
  });

  it('each app only on its own origin: a definition on another app\'s origin is foreign', () => {
    expect(untrustedAppOrigin(dash('https://cdp.apps.portal.example/dash'), production)).toBe('https://cdp.apps.portal.example');
    expect(untrustedAppOrigin(dash('https://dash.apps.portal.example/elsewhere'), production)).toBeNull();
  });

  it('an origin of someone else, another scheme or port, or another environment\'s origin is foreign', () => {
    expect(untrustedAppOrigin(dash('http://127.0.0.1:7812/evilapp.html#'), production)).toBe('http://127.0.0.1:7812');
    expect(untrustedAppOrigin(dash('http://dash.apps.portal.example/dash'), production)).toBe('http://dash.apps.portal.example');
    expect(untrustedAppOrigin(dash('https://dash.apps.portal.example:8443/dash'), production)).toBe('https://dash.apps.portal.example:8443');
    expect(untrustedAppOrigin(dash('https://dash.apps.dev.portal.example/dash'), production)).toBe('https://dash.apps.dev.portal.example');
    expect(untrustedAppOrigin(dash('javascript:alert(1)'), production)).toBe('javascript:alert(1)');
  });

  it('an app prefix the environment does not ship has no origin there', () => {
    expect(untrustedAppOrigin({ ...dash('https://dash.apps.portal.example/x'), appPrefix: 'docs' }, production)).toBe('https://dash.apps.portal.example');
  });

  it('Local, or a page on a local or test host, also trusts the page\'s own host name on any port (the local backend\'s ports move), and no other loopback name', () => {
    const local = appOriginRules('Local', 'localhost');
    expect(untrustedAppOrigin(dash('http://localhost:41234/dash'), local)).toBeNull();
    expect(untrustedAppOrigin(dash(`${localOrigins().apps}/dash`), appOriginRules('Local', '127.0.0.1'))).toBeNull();
    expect(untrustedAppOrigin(dash('http://127.0.0.1:7812/evilapp.html#'), local)).toBe('http://127.0.0.1:7812');
    // The demo's content-platform page: EnvName Dev, on localhost.
    expect(untrustedAppOrigin(dash('http://localhost:41234/dash'), appOriginRules('Dev', 'localhost'))).toBeNull();
    // Dev on a public host trusts only what it ships.
    expect(untrustedAppOrigin(dash('http://dev.portal.example:41234/dash'), appOriginRules('Dev', 'dev.portal.example'))).toBe('http://dev.portal.example:41234');
    expect(appOriginRules('Local', '').pageHost).toBeNull();
  });

  it('Local trusts its page\'s host name whatever it is (a developer machine named on the network), in any case', () => {
    const rules = appOriginRules('Local', 'DevBox.corp.example');
    expect(rules.pageHost).toBe('devbox.corp.example');
    expect(untrustedAppOrigin(dash('http://devbox.corp.example:41234/dash'), rules)).toBeNull();
  });

  it('an override applied for one app is the one extra origin for that app, and for no other', () => {
    const override = { appPrefix: 'dash', origin: 'http://localhost:4200' };
    expect(untrustedAppOrigin(dash('http://localhost:4200/dash'), production, override)).toBeNull();
    expect(untrustedAppOrigin({ ...dash('http://localhost:4200/cdp'), appPrefix: 'cdp' }, production, override)).toBe('http://localhost:4200');
    expect(untrustedAppOrigin(dash('http://localhost:4201/dash'), production, override)).toBe('http://localhost:4201');
  });

  it('an override whose origin is no http(s) address trusts nothing', () => {
    const override = { appPrefix: 'dash', origin: 'javascript:alert(1)' };
    expect(untrustedAppOrigin(dash('http://localhost:4200/dash'), production, override)).toBe('http://localhost:4200');
  });
});

describe('trustedAppEntries', () => {
  it('keeps the trusted definitions and drops each other one with one message naming the app and the origin', () => {
    const report = vi.fn();
    const [good, other] = appDefinitions('Production');
    const evil = dash('http://127.0.0.1:7812/evilapp.html#');
    expect(trustedAppEntries([good!, evil, other!], production, report)).toEqual([good, other]);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]![0]).toMatch(/"dash".*http:\/\/127\.0\.0\.1:7812.*Production/);
  });

  it('host settings cannot widen the list: the rules depend on the environment\'s name and the page\'s host only', () => {
    expect(appOriginRules('Production', 'customer-site.example')).toEqual(appOriginRules('Production', 'portal.example'));
  });
});
