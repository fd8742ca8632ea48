import { describe, expect, it } from 'vitest';
import type { AppEntry } from '../../../src/config/app-types';
import { originsToPreconnect } from '../../../src/stores/apps-preconnect';

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
