import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../demo/content-security-policy';
import { localOrigins } from '../../../src/config/local-ports';

const frameSources = (policy: string) => policy.split('; ').find((directive) => directive.startsWith('frame-src '))!.split(' ').slice(1);

describe('the demo policy\'s frame origins', () => {
  const origins = localOrigins();

  it('admit app overrides\' loopback dev servers in Local and Dev only', () => {
    for (const environment of ['Local', 'Dev'] as const) {
      expect(frameSources(contentSecurityPolicy({ origins, devServer: false, environment }))).toEqual([origins.apps, 'https://player.vimeo.com', 'http://localhost:*', 'http://127.0.0.1:*']);
    }
    for (const environment of ['Staging', 'Production'] as const) {
      expect(frameSources(contentSecurityPolicy({ origins, devServer: false, environment }))).toEqual([origins.apps, 'https://player.vimeo.com']);
    }
  });
});
