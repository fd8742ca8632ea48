// The soak run (tests/soak/README.md): navigations across every area, account switches and chat
// turns against the local backend with faults switched on at random, bounded in count and time.
// Reports uncaught errors, lost dirty state, heap growth and iframes left behind; exits non-zero
// on any of them. Run: npm run soak -- --help
import { chromium, type Page } from 'playwright-core';
import { backendPortsFrom, startDemo } from '../../demo/demo-server';
import { DEFAULT_FRAME_POOL_SIZE } from '../../src/stores/frames/app-frames';
import { chromiumArgs, chromiumPath } from '../tools/chromium.mjs';
import { chatTurn, closeChat } from './chat-actions';
import { makeDirty, saveWork, workLost, type DirtyWork } from './dirty-state';
import { FAULT_POLICY, faultSwitcher } from './fault-switcher';
import { memoryProbe } from './memory-probe';
import { collectPageErrors } from './page-errors';
import { seededRandom } from './seeded-random';
import {
  answerPrompt,
  closeAccountDialog,
  currentAccountName,
  DIRECT_PATHS,
  navigateBy,
  signIn,
  switchAccount,
  type NavigationKind,
} from './shell-actions';
import { snapshot, waitForSettled, type ShellSnapshot } from './shell-probe';
import { failures, renderReport, type SoakResult } from './soak-report';
import { readSoakConfig } from './soak-config';
import { warmUpRecorderTimers } from './recorder-warm-up';

const config = readSoakConfig();
const random = seededRandom(config.seed);
const command = `npm run soak -- --seed ${config.seed} --navigations ${config.navigations} --account-switches ${config.accountSwitches} --chat-turns ${config.chatTurns} --minutes ${config.timeLimitMs / 60_000} --build ${config.build}${config.faults ? '' : ' --no-faults'}`;
console.log(`Soak: seed ${config.seed}; ${config.navigations} navigations, ${config.accountSwitches} account switches, ${config.chatTurns} chat turns; time bound ${config.timeLimitMs / 60_000} min; ${config.build} build.`);
console.log(config.faults ? FAULT_POLICY : 'faults: off');
console.log('Full page loads (the address bar) happen only before the heap baseline, so the heap is measured over one document; afterwards direct URL changes come from the host page (pushState + popstate), and only without unsaved work.');

/** Areas free for every account of the soak user: visited before each memory reading, so the frame pool holds the same apps. */
const MEASURE_PATHS = ['/dash/Dashboard/tnt', '/pc/customer/tnt/implementation', '/profile/tnt/users'];

const started = Date.now();
const outOfTime = () => Date.now() - started > config.timeLimitMs;

const demo = await startDemo({ port: config.portalPort, backendPorts: backendPortsFrom(config.backendBasePort), build: config.build, cacheName: 'soak' });
const admin = demo.backend.origins.auth;
await fetch(`${admin}/__admin/reset`, { method: 'POST', headers: { 'content-type': 'application/json' } });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
const page: Page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
// A step that cannot be done in 10 s is a driver problem, reported, not a half-hour wait.
page.setDefaultTimeout(10_000);
const errors = collectPageErrors(page);
const faults = faultSwitcher(admin, random, config.faults);

const result: SoakResult = {
  command,
  seed: config.seed,
  build: config.build,
  faultsOn: config.faults,
  durationMs: 0,
  timedOut: false,
  planned: { navigations: config.navigations, accountSwitches: config.accountSwitches, chatTurns: config.chatTurns },
  done: { navigations: 0, accountSwitches: 0, chatTurns: 0 },
  navigationsByKind: new Map(),
  chatOutcomes: new Map(),
  feedback: new Map(),
  prompts: { shown: 0, stayed: 0, left: 0, unexpected: [] },
  dirtyRounds: 0,
  lostDirty: [],
  uncaught: errors.uncaught,
  expectedConsoleErrors: errors.expected,
  unexpectedSignOuts: [],
  driverProblems: [],
  unsettled: [],
  faultsInjected: faults.injected,
  faultClears: 0,
  errorReportsReceived: 0,
  poolSize: 0,
  maxAppFrames: 0,
  start: { heapUsed: 0, documents: 0, nodes: 0, listeners: 0, attachedFrames: 0, childFrames: 0, appFrames: 0, iframes: 0 },
  mid: null,
  end: { heapUsed: 0, documents: 0, nodes: 0, listeners: 0, attachedFrames: 0, childFrames: 0, appFrames: 0, iframes: 0 },
};

const bump = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
const log = (line: string) => {
  if (config.verbose) console.log(`${((Date.now() - started) / 1000).toFixed(1).padStart(7)}s ${line}`);
};

/** Unsaved work in an app, as far as the soak knows (null: none). */
let dirty: DirtyWork | null = null;
let ownAccount = '';

function observe(shot: ShellSnapshot): void {
  result.maxAppFrames = Math.max(result.maxAppFrames, shot.appFrames);
}

