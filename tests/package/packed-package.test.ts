// The package as a host team gets it: the packed tarball installed offline into a fresh React 19 +
// Vite + TypeScript app and into a plain TypeScript page, single entries imported, type-checked
// with skipLibCheck false, built with Vite, and every element run against the local backend.
// Needs `npm run build` first (npm test runs it before this step). Prints the figures it measures.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localHostParams } from '../../demo/demo-server';
import { startBackend, type RunningBackend } from '../../demo/server/start-backend';
import { launchChromium, signInThroughPortal } from '../e2e/browser';
import { installedPackages, javascriptBytes, makeConsumer, pack, removeFolder, typeCheck, viteBuild, workFolder } from './consumer';
import { serveBuild, type StaticHost } from './static-host';
import { freeDemoPorts } from '../tools/free-ports';

/** The three host pages' ports: free ones, taken when the suite starts. */
let REACT_HOST_PORT: number;
let SELF_CONTAINED_HOST_PORT: number;
let PLAIN_HOST_PORT: number;
const origin = (port: number) => `http://localhost:${port}`;

const REACT_LINKS = ['react', 'react-dom', 'scheduler', '@types/react', '@types/react-dom'];

let work: string;
let tarball: { tarball: string; bytes: number };
let plainApp: string;
let reactApp: string;
let backend: RunningBackend;
const hosts: StaticHost[] = [];
let browser: Browser;

beforeAll(async () => {
  work = workFolder();
  tarball = pack(work);
  plainApp = makeConsumer(work, 'plain-host', tarball.tarball);
  reactApp = makeConsumer(work, 'react-host', tarball.tarball, REACT_LINKS);
  // The three hosts take the places of a demo's portal and host site plus one more.
  const free = await freeDemoPorts(1);
  [REACT_HOST_PORT, SELF_CONTAINED_HOST_PORT, PLAIN_HOST_PORT] = [free.port, free.hostPort, free.extra[0]!];
  backend = await startBackend({
    ports: { ...free.backendPorts, portal: REACT_HOST_PORT },
    portalOrigins: [REACT_HOST_PORT, SELF_CONTAINED_HOST_PORT, PLAIN_HOST_PORT].map(origin),
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

  it('type-checks a plain TypeScript host (single entries, skipLibCheck false, no React installed)', () => {
    expect(installedPackages(plainApp)).not.toContain('@types/react');
    expect(typeCheck(plainApp)).toBe('');
  });

  it('type-checks a React 19 host (single react-external entries, JSX with object properties and typed events), and rejects misuse', () => {
    // Misuse must not compile: each line below is an error TypeScript has to report.
    writeFileSync(
      join(reactApp, 'src', 'misuse.tsx'),
      [
        "import 'portal-shell/react-external/portal-chat';",
        "import 'portal-shell/react-external/portal-shell';",
        '// @ts-expect-error the detail of a question has no `liked`',
        'export const a = <portal-chat onportal-chat-question={(event) => event.detail.liked} />;',
        '// @ts-expect-error hostParams is an object or JSON text, not a number',
        'export const b = <portal-shell hostParams={42} />;',
        "// @ts-expect-error navigate takes a path",
        "export const c = () => document.querySelector('portal-shell')?.navigate(42);",
        '',
      ].join('\n'),
    );
    expect(typeCheck(reactApp)).toBe('');
  });

  describe('built and run against the local backend', () => {
    beforeAll(async () => {
      await viteBuild(reactApp);
      await viteBuild(reactApp, { PORTAL_BUILD: 'self-contained' });
      await viteBuild(plainApp);
      hosts.push(await serveBuild(join(reactApp, 'dist'), REACT_HOST_PORT, settingsFor(REACT_HOST_PORT, '/portal/')));
      hosts.push(await serveBuild(join(reactApp, 'dist-self-contained'), SELF_CONTAINED_HOST_PORT, settingsFor(SELF_CONTAINED_HOST_PORT, '/portal/')));
      hosts.push(await serveBuild(join(plainApp, 'dist'), PLAIN_HOST_PORT, settingsFor(PLAIN_HOST_PORT)));
      const external = javascriptBytes(join(reactApp, 'dist'));
      const selfContained = javascriptBytes(join(reactApp, 'dist-self-contained'));
      console.log(`React host JavaScript, react-external build: ${external.raw} B (${external.gzip} B gzipped); self-contained build: ${selfContained.raw} B (${selfContained.gzip} B gzipped)`);
    });

    it('the React host runs every element with one React, signed in, and hears their events', async () => {
      const page = await pageCountingReact();
      await signInThroughPortal(page, `${origin(REACT_HOST_PORT)}/portal/`, /Cora Customer/);
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
      const page = await pageCountingReact();
      await page.goto(`${origin(SELF_CONTAINED_HOST_PORT)}/portal/`);
      await expect.poll(() => page.evaluate(() => (window as unknown as { __reactRenderers: number }).__reactRenderers)).toBe(2);
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
