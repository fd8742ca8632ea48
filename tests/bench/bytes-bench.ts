// Bytes: gzipped bytes (level 9, as the size budget) of the library build's first-paint
// paths against their budgets and against React's own chunk, and of everything the demo portal
// loads from its origin once every area, dialog and menu has been opened, against what it loads
// before the shell is painted. Run: npx tsx tests/bench/bytes-bench.ts
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { startDemo } from '../../demo/demo-server';
import { APP_SDK_MODE } from '../../vite.config';
import { launchFullChromium, signInThroughPortal } from '../e2e/browser';
import { BUDGETS, entrySizes, gzipSize } from '../tools/gzip-sizes.mjs';
import { BACKEND_PORTS, PORTAL_PORT } from './bench-ports';
import { runBenchScript } from './bench-script';
import { bytes, ratio, type BenchRow } from './bench-table';
import { installPaintProbe, loadAndReadPaintProbe } from './paint-probe';
import { accountButton, openArea, settle, shellOf, sidebarAreas } from './shell-tour';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ADMIN = 'Ada Admin Lovelace';

/** `npm run build`'s library build (vite.config.ts) and the SDK's beside it, into a folder of their own: dist/ may be in use. */
async function libraryBuildSizes(): Promise<BenchRow[]> {
  const outDir = await mkdtemp(join(tmpdir(), 'portal-bytes-'));
  try {
    await build({ configFile: join(ROOT, 'vite.config.ts'), root: ROOT, logLevel: 'error', build: { outDir, emptyOutDir: true } });
    await build({ configFile: join(ROOT, 'vite.config.ts'), root: ROOT, mode: APP_SDK_MODE, logLevel: 'error', build: { outDir } });
    const { entries, chunkBytes } = entrySizes(outDir);
    const react = chunkBytes('react');
    if (react === undefined) throw new Error('The build has no chunk named react.');
    const rows: BenchRow[] = [];
    for (const [name, budget] of Object.entries(BUDGETS)) {
      const entry = entries.find((candidate) => candidate.name === name);
      if (!entry) throw new Error(`The build has no entry named ${name}.`);
      const label = name === 'client' ? 'client.js (embedded-app SDK)' : `<${name}> first-paint path`;
      rows.push({ group: 'Bytes', measure: `${label}, gzip -9`, value: bytes(entry.firstPaint), baseline: `budget ${bytes(budget)}`, ratio: ratio(entry.firstPaint, budget), target: '≤ budget', meets: entry.firstPaint <= budget });
    }
    const shell = entries.find((entry) => entry.name === 'portal-shell')!;
    rows.push({ group: 'Bytes', measure: '<portal-shell> first-paint path against the floor', value: bytes(shell.firstPaint), baseline: `React's own chunk ${bytes(react)}`, ratio: ratio(shell.firstPaint, react) });
    return rows;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/** Gzipped bytes of each URL, fetched again from the server (the preview server does not compress). */
async function gzippedTotal(urls: readonly string[]): Promise<number> {
  let total = 0;
  for (const url of urls) {
    const response = await fetch(url);
    total += gzipSize(new Uint8Array(await response.arrayBuffer()));
  }
  return total;
}

/** Every area, the home page, the account dialog, the chat with one question, the user menu and the internal tools. */
async function demoSizes(): Promise<BenchRow[]> {
  const demo = await startDemo({ port: PORTAL_PORT, backendPorts: BACKEND_PORTS, build: 'production' });
  const browser = await launchFullChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await installPaintProbe(page, [{ host: 'portal-shell', selectors: ['[part="top-bar"]', '[part="sidebar"] .sidebar__group'] }]);
    await signInThroughPortal(page, demo.url, new RegExp(ADMIN));
    const origin = new URL(demo.url).origin;
    const fromPortal = () =>
      page.evaluate(
        (portal) => [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].filter((entry) => entry.name.startsWith(portal)).map((entry) => ({ url: entry.name, start: entry.startTime })),
        origin,
      );

    // A fresh load, signed in: what is asked for before the shell is painted. Once the signed-in
    // page has its account, so that the tab's cached sign-in is written and the load is the usual
    // reload of a signed-in tab (leaving at once made it a first visit in some runs: 14 to 17 files).
    await accountButton(shellOf(page), 'Fifty-One Fifty Labs').waitFor();
    const { paintedAt } = await loadAndReadPaintProbe(page, demo.url);
    const firstPaintUrls = (await fromPortal()).filter((entry) => entry.start < paintedAt).map((entry) => entry.url);

    const shell = shellOf(page);
    const areas = await sidebarAreas(shell);
    for (const href of areas) await openArea(page, href);
    await shell.getByRole('link', { name: 'Portal home' }).click();
    await shell.getByRole('heading', { name: /^Welcome/ }).waitFor();
    await accountButton(shell, 'Fifty-One Fifty Labs').click();
    await shell.getByRole('combobox', { name: 'Search' }).waitFor();
    await page.keyboard.press('Escape');
    await shell.getByRole('button', { name: 'Partner products' }).click();
    await page.keyboard.press('Escape');
    await shell.getByRole('button', { name: 'Open help chat' }).click();
    const chat = shell.getByRole('dialog', { name: 'Help assistant' });
    const question = chat.getByRole('textbox', { name: 'Your question' });
    await question.fill('How do I create a segment?');
    // On the field itself: the popup may still be placing focus when a page-wide key press comes.
    await question.press('Enter');
    await chat.getByRole('button', { name: 'Helpful', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await chat.waitFor({ state: 'hidden' });
    await shell.getByRole('button', { name: `User menu for ${ADMIN}` }).click();
    await shell.getByRole('menuitem', { name: 'Internal Tools' }).waitFor();
    await page.keyboard.press('Escape');
    await settle(page);
    const seen = (await fromPortal()).map((entry) => entry.url);
    // The internal tools by their address: a new document, so what it loads is added to the above.
    await page.goto(new URL('/internal-tools', demo.url).href);
    await shell.getByRole('heading', { name: 'Internal tools' }).waitFor();
    await settle(page);
    const everythingUrls = [...new Set([...seen, ...(await fromPortal()).map((entry) => entry.url)])];

    const firstPaint = await gzippedTotal([...new Set(firstPaintUrls)]);
    const everything = await gzippedTotal(everythingUrls);
    return [
      {
        group: 'Bytes',
        measure: `demo portal: all it loads from its origin after every area (${areas.length}), home, account dialog, partner products, chat with one question, user menu, internal tools (${everythingUrls.length} files)`,
        value: bytes(everything),
        baseline: `first-paint load (${firstPaintUrls.length} files) ${bytes(firstPaint)}`,
        ratio: ratio(everything, firstPaint),
      },
    ];
  } finally {
    await browser.close();
    await demo.close();
  }
}

await runBenchScript('Bytes: gzip -9 of the production builds (library build, and the demo portal as served)', 6 * 60_000, async () => [
  ...(await libraryBuildSizes()),
  ...(await demoSizes()),
]);