/** A sign-out the soak did not ask for: noted (and a loss when there was unsaved work), then signed in again. */
async function recoverSession(step: string, shot: ShellSnapshot): Promise<void> {
  if (shot.onPortal && shot.view !== 'signed-out') return;
  result.unexpectedSignOuts.push(`${step}: at ${page.url()}`);
  if (dirty) result.lostDirty.push(`${step}: signed out with unsaved work in ${dirty.prefix}`);
  dirty = null;
  await faults.clear();
  await signIn(page, demo.url);
}

/**
 * Runs a step that may leave the page (a navigation or an account switch) and checks the unsaved
 * work: when the shell asks, Stay or Leave at random, and after Stay the work must still be
 * there; when it does not ask, the work must still be on screen in the same frame.
 */
async function guardedStep(step: string, act: () => Promise<boolean>): Promise<boolean> {
  const work = dirty;
  if (!(await act())) return false;
  const first = await waitForSettled(page);
  let shot = first.shot;
  if (!first.settled) result.unsettled.push(`${step}: ${shot.view} ${shot.activeApp ?? ''} ${shot.activeAppState ?? ''} at ${shot.path}`);
  if (shot.prompt) {
    result.prompts.shown += 1;
    if (!work) result.prompts.unexpected.push(`${step} at ${shot.path}`);
    const leave = random.chance(0.4);
    await answerPrompt(page, leave, random);
    ({ shot } = await waitForSettled(page));
    if (leave) {
      result.prompts.left += 1;
      dirty = null;
    } else {
      result.prompts.stayed += 1;
      const lost = work ? await workLost(page, work) : null;
      if (lost) {
        result.lostDirty.push(`${step}, then Stay: ${lost}`);
        dirty = null;
      }
    }
  } else if (work) {
    const lost = await workLost(page, work);
    if (lost) {
      result.lostDirty.push(`${step} without a question: ${lost}`);
      dirty = null;
    }
  }
  observe(shot);
  await recoverSession(step, shot);
  return true;
}

const NAVIGATION_WEIGHTS: Record<Exclude<NavigationKind, 'full load'>, number> = {
  'sidebar click': 40,
  'sidebar keyboard': 10,
  'user menu': 5,
  logo: 10,
  'history back': 12,
  'history forward': 6,
  'in-app link': 10,
  'host URL change': 7,
};

async function maybeChangeWork(): Promise<void> {
  if (dirty && random.chance(0.15)) {
    if (await saveWork(page, dirty)) {
      log(`saved ${dirty.prefix}`);
      dirty = null;
    }
    return;
  }
  if (!dirty && random.chance(0.2)) {
    dirty = await makeDirty(page);
    if (dirty) log(`unsaved work in ${dirty.prefix}`);
  }
}

async function navigationStep(index: number): Promise<void> {
  await maybeChangeWork();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const kind = random.weighted(NAVIGATION_WEIGHTS);
    // An address change from the host page is no navigation the shell can ask about: only without unsaved work.
    if (kind === 'host URL change' && dirty) continue;
    const step = `navigation ${index + 1} (${kind})`;
    errors.step = step;
    if (dirty) result.dirtyRounds += 1;
    const done = await guardedStep(step, () => navigateBy(page, kind, random, demo.url));
    if (dirty === null || done) log(`${step} → ${(await snapshot(page)).path}`);
    if (done) {
      bump(result.navigationsByKind, kind);
      return;
    }
    if (dirty) result.dirtyRounds -= 1;
  }
  throw new Error('no navigation was possible from this page');
}

async function accountStep(index: number): Promise<void> {
  if (random.chance(0.3)) await maybeChangeWork();
  const byKeyboard = random.chance(0.5);
  const step = `account switch ${index + 1} (${byKeyboard ? 'keyboard' : 'mouse'})`;
  errors.step = step;
  if (dirty) result.dirtyRounds += 1;
  let picked = '';
  await guardedStep(step, async () => {
    picked = await switchAccount(page, random, byKeyboard);
    return true;
  });
  await closeAccountDialog(page);
  log(`${step} → ${picked}, now ${await currentAccountName(page)}`);
}

async function chatStep(index: number): Promise<void> {
  const step = `chat turn ${index + 1}`;
  errors.step = step;
  const turn = await chatTurn(page, random);
  bump(result.chatOutcomes, turn.outcome);
  if (turn.feedback !== 'none') bump(result.feedback, `${turn.feedback} → ${turn.feedbackResult}`);
  log(`${step}: ${turn.outcome}${turn.feedback !== 'none' ? `, ${turn.feedback} → ${turn.feedbackResult}` : ''}`);
}

/** Back to the same state before each memory reading: no faults, no dialogs, own account, the same three areas in the pool, home. */
async function settleForMeasure(): Promise<ShellSnapshot> {
  errors.step = 'settling for a memory reading';
  await faults.clear();
  await closeChat(page);
  await closeAccountDialog(page);
  if ((await snapshot(page)).prompt) await answerPrompt(page, true, random);
  if (dirty) {
    await saveWork(page, dirty);
    dirty = null;
  }
  for (let attempt = 0; attempt < 10 && (await currentAccountName(page)) !== ownAccount; attempt += 1) {
    await switchAccount(page, random, false);
    await waitForSettled(page);
    await closeAccountDialog(page);
  }
  for (const path of [...MEASURE_PATHS, '/']) {
    await page.evaluate(`history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'))`);
    await waitForSettled(page);
  }
  await page.waitForTimeout(2_000);
  return snapshot(page);
}

