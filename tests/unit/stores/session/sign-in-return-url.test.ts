// Where a person comes back to after signing in: the portal's return URL on its own origin, the
// host page itself anywhere else (a shell or a chat on a host site returns to that site).
import { describe, expect, it } from 'vitest';
import { signInReturn } from '../../../../src/stores/session/sign-in-return-url';

describe('signInReturn', () => {
  it('on the origin of the configured return URL, keeps that URL and may send a first visitor to sign in', () => {
    expect(signInReturn('https://portal.example/', 'https://portal.example/oi/incidents?tab=2#top')).toEqual({
      returnUrl: 'https://portal.example/',
      initialUrl: '/oi/incidents?tab=2#top',
      ownPage: true,
    });
  });

  it('on another origin, returns to the host page itself and only offers to sign in', () => {
    expect(signInReturn('https://portal.example/', 'https://cms.example/cms/portal/dash?x=1#part')).toEqual({
      returnUrl: 'https://cms.example/cms/portal/dash?x=1',
      initialUrl: '/cms/portal/dash?x=1#part',
      ownPage: false,
    });
  });

  it('another port of the same host is another origin', () => {
    expect(signInReturn('http://localhost:5173/', 'http://localhost:5174/widget.html').ownPage).toBe(false);
  });

  it('drops the parameters of an earlier return from the page it comes back to', () => {
    const back = signInReturn('https://portal.example/', 'https://cms.example/page?fromauth=true&initialurl=%2Fx&lang=da');
    expect(back.returnUrl).toBe('https://cms.example/page?lang=da');
    expect(back.initialUrl).toBe('/page?lang=da');
  });

  it('a configured return URL that does not parse counts as another origin', () => {
    expect(signInReturn('not a url', 'https://cms.example/page').ownPage).toBe(false);
  });

  it('outside a browser (no page), keeps the configured URL', () => {
    expect(signInReturn('https://portal.example/', null)).toEqual({ returnUrl: 'https://portal.example/', initialUrl: '/', ownPage: true });
  });
});
