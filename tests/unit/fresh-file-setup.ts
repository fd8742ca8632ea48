// The stores' and elements' test files share their workers (vite.config.ts, `unit-stores`), yet
// each starts as in a worker of its own. This setup file runs before every file:
// - it puts back the worker's first globals (a file may define `localStorage` or `window` for
//   good), real timers, stubbed globals and environment variables and every spy;
// - it forgets the earlier files' mocks and loads every module afresh, so module state (the
//   stores) starts empty;
// - when the file ends, it cancels the timers the file left running, so that none of its work runs
//   on into the next file (a store's unmount or retry timer calling this file's modules, which
//   would write to the next file's stand-in storage or window).
import { afterAll, vi } from 'vitest';

type Timer = ReturnType<typeof setTimeout>;
interface WorkerState {
  /** The globals as they were before the first file ran. */
  first: Map<string | symbol, PropertyDescriptor>;
  /** The timers and intervals started by the running file and not yet ended. */
  running: Set<Timer>;
}

const STATE = Symbol.for('portal-unit-fresh-file');
const scope = globalThis as typeof globalThis & { [STATE]?: WorkerState };

/** Keys that vitest itself adds to the worker's global object as files run: never taken away. */
const isVitestOwn = (key: string | symbol) => (typeof key === 'string' ? key.startsWith('__vitest') : String(key.description).includes('vitest'));

/** The first time in a worker: timers noted as they start and end, and the globals recorded. */
function startWorker(): void {
  const running = new Set<Timer>();
  const { setTimeout: nativeSetTimeout, setInterval: nativeSetInterval, clearTimeout: nativeClearTimeout, clearInterval: nativeClearInterval } = globalThis;
  const state: WorkerState = { first: new Map(), running };
  scope[STATE] = state;
  globalThis.setTimeout = Object.assign((run: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
    const id: Timer = nativeSetTimeout(() => {
      state.running.delete(id);
      run(...args);
    }, delay);
    state.running.add(id);
    return id;
  }, nativeSetTimeout) as typeof setTimeout;
  globalThis.setInterval = Object.assign((run: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
    const id: Timer = nativeSetInterval(run, delay, ...args);
    state.running.add(id);
    return id;
  }, nativeSetInterval) as typeof setInterval;
  globalThis.clearTimeout = ((id?: Timer) => {
    if (id !== undefined) state.running.delete(id);
    nativeClearTimeout(id);
  }) as typeof clearTimeout;
  globalThis.clearInterval = ((id?: Timer) => {
    if (id !== undefined) state.running.delete(id);
    nativeClearInterval(id);
  }) as typeof clearInterval;
  for (const key of Reflect.ownKeys(globalThis)) state.first.set(key, Object.getOwnPropertyDescriptor(globalThis, key)!);
}

/** Every later file: the globals as they were, a new file's modules, no spies or stubs. */
function freshFile(state: WorkerState): void {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  for (const key of Reflect.ownKeys(globalThis)) {
    if (!state.first.has(key) && !isVitestOwn(key)) Reflect.deleteProperty(globalThis, key);
  }
  for (const [key, first] of state.first) {
    const now = Object.getOwnPropertyDescriptor(globalThis, key);
    if (!now || !Object.is(now.value, first.value) || now.get !== first.get || now.set !== first.set) Object.defineProperty(globalThis, key, first);
  }
  forgetModulesAndMocks();
}

interface ModuleNode {
  promise?: unknown;
  exports?: unknown;
  evaluated: boolean;
  importers: Set<string>;
}
interface VitestWorker {
  evaluatedModules: { idToModuleMap: Map<string, ModuleNode> };
}

/**
 * What vitest does between two files of an isolated project (its `isolate` step, which `vi.resetModules`
 * does only half of): the earlier files' mocks forgotten, and every module, mocked ones too, loaded
 * again when next imported. Without it, a module a file mocked could answer in the next one.
 */
function forgetModulesAndMocks(): void {
  const scope = globalThis as { __vitest_mocker__?: { reset(): void }; __vitest_worker__?: VitestWorker };
  scope.__vitest_mocker__!.reset();
  for (const [id, node] of scope.__vitest_worker__!.evaluatedModules.idToModuleMap) {
    if (/\/vitest\/dist\/|vitest-virtual-\w+\/dist|@vitest\/dist/.test(id)) continue;
    node.promise = undefined;
    node.exports = undefined;
    node.evaluated = false;
    node.importers.clear();
  }
}

const state = scope[STATE];
if (state) freshFile(state);
else startWorker();

// Stack order runs this after the file's own hooks: what is still waiting then is left over.
afterAll(() => {
  const worker = scope[STATE]!;
  for (const id of worker.running) {
    clearTimeout(id);
    clearInterval(id);
  }
  worker.running.clear();
});