const probe = await memoryProbe(page);
let fatal: unknown = null;
try {
  errors.step = 'sign-in';
  await signIn(page, demo.url);
  ownAccount = await currentAccountName(page);

  // Full loads first, as typed into the address bar (deep links, Not Found, an unknown customer id).
  for (const path of DIRECT_PATHS) {
    errors.step = `full load ${path}`;
    await page.goto(new URL(path, demo.url).href);
    const { shot } = await waitForSettled(page);
    observe(shot);
    await recoverSession(errors.step, shot);
    bump(result.navigationsByKind, 'full load');
    result.done.navigations += 1;
    log(`full load ${path} → ${shot.view} ${shot.path}`);
  }
  // The lazy parts load once: the account dialog and the chat, opened and closed.
  await switchAccount(page, random, false);
  await waitForSettled(page);
  await closeAccountDialog(page);
  await closeChat(page);
  await page.locator('portal-shell').getByRole('button', { name: 'Open help chat' }).click();
  await closeChat(page);

  const startShot = await settleForMeasure();
  await warmUpRecorderTimers(page);
  // The pool the shell runs with: its frame-pool-size attribute when valid (1 to 10), else the store's default.
  const attribute = startShot.poolSize;
  result.poolSize = attribute !== null && Number.isInteger(attribute) && attribute >= 1 && attribute <= 10 ? attribute : DEFAULT_FRAME_POOL_SIZE;
  result.start = { ...(await probe.read()), appFrames: startShot.appFrames, iframes: startShot.iframes };
  console.log(`Baseline after warm-up: heap ${(result.start.heapUsed / 2 ** 20).toFixed(2)} MB, ${result.start.documents} documents, ${result.start.attachedFrames} frames.`);

  const plan = [
    ...Array.from({ length: Math.max(0, config.navigations - result.done.navigations) }, () => 'navigation' as const),
    ...Array.from({ length: config.accountSwitches }, () => 'account' as const),
    ...Array.from({ length: config.chatTurns }, () => 'chat' as const),
  ];
  // Shuffled with the seed, so the three kinds interleave the same way on a repeat.
  for (let i = plan.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [plan[i], plan[j]] = [plan[j]!, plan[i]!];
  }
  const next = { navigation: result.done.navigations, account: 0, chat: 0 };
  for (const [index, kind] of plan.entries()) {
    if (index === Math.floor(plan.length / 2) && index > 0 && !outOfTime()) {
      // Halfway, the same reading as at the start and the end: a constant extra document shows up in one half only, a leak in both.
      try {
        const midShot = await settleForMeasure();
        result.mid = { ...(await probe.read()), appFrames: midShot.appFrames, iframes: midShot.iframes };
        console.log(`Halfway: heap ${(result.mid.heapUsed / 2 ** 20).toFixed(2)} MB, ${result.mid.documents} documents, ${result.mid.attachedFrames} frames.`);
      } catch (error) {
        result.driverProblems.push(`${errors.step}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      }
    }
    if (outOfTime()) {
      result.timedOut = true;
      break;
    }
    await faults.step();
    try {
      if (kind === 'navigation') {
        await navigationStep(next.navigation);
        result.done.navigations += 1;
      } else if (kind === 'account') {
        await accountStep(next.account);
        result.done.accountSwitches += 1;
      } else {
        await chatStep(next.chat);
        result.done.chatTurns += 1;
      }
    } catch (error) {
      result.driverProblems.push(`${errors.step}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      // Back to a known place: no menu, dialog or question open, on the portal, signed in.
      await page.keyboard.press('Escape').catch(() => undefined);
      const shot = await snapshot(page);
      if (shot.prompt) await answerPrompt(page, false, random).catch(() => undefined);
      await recoverSession(errors.step, shot).catch(() => undefined);
    }
    next[kind] += 1;
    if ((next.navigation + next.account + next.chat) % 100 === 0) {
      console.log(`… ${result.done.navigations} navigations, ${result.done.accountSwitches} account switches, ${result.done.chatTurns} chat turns; ${errors.uncaught.length} uncaught, ${result.lostDirty.length} lost; ${((Date.now() - started) / 60_000).toFixed(1)} min`);
    }
  }
  result.faultClears = faults.clears();

  const endShot = await settleForMeasure();
  result.end = { ...(await probe.read()), appFrames: endShot.appFrames, iframes: endShot.iframes };
  const reports = await fetch(`${admin}/__admin/sinks/errors`).then((response) => response.json() as Promise<unknown[]>);
  result.errorReportsReceived = reports.length;
} catch (error) {
  fatal = error;
} finally {
  result.durationMs = Date.now() - started;
  await probe.close().catch(() => undefined);
  await browser.close();
  await demo.close();
}

if (fatal) {
  console.error('The soak run could not go on:', fatal);
  console.log(renderReport(result));
  process.exit(2);
}
console.log(renderReport(result));
process.exit(failures(result).length === 0 ? 0 : 1);
