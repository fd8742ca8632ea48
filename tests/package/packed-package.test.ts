// The package as a host team gets it: the packed tarball installed offline into a fresh React 19 +
// Vite + TypeScript app (with a server-rendered page), a Vue 3 + Vite + TypeScript app and a plain
// TypeScript page, single entries imported, type-checked (skipLibCheck false; the Vue app's
// templates with vue-tsc), built with Vite, and every element run against the local backend.
// Needs `npm run build` first (npm test runs it before this step). Prints the figures it measures.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Cookie, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localHostParams } from '../../demo/demo-server';
import { startBackend, type RunningBackend } from '../../demo/server/start-backend';
import { launchChromium, signInThroughPortal } from '../e2e/browser';
import { installedPackages, javascriptBytes, makeConsumer, pack, removeFolder, renderServerPage, startTypeCheck, viteBuild, workFolder } from './consumer';
import { serveBuild, type StaticHost } from './static-host';
import { freeDemoPorts } from '../tools/free-ports';

/** The four host pages' ports: free ones, taken when the suite starts. */
let REACT_HOST_PORT: number;
let SELF_CONTAINED_HOST_PORT: number;
let PLAIN_HOST_PORT: number;
let VUE_HOST_PORT: number;
const origin = (port: number) => `http://localhost:${port}`;

const REACT_LINKS = ['react', 'react-dom', 'scheduler', '@types/react', '@types/react-dom'];
const VUE_LINKS = ['vue', '@vitejs/plugin-vue'];

let work: string;
let tarball: { tarball: string; bytes: number };
let plainApp: string;
let reactApp: string;
let vueApp: string;
let backend: RunningBackend;
const hosts: StaticHost[] = [];
let browser: Browser;

