import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { collectPageErrors, launchChromium } from './browser';

/**
 * The demo page's HostParamsJson, as the page's server rendered it into the element: read from the
 * page as served, parsed by the browser's own HTML parser on a blank page. (Read from the live
 * page it raced the portal's redirect of a signed-out visitor to the sign-in page.)
 */
async function hostParams(page: Page, url: string): Promise<Record<string, string>> {
  const html = await (await page.request.get(url, { headers: { accept: 'text/html' } })).text();
  await page.goto('about:blank');
  return page.evaluate((text) => JSON.parse(new DOMParser().parseFromString(text, 'text/html').querySelector('portal-shell')?.getAttribute('host-params-json') ?? 'null'), html);
}

describe('signing in on the local backend, in a real browser', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const origins = () => inject('backendOrigins');

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    context = await browser.newContext();
    page = await context.newPage();
    errors = await collectPageErrors(page);
  });

  it('the demo page is told where the backend runs', async () => {
    const params = await hostParams(page, inject('demoUrl'));
    expect(params).toMatchObject({ EnvName: 'Local', UseSampleData: false, AuthServerUrl: origins().auth, GatewayUrl: origins().gateway });
  });

  it('a person picks a sample user, returns to the portal with fromauth=true, and credentialed cross-origin calls work', async () => {
    const returnUrl = new URL('/dash/Dashboard/tnt', inject('demoUrl')).href;
    await page.goto(`${origins().auth}/identity/account/login?returnurl=${encodeURIComponent(returnUrl)}`);
    for (const role of ['Customer (role 0)', 'Administrator (role 1)', 'Partner (role 2)']) {
      expect(await page.getByRole('heading', { name: role }).count()).toBe(1);
    }
    const returned = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).origin === new URL(inject('demoUrl')).origin);
    await page.getByRole('button', { name: /Ada Admin Lovelace/ }).click();
    expect(new URL((await returned).url()).searchParams.get('fromauth')).toBe('true');
    await page.waitForURL((url) => url.pathname === '/dash/Dashboard/tnt');
    // The portal read the flag and tidied it out of the address.
    await expect.poll(() => new URL(page.url()).search).toBe('');

    const answer = await page.evaluate(async (auth) => {
      const user = await fetch(`${auth}/authapi/Login/GetUserData`, { credentials: 'include' });
      const accounts = await fetch(`${auth}/authapi/Login/GetAccessibleCustomers`, { credentials: 'include' });
      return { status: user.status, user: await user.json(), accounts: (await accounts.json()).length };
    }, origins().auth);
    expect(answer).toMatchObject({ status: 200, user: { userId: 'u-ada', userRole: 1 }, accounts: 10_000 });
    expect(errors).toEqual([]);
  });

  it('logout with autosignout clears the session and comes back through the sign-in page', async () => {
    await page.goto(`${origins().auth}/identity/account/login`);
    await page.getByRole('button', { name: /Pia Partner/ }).click();
    await page.waitForURL((url) => url.origin === new URL(inject('demoUrl')).origin);
    const returnUrl = `${inject('demoUrl')}?initialurl=${encodeURIComponent('/cdp/tnt/audienceslist')}`;
    await page.goto(`${origins().auth}/identity/account/logout?autosignout=true&returnurl=${encodeURIComponent(returnUrl)}`);
    expect(new URL(page.url()).pathname).toBe('/identity/account/login');
    const status = await page.evaluate(
      async (auth) => (await fetch(`${auth}/authapi/Login/GetUserData`, { credentials: 'include' })).status,
      origins().auth,
    );
    expect(status).toBe(401);
    await page.getByRole('button', { name: /Cora Customer/ }).click();
    // Back in the portal, on the page the user was on when signed out (initialurl).
    await page.waitForURL((url) => url.pathname === '/cdp/tnt/audienceslist' && url.search === '');
  });

  it('a page on a foreign origin cannot read the session through CORS', async () => {
    // The blog origin stands in for a foreign site: it is not a portal origin.
    await page.goto(`${origins().auth}/identity/account/login`);
    await page.getByRole('button', { name: /Cora Customer/ }).click();
    await page.waitForURL((url) => url.origin === new URL(inject('demoUrl')).origin);
    await page.goto(`${origins().blog}/feed/`);
    const outcome = await page.evaluate(async (auth) => {
      try {
        await fetch(`${auth}/authapi/Login/GetUserData`, { credentials: 'include' });
        return 'read';
      } catch {
        return 'blocked';
      }
    }, origins().auth);
    expect(outcome).toBe('blocked');
  });

  it('serves the sample embedded app at every app prefix on its own origin', async () => {
    for (const path of ['/dash/Dashboard/1001', '/cdp/1001/audienceslist', '/search-internal/5150']) {
      await page.goto(`${origins().apps}${path}`);
      await page.getByTestId('current-path').waitFor();
      expect(await page.getByTestId('current-path').textContent()).toContain(path);
      expect(await page.getByTestId('not-framed').isVisible()).toBe(true);
    }
  });
});
