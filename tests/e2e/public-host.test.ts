import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import { startDemo, type RunningDemo } from '../../demo/demo-server';
import { freeDemoPorts } from '../tools/free-ports';
import { collectPageErrors, launchChromium, signInThroughPortal } from './browser';
import { PUBLIC_HOST_NAME } from './shared-chromium';

/**
 * The demo under a host name that is not a local or test host, as in production: page visits are
 * tracked there (they are skipped on localhost). The suite's Chromium resolves the name to loopback; the
 * backend's allow lists take it from the demo's `hostName`, on free ports of its own.
 */
const HOST = PUBLIC_HOST_NAME;
let PORT: number;
let BACKEND_PORT: number;

interface Visit {
  customerId: number;
  pageTitle: string;
  platformTitle: string;
  domain: string;
}

interface AccessRequest {
  client: string;
  services: string[];
  impersonateCustomerId: number;
  userId: string;
}

describe(`the demo portal reached as ${HOST}`, () => {
  let demo: RunningDemo;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const shell = () => page.locator('portal-shell');
  const url = (path: string) => new URL(path, demo.url).href;
  /** This test process cannot resolve the name: it reads the sinks through loopback. */
  const sink = async <T,>(origin: 'profile' | 'auth', name: string): Promise<T[]> => {
    const response = await fetch(`http://localhost:${new URL(demo.backend.origins[origin]).port}/__admin/sinks/${name}`);
    return (await response.json()) as T[];
  };
  const visits = () => sink<Visit>('profile', 'page-visits');
  const toolAccess = async () => (await sink<AccessRequest>('auth', 'access-requests')).filter((request) => request.client === 'portalui');
  const visit = (customerId: number, pageTitle: string, platformTitle: string): Visit => ({ customerId, pageTitle, platformTitle, domain: 'portal.example' });

  beforeAll(async () => {
    const { port, hostPort, backendPorts } = await freeDemoPorts();
    [PORT, BACKEND_PORT] = [port, backendPorts.auth];
    [demo, browser] = await Promise.all([startDemo({ port: PORT, hostPort, backendPorts, hostName: HOST, build: 'production' }), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await demo?.close();
  });
  beforeEach(async () => {
    await fetch(`http://localhost:${BACKEND_PORT}/__admin/reset`, { method: 'POST', headers: { 'content-type': 'application/json' } });
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    errors = await collectPageErrors(page);
  });
  afterEach(() => context?.close());

  it('every page a person visits reaches the tracking sink (and the data layer): home, a menu item, internal tools, Not Found, Not Allowed, Help', { timeout: 90_000 }, async () => {
    expect(demo.url).toBe(`http://${HOST}:${PORT}/`);
    await signInThroughPortal(page, demo.url, /Ada Admin Lovelace/);
    await shell().getByRole('heading', { name: 'Welcome, Ada' }).waitFor();
    await expect.poll(visits).toContainEqual(expect.objectContaining(visit(5150, 'Home', 'Home')));
    expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer)).toContainEqual({
      event: 'visit',
      pageTitle: 'Home',
      platformTitle: 'Home',
      emailDomain: 'portal.example',
      customerId: 5150,
    });

    await shell().getByRole('button', { name: 'Keep sidebar open' }).click();
    await shell().getByRole('button', { name: 'Analytics & Insights' }).click();
    await shell().getByRole('link', { name: 'Account Dashboard' }).click();
    await shell().locator('.app-frame[data-app-prefix="dash"]:not([hidden])').waitFor();
    await expect.poll(visits).toContainEqual(expect.objectContaining(visit(5150, 'Account Dashboard', 'Analytics & Insights')));

    await shell().getByRole('button', { name: 'User menu for Ada Admin Lovelace' }).click();
    // From the keyboard: a mouse click on this menu item does not navigate today (seen on localhost too).
    await shell().getByRole('menuitem', { name: 'Internal Tools' }).hover();
    await page.keyboard.press('Enter');
    await shell().getByRole('heading', { name: 'Internal tools' }).waitFor();
    await expect.poll(visits).toContainEqual(expect.objectContaining(visit(5150, 'Internal Tools', 'Admin Profile')));

    await page.goto(url('/no-such-page'));
    await shell().getByRole('heading', { name: 'Page not found' }).waitFor();
    await expect.poll(visits).toContainEqual(expect.objectContaining(visit(5150, 'Not Found', '')));

    // Customer 4030 is forbidden at the gateway: the sample app's call is answered 403.
    await page.goto(url('/dash/Dashboard/4030'));
    const dash = page.frameLocator('portal-shell .app-frame[data-app-prefix="dash"] iframe');
    await dash.getByTestId('token').filter({ hasText: 'tok_' }).waitFor();
    await dash.getByRole('button', { name: 'Call gateway' }).click();
    await shell().getByRole('heading', { name: 'Not allowed' }).waitFor();
    await expect.poll(visits).toContainEqual(expect.objectContaining(visit(4030, 'Not Allowed', '')));

    const helpTab = context.waitForEvent('page');
    await shell().getByRole('link', { name: 'Help' }).click();
    await (await helpTab).close();
    await expect.poll(visits).toContainEqual(expect.objectContaining(visit(4030, 'Help', 'Help Center')));

    // Once each: the debounce sends the page a person stays on, not every change of address.
    const titles = (await visits()).map((recorded) => recorded.pageTitle);
    expect(titles.filter((title) => title === 'Internal Tools')).toHaveLength(1);
    expect(titles.filter((title) => title === 'Not Allowed')).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it("the internal tools' access cookie is requested for the current customer before a tool opens, and again for a new customer", async () => {
    await signInThroughPortal(page, url('/internal-tools'), /Ada Admin Lovelace/);
    await shell().getByRole('heading', { name: 'Internal tools' }).waitFor();
    const moduleBuilder = shell().getByRole('link', { name: 'Module Builder' });
    await moduleBuilder.waitFor();
    // The link is there only once the cookie exists: the request was made, for 5150, and answered.
    expect(await toolAccess()).toEqual([
      expect.objectContaining({ client: 'portalui', services: ['modulebuilder', 'modulebuilder-api', 'tcen', 'domngr'], impersonateCustomerId: 5150, userId: 'u-ada' }),
    ]);
    expect((await context.cookies(`http://${HOST}:${BACKEND_PORT}/`)).map((cookie) => cookie.name)).toContain('portal_tools_access');

    const toolOpened = context.waitForEvent('request', (request) => request.url().startsWith('https://internal.portal.example/'));
    await moduleBuilder.click();
    expect((await toolOpened).url()).toBe('https://internal.portal.example/modulebuilder/5150');

    await shell().getByRole('button', { name: 'Fifty-One Fifty Labs' }).click();
    await shell().getByRole('combobox', { name: 'Search' }).fill('Nordic');
    await shell().getByRole('option', { name: /Nordic Outdoor/ }).click();
    await shell().getByRole('button', { name: 'Nordic Outdoor' }).waitFor();
    await expect.poll(async () => (await toolAccess()).map((request) => request.impersonateCustomerId)).toEqual([5150, 1001]);
    await expect.poll(() => moduleBuilder.getAttribute('href')).toBe('https://internal.portal.example/modulebuilder/1001');
    await expect.poll(visits).toContainEqual(expect.objectContaining(visit(1001, 'Internal Tools', 'Admin Profile')));
    expect(errors).toEqual([]);
  });
});
