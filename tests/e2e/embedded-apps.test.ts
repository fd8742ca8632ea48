import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { accessRequests, signInWithAppOverride } from './app-override';
import { collectPageErrors, signInThroughPortal, watchedPagePerTest } from './browser';

/** Embedded apps on the demo: the sample app on its own origin, through the SDK only. */
describe('embedded apps on the demo portal', () => {
  let page: Page;
  let errors: string[];
  const shell = () => page.locator('portal-shell');
  const url = (path: string) => new URL(path, inject('demoUrl')).href;
  const app = (prefix: string): FrameLocator => page.frameLocator(`portal-shell .app-frame[data-app-prefix="${prefix}"] iframe`);
  const pathname = () => new URL(page.url()).pathname + new URL(page.url()).search;
  const browser = watchedPagePerTest((opened, seen) => {
    page = opened;
    errors = seen;
  });

  it('a deep link opened in a new tab (nothing in the tab\'s storage): the start-up calls are the first thing the shell asks for, each once, once the HTTP client\'s chunk is there, and the app gets its token with one CreateAccessCookie; reloaded, it loads the HTTP client after its first frame', async () => {
    // A context of its own: the watched page's context opens no second tab.
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
    onTestFinished(() => context.close());
    const first = await context.newPage();
    await signInThroughPortal(first, url('/'), /Cora Customer/);
    await first.locator('portal-shell').getByRole('heading', { name: 'Welcome, Cora' }).waitFor();
    // Before any module runs in the new tab: every resource timed, and the moment the shell's tag is defined.
    await context.addInitScript(() => {
      performance.setResourceTimingBufferSize(10_000);
      const define = customElements.define.bind(customElements);
      customElements.define = (name, constructor, options) => {
        if (name === 'portal-shell') (window as unknown as { shellDefinedAt: number }).shellDefinedAt = performance.now();
        define(name, constructor, options);
      };
      // The shell's first render on the page.
      document.addEventListener('portal-ready', (event) => {
        const scope = window as unknown as { shellReadyAt?: number };
        if ((event as CustomEvent<{ tag: string }>).detail.tag !== 'portal-shell') return;
        scope.shellReadyAt ??= performance.now();
        // The frame that paints that render: its frame callbacks run just before its style, layout and paint.
        requestAnimationFrame(() => ((scope as { shellFrameAt?: number }).shellFrameAt ??= performance.now()));
      });
    });
    const tab = await context.newPage();
    const tabErrors = await collectPageErrors(tab);
    const tokenRequests: string[] = [];
    tab.on('request', (request) => {
      if (request.url().includes('/authapi/Access/CreateAccessCookie') && request.method() === 'POST') tokenRequests.push(request.url());
    });
    await tab.goto(url('/dash/Dashboard/tnt'));
    const dash = tab.frameLocator('portal-shell .app-frame[data-app-prefix="dash"] iframe');
    await expect.poll(() => dash.getByTestId('token').textContent()).toMatch(/^tok_/);
    const { definedAt, entries } = await tab.evaluate(() => ({
      definedAt: (window as unknown as { shellDefinedAt: number }).shellDefinedAt,
      entries: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(({ name, startTime, initiatorType }) => ({ path: new URL(name).pathname, startTime, initiatorType })),
    }));
    const startUp = ['/authapi/Login/GetUserData', '/authapi/Login/GetAccessibleCustomers', '/profileapi/portal/menu', '/profileapi/portal/apps'].map((path) => {
      const entry = entries.find((candidate) => candidate.path === path);
      expect(entry, path).toBeDefined();
      return entry!;
    });
    // The HTTP client's code is a chunk of its own, asked for by the first call, as the element starts.
    const httpClient = entries.filter((entry) => /http-client/.test(entry.path));
    expect(httpClient).toHaveLength(1);
    expect(httpClient[0]!.startTime).toBeGreaterThan(definedAt);
    // Then the four calls, each once, with no other module loaded before them (the tabs' hand-over
    // module asks the open tabs beside them, and none of them waits for it).
    for (const { path } of startUp) expect(entries.filter((entry) => entry.path === path), path).toHaveLength(1);
    const lastStartUp = Math.max(...startUp.map((entry) => entry.startTime));
    const lazyBefore = entries.filter((entry) => entry.initiatorType === 'script' && entry.startTime > definedAt && entry.startTime < lastStartUp && !/http-client|sibling-session/.test(entry.path));
    expect(lazyBefore.map((entry) => entry.path)).toEqual([]);
    expect(tokenRequests).toHaveLength(1);
    expect(tabErrors).toEqual([]);
    // A reload of that tab paints from its cache first: the HTTP client's code and the tabs' hand-over load after that first frame.
    await tab.reload();
    await dash.getByTestId('token').filter({ hasText: 'tok_' }).waitFor();
    const reload = await tab.evaluate(() => ({
      framed: (window as unknown as { shellFrameAt: number }).shellFrameAt,
      chunks: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(({ name }) => /http-client|sibling-session/.test(name)).map(({ name, startTime }) => ({ name, startTime })),
    }));
    expect(reload.chunks.length).toBeGreaterThan(0);
    for (const chunk of reload.chunks) expect(chunk.startTime, chunk.name).toBeGreaterThan(reload.framed);
    expect(tabErrors).toEqual([]);
  });

  it('the shell URL follows navigation inside the app, and back and forward move the app without reloading it', async () => {
    await signInThroughPortal(page, url('/dash/Dashboard/tnt'), /Cora Customer/);
    const dash = app('dash');
    await dash.getByTestId('token').filter({ hasText: 'tok_' }).waitFor();
    await dash.locator('body').evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const before = await page.evaluate(() => history.length);
    await dash.getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL((current) => current.pathname === '/dash/reports');
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    // Back and forward move the frame (its entry in the tab's history); the shell's address follows.
    await page.evaluate(() => history.back());
    await expect.poll(() => pathname()).toBe('/dash/Dashboard/tnt');
    await expect.poll(() => dash.getByTestId('current-path').textContent()).toBe('/dash/Dashboard/1001');
    await page.evaluate(() => history.forward());
    await expect.poll(() => pathname()).toBe('/dash/reports?tab=2');
    await expect.poll(() => dash.getByTestId('current-path').textContent()).toBe('/dash/reports?tab=2');
    expect(await dash.locator('body').evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(errors).toEqual([]);
  });

  it('Leave gives the unsaved work up: coming back loads the area afresh, with no stale input', async () => {
    await signInThroughPortal(page, url('/dash/Dashboard/tnt'), /Cora Customer/);
    const dash = app('dash');
    await dash.getByTestId('token').filter({ hasText: 'tok_' }).waitFor();
    await dash.getByLabel('Notes').fill('half-written');
    await shell().getByRole('link', { name: 'Portal home' }).click();
    await shell().getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
    await shell().getByRole('heading', { name: 'Welcome, Cora' }).waitFor();
    await page.goBack();
    await app('dash').getByTestId('token').filter({ hasText: 'tok_' }).waitFor();
    expect(await app('dash').getByLabel('Notes').inputValue()).toBe('');
    expect(errors).toEqual([]);
  });

  it('going back to a visited area shows the same live frame, without reloading it', async () => {
    await signInThroughPortal(page, url('/dash/Dashboard/tnt'), /Cora Customer/);
    const dash = app('dash');
    await dash.getByTestId('token').filter({ hasText: 'tok_' }).waitFor();
    await dash.getByLabel('Notes').fill('kept');
    await dash.getByRole('button', { name: 'Save' }).click();
    await dash.locator('body').evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    await page.goto(url('/'));
    await signInThroughPortal(page, url('/'), /Cora Customer/).catch(() => undefined);
    await shell().getByRole('button', { name: 'Keep sidebar open' }).click();
    await shell().getByRole('button', { name: 'Analytics & Insights' }).click();
    await shell().getByRole('link', { name: 'Account Dashboard' }).click();
    await app('dash').getByTestId('token').filter({ hasText: 'tok_' }).waitFor();
    await shell().getByRole('link', { name: 'Portal home' }).click();
    await shell().getByRole('heading', { name: 'Welcome, Cora' }).waitFor();
    await app('dash').locator('body').evaluate(() => ((window as unknown as { marker: number }).marker = 8));
    await shell().getByRole('link', { name: 'Account Dashboard' }).click();
    expect(await app('dash').locator('body').evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(8);
  });

  it('a click inside the app closes the shell menu that is open', async () => {
    await signInThroughPortal(page, url('/dash/Dashboard/tnt'), /Cora Customer/);
    const dash = app('dash');
    await dash.getByTestId('token').filter({ hasText: 'tok_' }).waitFor();
    await shell().getByRole('button', { name: 'User menu for Cora Customer' }).click();
    await shell().getByRole('menu').waitFor();
    await dash.getByRole('heading', { level: 1 }).click();
    await shell().getByRole('menu').waitFor({ state: 'hidden' });
  });

  it('logging out in the app signs the user out of the portal', async () => {
    await signInThroughPortal(page, url('/dash/Dashboard/tnt'), /Cora Customer/);
    const dash = app('dash');
    await dash.getByTestId('token').filter({ hasText: 'tok_' }).waitFor();
    await dash.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((current) => current.pathname === '/identity/account/login');
  });

  it('Nora (account 1003, FREE only) opening sub-paths of CDP, Merchandising and Site Search that match no menu route sees their landing pages, and no token is asked', async () => {
    const before = (await accessRequests()).length;
    await signInThroughPortal(page, url('/cdp/tnt/segments'), /Nora/);
    await shell().getByText("You don't have access to Audience Builder.").waitFor();
    await page.goto(url('/mc/tnt/other'));
    await shell().getByText("You don't have access to Boosted Campaigns.").waitFor();
    await page.goto(url('/search/tnt'));
    await shell().getByText("You don't have access to Search Configurator.").waitFor();
    expect(await shell().locator('.app-frame').count()).toBe(0);
    // A free area still gets its token: the sink is read after one was asked, so a refused one would show by now.
    await page.goto(url('/dash/Dashboard/tnt'));
    await app('dash').getByTestId('token').filter({ hasText: 'tok_' }).waitFor();
    const asked = (await accessRequests()).slice(before).filter((request) => request.userId === 'u-nora');
    expect(asked.map((request) => request.client)).toEqual(['dashboardui']);
    expect(errors).toEqual([]);
  });

  it('an app definition from the profile API on an origin the environment does not ship is dropped: named in the console, never framed, never given a token', async () => {
    const evil = 'http://127.0.0.1:7812';
    const toEvil: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(evil)) toEvil.push(request.url());
    });
    await page.route('**/profileapi/portal/apps*', async (route) => {
      // A request the page gave up on (it navigated on) may lose its connection while it is fetched
      // here: that one is let fail, as the browser would, rather than thrown out of the handler.
      const response = await route.fetch().catch(() => null);
      if (!response) return route.abort().catch(() => undefined);
      const apps = (await response.json()) as Array<{ appPrefix: string; iframeBaseUrl: string }>;
      await route.fulfill({ response, json: apps.map((entry) => (entry.appPrefix === 'dash' ? { ...entry, iframeBaseUrl: `${evil}/evilapp.html#` } : entry)) });
    });
    await signInThroughPortal(page, url('/dash/Dashboard/tnt'), /Cora Customer/);
    await shell().getByRole('heading', { name: 'Page not found' }).waitFor();
    // Until the answer came, the bundled dash (on its shipped origin) may have opened and asked its token; from the answer on, never.
    // The page's own requests are read, not the backend's record: another file may ask tokens at the same time.
    const askedFromHere: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/authapi/Access/CreateAccessCookie') && request.method() === 'POST') askedFromHere.push((request.postDataJSON() as { client: string }).client);
    });
    // The one error of each page load that read the answer (signing in may load the portal twice), naming the app and the origin.
    expect([...new Set(errors)]).toEqual([expect.stringMatching(/"dash".*http:\/\/127\.0\.0\.1:7812/)]);
    expect(await page.locator('link[rel="preconnect"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))).not.toContainEqual(expect.stringContaining('127.0.0.1'));
    // Another area of the same answer still opens and gets its token; the dropped one gets none.
    await shell().getByRole('link', { name: 'Portal home' }).click();
    await page.goto(url('/cdp/tnt/audienceslist'));
    await app('cdp').getByTestId('token').filter({ hasText: 'tok_' }).waitFor();
    expect(askedFromHere).toContain('cdpui');
    expect(askedFromHere).not.toContain('dashboardui');
    expect(await shell().locator('.app-frame iframe[src^="http://127.0.0.1"]').count()).toBe(0);
    expect(toEvil).toEqual([]);
  });

  it('an override to an origin that is not loopback is refused with its reason, and nothing asks to apply it', async () => {
    const address = new URL('/cdp/tnt/audienceslist', inject('demoUrl'));
    address.searchParams.set('portal-app-override', 'cdp=https://evil.example');
    await signInThroughPortal(page, address.href, /Cora Customer/);
    await expect.poll(() => shell().getByRole('alert').textContent()).toContain('https://evil.example');
    expect(await shell().getByRole('alertdialog').count()).toBe(0);
    await app('cdp').getByTestId('token').filter({ hasText: 'tok_' }).waitFor();
    expect(new URL((await page.locator('portal-shell .app-frame[data-app-prefix="cdp"] iframe').getAttribute('src'))!).origin).toBe(inject('backendOrigins').apps);
    expect(await shell().getByText('Override:').count()).toBe(0);
  });

  it('an area pointed at an app team\'s dev server (an address\'s override, confirmed) loads from it and gets its own token there; another area is unaffected', async () => {
    // The team's dev server: the sample app, served on another loopback origin (a free port of 127.0.0.1).
    const appsOrigin = inject('backendOrigins').apps;
    const devServer = createServer((request, response) => {
      void fetch(`${appsOrigin}${request.url ?? '/'}`).then(async (answer) => {
        const headers: Record<string, string> = {};
        for (const name of ['content-type', 'content-security-policy', 'cache-control']) {
          const value = answer.headers.get(name);
          if (value !== null) headers[name] = value;
        }
        response.writeHead(answer.status, headers).end(Buffer.from(await answer.arrayBuffer()));
      });
    });
    await new Promise<void>((resolve) => devServer.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(devServer.address() as AddressInfo).port}`;
    try {
      const before = (await accessRequests()).length;
      await signInWithAppOverride(page, '/cdp/tnt/audienceslist', 'cdp', origin, /Cora Customer/);
      const frame = page.locator('portal-shell .app-frame[data-app-prefix="cdp"] iframe');
      // The dev server receives the path production frames (the origin alone is replaced).
      await expect.poll(() => frame.getAttribute('src')).toBe(`${origin}/cdp/1001/audienceslist`);
      await app('cdp').getByTestId('token').filter({ hasText: 'tok_' }).waitFor();
      expect(await app('cdp').getByTestId('current-path').textContent()).toBe('/cdp/1001/audienceslist');
      // The area's own navigation, reported back, keeps the portal's address under one prefix.
      await app('cdp').getByRole('link', { name: 'Settings' }).click();
      await page.waitForURL((current) => current.pathname === '/cdp/tnt/settings');
      const asked = (await accessRequests()).slice(before).filter((request) => request.userId === 'u-cora');
      expect(asked.map((request) => request.client)).toContain('cdpui');
      // Another area keeps its shipped origin and its own token.
      await page.goto(url('/dash/Dashboard/tnt'));
      await app('dash').getByTestId('token').filter({ hasText: 'tok_' }).waitFor();
      expect(new URL((await page.locator('portal-shell .app-frame[data-app-prefix="dash"] iframe').getAttribute('src'))!).origin).toBe(appsOrigin);
      await shell().getByRole('button', { name: 'Reset' }).click();
      await expect.poll(() => shell().getByText('Override:').count()).toBe(0);
    } finally {
      // The page's kept-alive connections would hold the close.
      devServer.closeAllConnections();
      await new Promise((resolve) => devServer.close(resolve));
    }
  });
});
