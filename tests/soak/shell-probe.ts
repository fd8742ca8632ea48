import type { Page } from 'playwright-core';

/** What the shell shows at one moment, read from its shadow DOM. */
export interface ShellSnapshot {
  /** Path + search of the top page. */
  path: string;
  /** The top page is the portal (not the identity server after a sign-out). */
  onPortal: boolean;
  view: 'home' | 'app' | 'not-found' | 'not-allowed' | 'landing' | 'internal-tools' | 'loader' | 'signed-out' | 'other';
  /** The app prefix of the frame on screen, and its state. */
  activeApp: string | null;
  activeAppState: string | null;
  prompt: boolean;
  accountDialog: boolean;
  /** Product-area frames in the shell, and every iframe anywhere in the page's DOM (shadow roots too). */
  appFrames: number;
  iframes: number;
  poolSize: number | null;
}

// A string, not a function: tsx's name-keeping helpers must not end up in the page.
const PROBE = `(() => {
  const host = document.querySelector('portal-shell');
  const root = host && host.shadowRoot;
  const countIframes = (node) => {
    let count = node.querySelectorAll('iframe').length;
    for (const element of node.querySelectorAll('*')) if (element.shadowRoot) count += countIframes(element.shadowRoot);
    return count;
  };
  const snapshot = {
    path: location.pathname + location.search,
    onPortal: Boolean(host),
    view: 'other',
    activeApp: null,
    activeAppState: null,
    prompt: false,
    accountDialog: false,
    appFrames: 0,
    iframes: countIframes(document),
    poolSize: host && host.hasAttribute('frame-pool-size') ? Number(host.getAttribute('frame-pool-size')) : null,
  };
  if (!root) return snapshot;
  snapshot.appFrames = root.querySelectorAll('.app-frame iframe').length;
  snapshot.prompt = Boolean(root.querySelector('[part="navigation-prompt"]'));
  snapshot.accountDialog = Boolean(root.querySelector('[part="account-dialog"]'));
  const active = root.querySelector('.app-frames:not([hidden]) .app-frame:not([hidden])');
  if (root.querySelector('.shell--signed-out')) snapshot.view = 'signed-out';
  else if (active) {
    snapshot.view = 'app';
    snapshot.activeApp = active.getAttribute('data-app-prefix');
    snapshot.activeAppState = active.getAttribute('data-state');
  } else if (root.querySelector('[part="home"]')) snapshot.view = 'home';
  else if (root.querySelector('[part="not-found"]')) snapshot.view = 'not-found';
  else if (root.querySelector('[part="not-allowed"]')) snapshot.view = 'not-allowed';
  else if (root.querySelector('[part="landing-page"]')) snapshot.view = 'landing';
  else if (root.querySelector('.internal-tools, [part="internal-tools"]')) snapshot.view = 'internal-tools';
  else if (root.querySelector('[part="loader"]')) snapshot.view = 'loader';
  return snapshot;
})()`;

const UNREADABLE: ShellSnapshot = {
  path: '',
  onPortal: true,
  view: 'other',
  activeApp: null,
  activeAppState: null,
  prompt: false,
  accountDialog: false,
  appFrames: 0,
  iframes: 0,
  poolSize: null,
};

/** The shell's state now; during a page load (no document to ask) an unsettled placeholder. */
export async function snapshot(page: Page): Promise<ShellSnapshot> {
  try {
    return (await page.evaluate(PROBE)) as ShellSnapshot;
  } catch {
    return UNREADABLE;
  }
}

/** Settled: a question is on screen, or a page is (an app that reported ready or timed out, not a loader). */
export function isSettled(shot: ShellSnapshot): boolean {
  if (!shot.onPortal) return true;
  if (shot.prompt) return true;
  if (shot.view === 'loader' || shot.view === 'other') return false;
  return shot.view !== 'app' || shot.activeAppState !== 'loading';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the shell has settled after an action; returns the last snapshot and whether it settled in time. */
export async function waitForSettled(page: Page, timeoutMs = 20_000): Promise<{ shot: ShellSnapshot; settled: boolean }> {
  const started = Date.now();
  // Lets the click's own work (a message, a microtask, a React commit) happen before the first look.
  await sleep(30);
  let shot = await snapshot(page);
  while (!isSettled(shot)) {
    if (Date.now() - started > timeoutMs) return { shot, settled: false };
    await sleep(50);
    shot = await snapshot(page);
  }
  return { shot, settled: true };
}
