import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CspViolation } from '../../demo/csp-violation-log';
import { startDemo, type RunningDemo } from '../../demo/demo-server';
import { freeDemoPorts } from '../tools/free-ports';
import { collectPageErrors, launchChromium, onCspViolation, signInThroughPortal } from './browser';

/** Polls the demo server's report endpoint until `count` violations are listed. */
async function reportedViolations(portal: string, count: number): Promise<CspViolation[]> {
  let listed: CspViolation[] = [];
  await expect
    .poll(async () => {
      listed = (await (await fetch(`${portal}/__csp-reports`)).json()) as CspViolation[];
      return listed.length;
    })
    .toBeGreaterThanOrEqual(count);
  return listed;
}

// The policy each demo page is served with, in both of the demo server's modes, is read by the
// backend suite (tests/backend/demo-server.test.ts); here, what a browser does with it.
describe('the Content-Security-Policy of the demo pages', () => {
  let browser: Browser;
  let dev: RunningDemo;

  beforeAll(async () => {
    // The suite's demo is the production build (global-setup.ts); this file's own demo is served
    // from source by Vite's dev server, as `npm start` serves it, on free ports of its own. Its
    // violation log is its own too, so a violation caused on purpose fails no other test.
    const { port, hostPort, backendPorts } = await freeDemoPorts();
    [browser, dev] = await Promise.all([launchChromium(), startDemo({ port, hostPort, backendPorts, cacheName: 'e2e' })]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await dev?.close();
  });

  it('blocks and reports an inline script and a style attribute injected into a page', async () => {
    const page = await browser.newPage();
    const seen: CspViolation[] = [];
    await onCspViolation(page, (violation) => seen.push(violation));
    await page.goto(new URL('/widget.html', dev.url).href);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedScriptRan = true;';
      document.head.append(script);
      document.body.setAttribute('style', 'outline: 9px solid red');
      return {
        script: (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan === true,
        style: getComputedStyle(document.body).outlineWidth === '9px',
      };
    });
    expect(ran).toEqual({ script: false, style: false });
    const expected = [
      expect.objectContaining({ directive: 'script-src-elem', blocked: 'inline', sample: 'window.injectedScriptRan = true;' }),
      expect.objectContaining({ directive: 'style-src-attr', blocked: 'inline' }),
    ];
    await expect.poll(() => seen).toEqual(expected);
    // The same two, reported by the browser to the demo server and listed by it.
    expect(await reportedViolations(new URL(dev.url).origin, 2)).toEqual(expected);
    expect(dev.cspViolations).toEqual(expected);
    await page.close();
  });

  // Every other test of the suite walks the production build, whose violations fail the run (global-setup.ts).
  it('dev server: home, an area, the account dialog, the user menu and the chat run without a violation', async () => {
    const before = dev.cspViolations.length;
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = await collectPageErrors(page);
    await signInThroughPortal(page, dev.url, /Mads Holm Madsen/);
    const shell = page.locator('portal-shell');
    await shell.getByRole('heading', { name: 'Welcome, Mads' }).waitFor();
    await shell.locator('[part="card"] [part="item"]').first().waitFor();
    await shell.locator('[part="video-fallback"]').waitFor({ timeout: 15_000 });

    await shell.getByRole('button', { name: 'Keep sidebar open' }).click();
    await shell.getByRole('button', { name: 'Analytics & Insights' }).click();
    await shell.getByRole('link', { name: 'Account Dashboard' }).click();
    await page.frameLocator('portal-shell .app-frame[data-app-prefix="dash"] iframe').getByTestId('current-path').waitFor();

    await shell.getByRole('button', { name: 'Copenhagen Coffee' }).click();
    await shell.getByRole('combobox', { name: 'Search' }).fill('aarhus');
    await page.keyboard.press('Enter');
    await shell.getByRole('button', { name: 'Aarhus Books' }).waitFor();

    await shell.getByRole('button', { name: 'User menu for Mads Holm Madsen' }).click();
    await shell.getByRole('menu').waitFor();
    await page.keyboard.press('Escape');

    await shell.getByRole('button', { name: 'Open help chat' }).click();
    const chat = shell.getByRole('dialog', { name: 'Help assistant' });
    await chat.getByRole('textbox', { name: 'Your question' }).fill('How do I switch customer account?');
    await page.keyboard.press('Enter');
    await chat.locator('a[href^="https://help.portal.example/articles/"]').first().waitFor();
    await chat.getByRole('button', { name: 'Helpful', exact: true }).click();
    await page.keyboard.press('Escape');
    await chat.waitFor({ state: 'hidden' });

    await page.close();
    expect(errors.filter((error) => !(error.startsWith('console.error') && /vimeo/i.test(error)))).toEqual([]);
    expect(dev.cspViolations.slice(before)).toEqual([]);
  });
});
