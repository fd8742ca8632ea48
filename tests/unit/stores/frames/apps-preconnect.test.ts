import { describe, expect, it, vi } from 'vitest';
import type { AppEntry } from '../../../../src/config/app-types';
import { originsToPreconnect } from '../../../../src/stores/frames/apps-preconnect';

const app = (iframeBaseUrl: string): AppEntry => ({ appPrefix: 'x', iframeBaseUrl, tokenDescriptor: { client: 'c', services: ['s'] } });

describe('the origins the shell hints a connection to', () => {
  it('are each apps origin once, in the apps’ order', () => {
    const apps = [app('https://apps.portal.example/dash'), app('https://apps.portal.example/cdp'), app('https://labs.portal.example/ai')];
    expect(originsToPreconnect(apps, new Set())).toEqual(['https://apps.portal.example', 'https://labs.portal.example']);
  });

  it('leave out what was hinted before and what is no address', () => {
    const apps = [app('https://apps.portal.example/dash'), app('not a url'), app('data:text/html,x'), app('https://new.portal.example/a')];
    expect(originsToPreconnect(apps, new Set(['https://apps.portal.example']))).toEqual(['https://new.portal.example']);
  });
});

describe('preconnectToApps', () => {
  it('puts a preconnect hint in the head for each origin of the apps in force and of a later set, each once', async () => {
    const head: Array<{ tag: string; rel: string; href: string }> = [];
    vi.stubGlobal('localStorage', undefined);
    vi.stubGlobal('document', { createElement: (tag: string) => ({ tag, rel: '', href: '' }), head: { append: (link: { tag: string; rel: string; href: string }) => head.push(link) } });
    try {
      vi.resetModules();
      const { preconnectToApps } = await import('../../../../src/stores/frames/apps-preconnect');
      const { $appDefinitions } = await import('../../../../src/stores/access/definitions');
      $appDefinitions.set([app('https://apps.portal.example/dash')]);
      const stop = preconnectToApps();
      expect(head).toEqual([{ tag: 'link', rel: 'preconnect', href: 'https://apps.portal.example' }]);
      $appDefinitions.set([app('https://apps.portal.example/cdp'), app('https://labs.portal.example/ai')]);
      expect(head).toEqual([
        { tag: 'link', rel: 'preconnect', href: 'https://apps.portal.example' },
        { tag: 'link', rel: 'preconnect', href: 'https://labs.portal.example' },
      ]);
      stop();
      $appDefinitions.set([app('https://later.portal.example/x')]);
      expect(head).toHaveLength(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