beforeAll(async () => {
  work = workFolder();
  tarball = pack(work);
  plainApp = makeConsumer(work, 'plain-host', tarball.tarball);
  // One install of the tarball; the framework hosts get a copy of what it installed.
  reactApp = makeConsumer(work, 'react-host', tarball.tarball, REACT_LINKS, plainApp);
  vueApp = makeConsumer(work, 'vue-host', tarball.tarball, VUE_LINKS, plainApp);
  writeFileSync(join(reactApp, 'src', 'misuse.tsx'), REACT_MISUSE);
  writeFileSync(join(vueApp, 'src', 'misuse.vue'), VUE_MISUSE);
  typeChecks = { plain: startTypeCheck(plainApp), react: startTypeCheck(reactApp), vue: startTypeCheck(vueApp, 'vue-tsc') };
  // The four hosts take the places of a demo's portal and host site plus two more.
  const free = await freeDemoPorts(2);
  [REACT_HOST_PORT, SELF_CONTAINED_HOST_PORT, PLAIN_HOST_PORT, VUE_HOST_PORT] = [free.port, free.hostPort, free.extra[0]!, free.extra[1]!];
  backend = await startBackend({
    ports: { ...free.backendPorts, portal: REACT_HOST_PORT },
    portalOrigins: [REACT_HOST_PORT, SELF_CONTAINED_HOST_PORT, PLAIN_HOST_PORT, VUE_HOST_PORT].map(origin),
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all(hosts.map((host) => host.close()));
  await backend?.close();
  if (work) removeFolder(work);
});

/** Settings of a host page on `port`: the local backend, and back to this page after signing in. */
const settingsFor = (port: number, path = '/') => ({ ...localHostParams(backend), AuthServerReturnUrl: `${origin(port)}${path}` });

/** The session cookies of the sample customer, once signed in through the React host's portal page. */
let signedIn: Cookie[] | undefined;

/** A page signed in as the sample customer: through the React host's portal page the first time, by its cookies after. */
async function signedInPage(page: Page): Promise<Page> {
  if (signedIn === undefined) {
    await signInThroughPortal(page, `${origin(REACT_HOST_PORT)}/portal/`, /Cora Customer/);
    signedIn = await page.context().cookies();
  } else {
    await page.context().addCookies(signedIn);
  }
  return page;
}

/**
 * Waits until the chat's answer links a help article; when it does not, the failure says what the
 * conversation shows instead (an error, the signed-out answer, or nothing after the question).
 */
async function answeredWithArticle(chat: Locator): Promise<void> {
  const articles = chat.locator('a[href^="https://help.portal.example/articles/"]');
  await expect
    .poll(async () => ((await articles.count()) > 0 ? 'an article link' : await chat.getByRole('log').innerText()), { timeout: 30_000 })
    .toBe('an article link');
}

/** Misuse that must not type-check in the React host: each line below is an error TypeScript has to report. */
const REACT_MISUSE = [
  "import 'portal-shell/react-external/portal-chat';",
  "import 'portal-shell/react-external/portal-shell';",
  '// @ts-expect-error the detail of a question has no `liked`',
  'export const a = <portal-chat onportal-chat-question={(event) => event.detail.liked} />;',
  '// @ts-expect-error hostParams is an object or JSON text, not a number',
  'export const b = <portal-shell hostParams={42} />;',
  '// @ts-expect-error navigate takes a path',
  "export const c = () => document.querySelector('portal-shell')?.navigate(42);",
  '',
].join('\n');

/** Misuse that must not type-check in the Vue host: each element below carries an error vue-tsc has to report. */
const VUE_MISUSE = [
  '<template>',
  '  <!-- @vue-expect-error a misspelt prop -->',
  '  <portal-release-notes cout="2" />',
  '  <!-- @vue-expect-error a misspelt event -->',
  '  <portal-chat @portal-chat-opn="() => undefined" />',
  '  <!-- @vue-expect-error the detail of a question has no `liked` -->',
  '  <portal-chat @portal-chat-question="(event) => event.detail.liked" />',
  '  <!-- @vue-expect-error hostParams is an object or JSON text, not a number -->',
  '  <portal-shell :hostParams="42" />',
  '</template>',
  '',
].join('\n');

/** The hosts' type-checks, started together once the apps are made (each test awaits its own). */
let typeChecks: Record<'plain' | 'react' | 'vue', Promise<string>>;

/** A page that counts the React renderers that start in it (each copy of React DOM registers once with the devtools hook). */
async function pageCountingReact(): Promise<Page> {
  const page = await browser.newPage();
  await page.addInitScript(() => {
    let renderers = 0;
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        supportsFiber: true,
        renderers: new Map(),
        inject(renderer: unknown) {
          renderers += 1;
          this.renderers.set(renderers, renderer);
          return renderers;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
    Object.defineProperty(window, '__reactRenderers', { get: () => renderers });
  });
  return page;
}

describe('the packed package', () => {
  it('installs alone: the tarball brings no other package', () => {
    expect(installedPackages(plainApp)).toEqual(['portal-shell']);
    console.log(`tarball: ${tarball.bytes} bytes; plain consumer's node_modules: ${installedPackages(plainApp).join(', ')}`);
  });

  it("carries the licence notices of the packages bundled into its files, which carry no comments", () => {
    const notices = readFileSync(join(plainApp, 'node_modules/portal-shell/dist/THIRD-PARTY-LICENSES.md'), 'utf8');
    for (const bundled of ['react', 'react-dom', 'axios', '@ark-ui/react', 'nanostores', '@sentry/browser']) {
      expect(notices, bundled).toMatch(new RegExp(`^## ${bundled.replace('/', '\\/')} - \\S+ \\(MIT\\)$`, 'm'));
    }
  });

  it('type-checks a plain TypeScript host (single entries, skipLibCheck false, no React installed)', async () => {
    expect(installedPackages(plainApp)).not.toContain('@types/react');
    expect(await typeChecks.plain).toBe('');
  });

  it('type-checks a React 19 host (single react-external entries, JSX with object properties and typed events), and rejects misuse', async () => {
    expect(await typeChecks.react).toBe('');
  });

  it('type-checks the Vue 3 host\'s templates with vue-tsc (strictTemplates) against the Vue typings the package ships, and rejects misuse', async () => {
    expect(await typeChecks.vue).toBe('');
  });

  describe('built and run against the local backend', () => {
    beforeAll(async () => {
      await viteBuild(reactApp);
      await viteBuild(reactApp, { PORTAL_BUILD: 'self-contained' });
      await viteBuild(reactApp, { PORTAL_BUILD: 'ssr-server' });
      await viteBuild(plainApp);
      await viteBuild(vueApp);
      // The server-rendered page, rendered in Node as its server would, with the settings the page gets.
      renderServerPage(reactApp, 'dist-server/ssr-server.js', 'dist/ssr.html', settingsFor(REACT_HOST_PORT, '/ssr.html'));
      hosts.push(await serveBuild(join(reactApp, 'dist'), REACT_HOST_PORT, settingsFor(REACT_HOST_PORT, '/portal/')));
      hosts.push(await serveBuild(join(vueApp, 'dist'), VUE_HOST_PORT, settingsFor(VUE_HOST_PORT, '/portal/')));
      hosts.push(await serveBuild(join(reactApp, 'dist-self-contained'), SELF_CONTAINED_HOST_PORT, settingsFor(SELF_CONTAINED_HOST_PORT, '/portal/')));
      hosts.push(await serveBuild(join(plainApp, 'dist'), PLAIN_HOST_PORT, settingsFor(PLAIN_HOST_PORT)));
      const external = javascriptBytes(join(reactApp, 'dist'));
      const selfContained = javascriptBytes(join(reactApp, 'dist-self-contained'));
      console.log(`React host JavaScript, react-external build: ${external.raw} B (${external.gzip} B gzipped); self-contained build: ${selfContained.raw} B (${selfContained.gzip} B gzipped)`);
    });

    it('the React host runs every element with one React, signed in, and hears their events', async () => {
      const page = await signedInPage(await pageCountingReact());
      await page.goto(`${origin(REACT_HOST_PORT)}/portal/`);
      await expect.poll(() => page.locator('#host-ready').textContent()).toMatch(/portal-shell/);
      const ready = (await page.locator('#host-ready').textContent()) ?? '';
      for (const tag of ['portal-release-notes', 'portal-account-switcher', 'portal-chat', 'portal-shell']) expect(ready).toContain(tag);
      // The shell: its top bar, its page reported to the host, the account reported to the host.
      await page.locator('portal-shell [part~="top-bar"]').waitFor();
      await expect.poll(() => page.locator('#host-path').textContent()).toBe('/');
      await expect.poll(() => page.locator('#host-account').textContent()).not.toBe('none');
      // The release notes from the gateway: two, as the host asked.
      await expect.poll(() => page.locator('portal-release-notes [part~="item"]').count()).toBe(2);
      // The account switcher shows the signed-in user's account.
      await page.locator('portal-account-switcher [part~="account-switcher-button"]').waitFor();
      // The chat opens from the host's own button, through the element's open() method.
      await page.locator('#open-chat').click();
      await page.locator('portal-chat [part~="popup"]').waitFor();
      // The shell navigates through its navigate() method, and the host hears it.
      await page.evaluate(() => document.querySelector('portal-shell')?.navigate('/internal-tools'));
      await expect.poll(() => page.locator('#host-path').textContent()).toBe('/internal-tools');
      expect(await page.evaluate(() => (window as unknown as { __reactRenderers: number }).__reactRenderers)).toBe(1);
      await page.close();
    });

    it('the same host built against the self-contained entries has two Reacts (what the react-external build avoids)', async () => {
      // Signed in: a signed-out shell sends a first visit to the sign-in page, which could leave before the second React loads.
      const page = await signedInPage(await pageCountingReact());
      await page.goto(`${origin(SELF_CONTAINED_HOST_PORT)}/portal/`);
      await page.locator('portal-shell [part~="top-bar"]').waitFor();
      await expect.poll(() => page.evaluate(() => (window as unknown as { __reactRenderers: number }).__reactRenderers)).toBe(2);
      await page.close();
    });

    it('the server-rendered React page keeps customer-id through hydration, and hears portal-chat-open from a listener attached on the client', async () => {
      const page = await signedInPage(await browser.newPage());
      await page.goto(`${origin(REACT_HOST_PORT)}/ssr.html`);
      const chat = page.locator('portal-chat');
      expect(await chat.getAttribute('customer-id')).toBe('1001');
      // Hydrated: the page's effect listens to the chat from now on.
      await expect.poll(() => page.locator('#chat-state').textContent()).toBe('closed');
      expect(await chat.evaluate((element: HTMLElementTagNameMap['portal-chat']) => element.customerId)).toBe(1001);
      await chat.getByRole('button', { name: 'Open help chat' }).click();
      await expect.poll(() => page.locator('#chat-state').textContent()).toBe('open');
      // The chat knows the account: the backend answers for it, with its help articles.
      const field = chat.getByRole('textbox', { name: 'Your question' });
      await field.fill('How do I switch customer account?');
      await field.press('Enter');
      await answeredWithArticle(chat);
      await page.close();
    });

    it('the Vue host, on an origin other than the portal\'s, runs every element signed in, with its object setting as a property, and hears their events', async () => {
      const page = await signedInPage(await browser.newPage());
      const errors: string[] = [];
      page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
      await page.goto(`${origin(VUE_HOST_PORT)}/portal/`);
      await expect.poll(() => page.locator('#host-ready').textContent()).toMatch(/portal-shell/);
      const ready = (await page.locator('#host-ready').textContent()) ?? '';
      for (const tag of ['portal-release-notes', 'portal-account-switcher', 'portal-chat', 'portal-shell']) expect(ready).toContain(tag);
      // :hostParams reached the shell as the object it is.
      expect(await page.locator('portal-shell').evaluate((shell: HTMLElementTagNameMap['portal-shell']) => typeof shell.hostParams)).toBe('object');
      await page.locator('portal-shell [part~="top-bar"]').waitFor();
      await expect.poll(() => page.locator('#host-path').textContent()).toBe('/');
      // The switcher: the signed-in customer's account, heard through the composable.
      await page.locator('portal-account-switcher [part~="account-switcher-button"]').waitFor();
      await expect.poll(() => page.locator('#host-account').textContent()).not.toBe('none');
      await expect.poll(() => page.locator('portal-release-notes [part~="item"]').count()).toBe(2);
      // The chat opens from the host's button through a template ref, and @portal-chat-open arrives.
      await page.locator('#open-chat').click();
      await page.locator('portal-chat [part~="popup"]').waitFor();
      await expect.poll(() => page.locator('#host-chat').textContent()).toBe('open');
      const field = page.locator('portal-chat').getByRole('textbox', { name: 'Your question' });
      await field.fill('How do I switch customer account?');
      await field.press('Enter');
      await answeredWithArticle(page.locator('portal-chat'));
      // @portal-navigate arrives.
      await page.evaluate(() => document.querySelector('portal-shell')?.navigate('/internal-tools'));
      await expect.poll(() => page.locator('#host-path').textContent()).toBe('/internal-tools');
      expect(errors.filter((text) => text.includes('ignores the attribute'))).toEqual([]);
      await page.close();
    });

    it('the plain TypeScript host shows the release notes and opens the chat', async () => {
      const page = await browser.newPage();
      await page.goto(`${origin(PLAIN_HOST_PORT)}/`);
      await expect.poll(() => page.locator('portal-release-notes [part~="item"]').count()).toBe(2);
      await page.locator('portal-chat [part~="launcher"]').click();
      await page.locator('portal-chat [part~="popup"]').waitFor();
      await expect.poll(() => page.evaluate(() => document.body.classList.contains('chat-open'))).toBe(true);
      await page.close();
    });
  });
});
