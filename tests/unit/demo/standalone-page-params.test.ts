import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EnvironmentSettings } from '../../../src/config/environment-types';
import { withHostParams } from '../../../demo/standalone-page-params';

const params: EnvironmentSettings = {
  EnvName: 'Local',
  UseSampleData: false,
  AuthServerUrl: 'http://localhost:7101',
  AuthServerReturnUrl: 'http://localhost:7073/?a=1&b="2"',
  ProfileApiUrl: 'http://localhost:7102',
  ChatApiUrl: 'http://localhost:7104',
  GatewayUrl: 'http://localhost:7103',
  BlogFeedUrl: 'http://localhost:7106/feed/',
  SentryDsn: 'http://public@localhost:7107/1',
};

describe('the standalone page with its settings rendered in', () => {
  it('gives the demo page’s <portal-shell> the settings as its host-params-json attribute, which the parser reads back exactly', () => {
    const html = withHostParams(readFileSync(new URL('../../../demo/index.html', import.meta.url), 'utf8'), params);
    // One double-quoted attribute: the value ends at the first quote, so none may be left in it.
    const value = /<portal-shell host-params-json="([^"]*)">/.exec(html)?.[1];
    expect(value).toBeDefined();
    expect(value).not.toMatch(/[<>]/);
    // The entities an HTML parser decodes in an attribute value (the browser reads it back in tests/e2e/sign-in-flow.test.ts).
    const decoded = value!.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
    expect(JSON.parse(decoded)).toEqual(params);
    // Nothing to fetch or run before the portal's modules: the page's only script is its module.
    expect(html.match(/<script[^>]*>/g)).toEqual(['<script type="module" src="/standalone.ts">']);
  });

  it('refuses a page without the element rather than serving it without settings', () => {
    expect(() => withHostParams('<html><body></body></html>', params)).toThrow(/no <portal-shell>/);
  });
});
