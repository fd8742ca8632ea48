import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { CHAT_REFUSED_TEXT } from '../../src/stores/chat/chat';
import { signInThroughPortal, watchedPagePerTest } from './browser';
import { untrustedHostParams, untrustedSitePerSuite, type UntrustedSite } from './untrusted-site';

/** What the page heard of `portal-part-error`: from which element, and why. */
interface PartError {
  tag: string;
  reason: string;
}

/**
 * A plain page of that site: its own settings inline, the switcher's and the chat's modules from
 * the demo's host site, and a listener that keeps every `portal-part-error` for the test to read.
 */
function untrustedPage(site: UntrustedSite): string {
  const params = untrustedHostParams(site);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A site not on the list</title>
<script>window.HostParamsJson = ${JSON.stringify(params)};
window.partErrors = [];
document.addEventListener('portal-part-error', (event) => window.partErrors.push({ tag: event.target.localName, reason: event.detail.reason }));</script>
${site.modules}</head>
<body><h1>Not on the allow list</h1><portal-account-switcher></portal-account-switcher><portal-chat customer-id="1001"></portal-chat></body></html>`;
}

const partErrors = (page: Page) => page.evaluate(() => (window as unknown as { partErrors: PartError[] }).partErrors);

describe('the switcher and the chat on a site whose origin the backend does not allow', () => {
  let page: Page;
  let errors: string[];
  watchedPagePerTest((opened, seen) => {
    page = opened;
    errors = seen;
  });
  const site = untrustedSitePerSuite(() => untrustedPage(site), ['/elements.html', '/widget.html']);

  for (const signedIn of [false, true]) {
    it(`${signedIn ? 'signed in' : 'signed out'}: the page stays, both say quietly they are not available here, the host hears origin-not-allowed and the console names the setting`, async () => {
      if (signedIn) await signInThroughPortal(page, inject('demoUrl'), /Cora Customer/);
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      const visited: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.push(new URL(frame.url()).origin);
      });
      await page.goto(`${site.origin}/`);

      const switcher = page.locator('portal-account-switcher');
      await switcher.getByText('Not available on this site').waitFor();
      expect(await switcher.getByRole('button').count()).toBe(0);
      await expect.poll(() => partErrors(page)).toContainEqual({ tag: 'portal-account-switcher', reason: 'origin-not-allowed' });

      const chat = page.locator('portal-chat');
      await chat.getByRole('button', { name: 'Open help chat' }).click();
      const popup = chat.getByRole('dialog', { name: 'Help assistant' });
      // Told on opening, before typing; no Sign in, which would not help here.
      await popup.getByRole('status').getByText(CHAT_REFUSED_TEXT).waitFor();
      expect(await popup.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
      const field = popup.getByRole('textbox', { name: 'Your question' });
      await field.fill('How do I switch customer account?');
      await field.press('Enter');
      await popup.getByText(CHAT_REFUSED_TEXT).waitFor();
      // Not the generic failure, no Sign in, and the question stays.
      expect(await popup.getByText('Sorry, something went wrong').count()).toBe(0);
      expect(await popup.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
      expect(await field.inputValue()).toBe('How do I switch customer account?');
      await expect.poll(() => partErrors(page)).toContainEqual({ tag: 'portal-chat', reason: 'origin-not-allowed' });

      // Never sent to the identity server: every load of the main frame was this site.
      expect(new URL(page.url()).origin).toBe(site.origin);
      expect(visited).toEqual([site.origin]);
      const told = warnings.filter((warning) => warning.includes('PORTAL_ALLOWED_ORIGINS'));
      expect(told).toHaveLength(1);
      expect(told[0]).toContain(site.origin);
      // Chromium reports the refusal itself in the console; nothing else may go wrong.
      expect(errors.filter((error) => !/blocked by CORS policy/.test(error))).toEqual([]);
      // Signed in, the cookie exists: it is the browser that refused the backend's answer to this origin.
      if (signedIn) expect(errors.some((error) => /blocked by CORS policy/.test(error))).toBe(true);
    });
  }
});
