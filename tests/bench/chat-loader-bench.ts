// What the one-line loader costs against the module snippet: navigation start to the chat's popup
// shown, on a first visit (a new browser context each load), with `open` asked for as the page
// loads. The loader runs the chat's one file under its integrity; the module snippet loads
// portal-chat.js, then the chat's lazy parts as it opens. Both from the built dist/ (`npm run
// build`, run first when dist/ has no chat file), on one host origin, served alike, against the
// local backend.
// Run: npx tsx tests/bench/chat-loader-bench.ts
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startBackend } from '../../demo/server/start-backend';
import { DIST, hostPage, snippetForRun, snippetsLoading } from '../package/chat-snippets-kit';
import { serveTampering } from '../package/tampering-host';
import { chromiumArgs, chromiumPath } from '../tools/chromium.mjs';
import { freeDemoPorts } from '../tools/free-ports';
import { entrySizes, fileSizes } from '../tools/gzip-sizes.mjs';
import { INTEGRITY_FILE } from '../tools/integrity.mjs';
import { loadAverage, runBenchScript } from './bench-script';
import { median, type BenchRow } from './bench-table';

const LOADS = 11;

/** Notes, in the page, when the chat's popup is first in the element's shadow root (checked every frame). */
const OPENED_AT = `(() => { const check = () => {
  const popup = document.querySelector('portal-chat')?.shadowRoot?.querySelector('[role="dialog"]');
  if (popup) window.chatOpenedAt = performance.now(); else requestAnimationFrame(check);
}; requestAnimationFrame(check); })();`;

if (!existsSync(join(DIST, 'portal-chat-one-file.js'))) execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });

await runBenchScript(() => `Chat loader (${LOADS} first visits each, Chromium; load ${loadAverage()})`, 300_000, async () => {
  const hashes = JSON.parse(readFileSync(join(DIST, INTEGRITY_FILE), 'utf8')) as Record<string, string>;
  const free = await freeDemoPorts();
  const origin = `http://localhost:${free.hostPort}`;
  const backend = await startBackend({ ports: { ...free.backendPorts, portal: free.port }, portalOrigins: [origin] });
  const settings = JSON.stringify({ AuthServerUrl: backend.origins.auth, ChatApiUrl: backend.origins.chat, UseSampleData: false });
  const loader = snippetForRun(snippetsLoading('portal-chat-loader.js')[0]!, backend.origins, hashes, '/as-built/dist/');
  const moduleSnippet = `<script type="module" src="/as-built/dist/portal-chat.js" integrity="${hashes['portal-chat.js']}" crossorigin="anonymous"></script>
<portal-chat customer-id="1001" host-params-json='${settings}'></portal-chat>
<script type="module">await customElements.whenDefined('portal-chat'); document.querySelector('portal-chat').open();</script>`;
  const host = await serveTampering(DIST, { '/loader.html': hostPage('Loader', loader), '/module.html': hostPage('Module', moduleSnippet) }, free.hostPort);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  try {
    const timeToOpen = async (path: string) => {
      const context = await browser.newContext();
      await context.addInitScript(OPENED_AT);
      const page = await context.newPage();
      await page.goto(`${origin}${path}`);
      await page.waitForFunction(() => (window as unknown as { chatOpenedAt?: number }).chatOpenedAt !== undefined);
      const opened = await page.evaluate(() => (window as unknown as { chatOpenedAt: number }).chatOpenedAt);
      await context.close();
      return opened;
    };
    const times: Record<'loader' | 'module', number[]> = { loader: [], module: [] };
    await timeToOpen('/loader.html');
    await timeToOpen('/module.html');
    for (let round = 0; round < LOADS; round += 1) {
      times.loader.push(await timeToOpen('/loader.html'));
      times.module.push(await timeToOpen('/module.html'));
    }
    const loaderMs = median(times.loader);
    const moduleMs = median(times.module);
    const oneFile = fileSizes(DIST).find((row) => row.file === 'portal-chat-one-file.js')!.everything;
    const loaderBytes = entrySizes(DIST).entries.find((row) => row.name === 'portal-chat-loader')!.everything;
    const chatEverything = entrySizes(DIST).entries.find((row) => row.name === 'portal-chat')!.everything;
    const rows: BenchRow[] = [
      {
        group: 'Chat loader',
        measure: `popup shown, first visit, open queued (median of ${LOADS})`,
        value: `${loaderMs.toFixed(1)} ms`,
        baseline: `module snippet (portal-chat.js, open() once defined) ${moduleMs.toFixed(1)} ms`,
        ratio: `${(loaderMs / moduleMs).toFixed(2)}x`,
      },
      {
        group: 'Chat loader',
        measure: 'gzipped bytes to an open chat: the loader and the chat file',
        value: `${(loaderBytes + oneFile).toLocaleString('en')} B`,
        baseline: `portal-chat.js and every part it loads ${chatEverything.toLocaleString('en')} B`,
        ratio: `${((loaderBytes + oneFile) / chatEverything).toFixed(2)}x`,
      },
    ];
    return rows;
  } finally {
    await browser.close();
    await host.close();
    await backend.close();
  }
});
