import { describe, expect, it, vi } from 'vitest';
import { mayAct, redirectTarget, showsNotAllowed } from '../../../../src/stores/frames/child-message-rules';

describe('what a message of an embedded app may do', () => {
  it.each(['childClick', 'dirtyStateChanged', 'childLogout', 'redirectWithReturnUrl'] as const)('%s acts only from the frame on screen', (type) => {
    expect(mayAct(type, true)).toBe(true);
    expect(mayAct(type, false)).toBe(false);
  });

  it('a hidden frame cannot sign the person out or send the tab away, with the rules read afresh', async () => {
    // A fresh import: the set of on-screen-only messages is built as the module loads.
    vi.resetModules();
    const rules = await import('../../../../src/stores/frames/child-message-rules');
    expect(rules.mayAct('childLogout', false)).toBe(false);
    expect(rules.mayAct('redirectWithReturnUrl', false)).toBe(false);
    expect(rules.mayAct('childClick', false)).toBe(false);
    expect(rules.mayAct('dirtyStateChanged', false)).toBe(false);
  });

  it.each(['childReady', 'childUrlChanged', 'gatewayResult'] as const)('%s is handled from a hidden kept-alive frame too', (type) => {
    expect(mayAct(type, false)).toBe(true);
  });

  it('only a 403 from the app on screen shows Not Allowed', () => {
    expect(showsNotAllowed(403, true)).toBe(true);
    expect(showsNotAllowed(403, false)).toBe(false);
    for (const status of [200, 400, 401, 404, 500]) expect(showsNotAllowed(status, true)).toBe(false);
  });
});

describe('redirectTarget: where an app may send the tab to sign in again', () => {
  const env = { AuthServerUrl: 'https://auth.portal.example', AuthServerReturnUrl: 'https://portal.example/' };
  const here = 'https://cms.example/portal/dash/Dashboard/1001?x=1';

  it('the identity server, with returnUrl set to the page the person is on', () => {
    const target = new URL(redirectTarget('https://auth.portal.example/identity/login?a=b', env, here)!);
    expect(target.origin + target.pathname).toBe('https://auth.portal.example/identity/login');
    expect(target.searchParams.get('a')).toBe('b');
    expect(target.searchParams.get('returnUrl')).toBe(here);
  });

  it('replaces a returnUrl the app put in, rather than keeping two', () => {
    const target = new URL(redirectTarget('https://auth.portal.example/x?returnUrl=https%3A%2F%2Fevil.example', env, here)!);
    expect(target.searchParams.getAll('returnUrl')).toEqual([here]);
  });

  it('the portal return origin and this page origin are allowed too', () => {
    expect(redirectTarget('https://portal.example/signin', env, here)).not.toBeNull();
    expect(redirectTarget('https://cms.example/other', env, here)).not.toBeNull();
  });

  it.each(['https://evil.example/identity', 'javascript:alert(1)', 'https://user:pw@auth.portal.example/', '/relative', 'https://auth.portal.example.evil.example/'])(
    'refuses %s',
    (url) => expect(redirectTarget(url, env, here)).toBeNull(),
  );
});
