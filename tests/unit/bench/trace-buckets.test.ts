import { describe, expect, it } from 'vitest';
import { breakdown, classifyStack, findLoad, ownerOf, packageOf, profileSamples, type CallFrame, type SourceFrame, type TraceEvent } from '../../../tests/bench/trace-buckets';

const PAGE = 'http://localhost:7000/?probe=floor';
const CHUNK = 'http://localhost:7000/assets/shell-AbCd1234.js';
const MAIN = { pid: 1, tid: 1 };

/** Where each function of the hand-made chunk comes from, by its column (the source map's part). */
const SOURCES: Record<number, { source: string; name: string }> = {
  10: { source: '../../src/stores/session/login-cache.ts', name: 'readLogin' },
  20: { source: '../../node_modules/react-dom/cjs/react-dom-client.production.js', name: 'commitRoot' },
  30: { source: '../../node_modules/react-dom/cjs/react-dom-client.production.js', name: 'performUnitOfWork' },
  40: { source: '../../node_modules/@zag-js/dom-query/dist/index.mjs', name: 'getWindow' },
};
const resolve = (frame: CallFrame): SourceFrame => {
  const mapped = frame.url && frame.columnNumber !== undefined ? SOURCES[frame.columnNumber] : undefined;
  return { ...frame, source: mapped?.source ?? frame.url ?? '', name: mapped?.name ?? frame.functionName };
};
const at = (columnNumber: number, functionName = 'x'): CallFrame => ({ functionName, url: CHUNK, lineNumber: 0, columnNumber });
const source = (path: string, name = 'f', frame: CallFrame = at(1)): SourceFrame => ({ ...frame, source: path, name });

const event = (name: string, ts: number, dur: number, thread = MAIN): TraceEvent => ({ name, ph: 'X', ts, dur, ...thread });
const nodes = [
  { id: 1, callFrame: { functionName: '(root)' } },
  { id: 2, parent: 1, callFrame: { functionName: '(program)' } },
  { id: 3, parent: 1, callFrame: { functionName: '', url: CHUNK } },
  { id: 4, parent: 3, callFrame: at(10, 'r') },
  { id: 5, parent: 1, callFrame: at(20, 'c') },
  { id: 6, parent: 5, callFrame: at(30, 'p') },
  { id: 7, parent: 4, callFrame: { functionName: 'parse' } },
  { id: 8, parent: 1, callFrame: { functionName: '(garbage collector)' } },
  { id: 9, parent: 1, callFrame: { functionName: '(idle)' } },
  { id: 10, parent: 1, callFrame: at(40, 'w') },
];
// Samples (µs from navigation start at 1000): each covers the time to the next one.
const samples = [
  [3, 0],
  [7, 10],
  [5, 30],
  [6, 40],
  [8, 50],
  [10, 60],
  [2, 80],
  [9, 90],
  [3, 120],
] as const;
/** A load of PAGE, its profile in two chunks, and style, layout and paint events around it. */
const TRACE: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ts: 0, ...MAIN, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', ts: 0, pid: 1, tid: 2, args: { name: 'Compositor' } },
  { name: 'navigationStart', ph: 'R', ts: 10, ...MAIN, args: { data: { documentLoaderURL: 'about:blank', isOutermostMainFrame: true } } },
  { name: 'navigationStart', ph: 'R', ts: 1000, ...MAIN, args: { data: { documentLoaderURL: PAGE, isOutermostMainFrame: true } } },
  // A frame of the page whose address has the same query (the area's frame): not the page's load.
  { name: 'navigationStart', ph: 'R', ts: 1050, ...MAIN, args: { data: { documentLoaderURL: PAGE, isOutermostMainFrame: false } } },
  { name: 'Profile', ph: 'P', ts: 999, ...MAIN, id: '0x1', args: { data: { startTime: 1000 } } },
  { name: 'Profile', ph: 'P', ts: 999, pid: 2, tid: 2, id: '0x1', args: { data: { startTime: 0 } } },
  ...[samples.slice(0, 4), samples.slice(4)].map(
    (part, index): TraceEvent => ({
      name: 'ProfileChunk',
      ph: 'P',
      ts: 1200 + index,
      pid: 1,
      tid: 9,
      id: '0x1',
      args: { data: { cpuProfile: { nodes: index === 0 ? nodes.slice(0, 6) : nodes.slice(6), samples: part.map(([node]) => node) }, timeDeltas: part.map(([, ts], i) => ts - (i > 0 ? part[i - 1]![1] : index === 0 ? 0 : samples[3][1])) } },
    }),
  ),
  // JavaScript that forced a style recalculation: counted as style.
  event('UpdateLayoutTree', 1065, 10),
  event('Layout', 1082, 4),
  // Nested, from the same start: still the inner one.
  event('UpdateLayoutTree', 1082, 1),
  // Style nested in paint: each microsecond once, to the innermost.
  event('Paint', 1086, 8),
  event('UpdateLayoutTree', 1088, 2),
  // Past the window's end: only its part inside counts.
  event('Layout', 1098, 12),
  // Another thread's and before the window: not counted.
  event('Paint', 1000, 50, { pid: 1, tid: 2 }),
  event('Layout', 900, 50),
];

describe('the start-up trace finds the load and its profile', () => {
  it("takes the page's last top-level navigation and its main thread; a frame's navigation is not the page's", () => {
    expect(findLoad(TRACE, PAGE)).toEqual({ pid: 1, tid: 1, start: 1000 });
    expect(() => findLoad(TRACE, 'http://localhost:7000/other')).toThrow(/No top-level navigation/);
    const onCompositor = TRACE.map((item) => (item.name === 'navigationStart' ? { ...item, tid: 2 } : item));
    expect(() => findLoad(onCompositor, PAGE)).toThrow(/CrRendererMain/);
  });

  it("rebuilds the profile's samples from its chunks: times from the start, stacks root first", () => {
    const rebuilt = profileSamples(TRACE, 1, 1);
    expect(rebuilt.map(({ ts }) => ts)).toEqual(samples.map(([, ts]) => 1000 + ts));
    expect(rebuilt[1]!.stack.map(({ functionName }) => functionName)).toEqual(['', 'r', 'parse']);
    expect(profileSamples(TRACE, 3, 3)).toEqual([]);
  });
});

describe('the start-up trace classifies a JavaScript stack', () => {
  const react = (name: string) => source('node_modules/react-dom/cjs/react-dom-client.production.js', name);
  const store = source('src/stores/routing/routing.ts', 'navigate');

  it("by React's innermost commit or render function first", () => {
    expect(classifyStack([react('performWorkOnRoot'), react('commitRoot'), react('commitMutationEffectsOnFiber')])).toBe('React commit');
    expect(classifyStack([react('flushPassiveEffects'), store])).toBe('React commit');
    expect(classifyStack([react('commitRoot'), react('flushSyncWork'), react('renderRootSync'), react('beginWork')])).toBe('React render');
    expect(classifyStack([source('elements/internal/react-renderer.ts'), react('performUnitOfWork'), source('src/components/sidebar/sidebar.tsx', 'Sidebar'), store])).toBe('React render');
  });

  it("then the shell's start: a frame of the stores or the elements, not a package's folder of that name", () => {
    expect(classifyStack([source('elements/portal-shell.tsx', 'connectedCallback'), source('src/services/http-client.ts')])).toBe('shell start');
    expect(classifyStack([source('', '', { functionName: '', url: CHUNK }), store])).toBe('shell start');
    expect(classifyStack([source('node_modules/some-package/elements/x.js')])).toBe('other JS');
  });

  it("then a module's top-level code, else other JavaScript", () => {
    const topLevel = source(CHUNK, '', { functionName: '', url: CHUNK });
    expect(classifyStack([topLevel, source('node_modules/valibot/dist/index.js', 'object')])).toBe('module evaluation');
    expect(classifyStack([source(CHUNK, '', { functionName: '', url: CHUNK, lineNumber: 0, columnNumber: 0 })])).toBe('module evaluation');
    expect(classifyStack([source(CHUNK, '', at(9, ''))])).toBe('other JS');
    expect(classifyStack([source('src/services/http-client.ts')])).toBe('other JS');
  });
});

describe('the start-up trace names the package of a source', () => {
  it('by the packages and folders of the table, everything else as other', () => {
    const cases: Record<string, string> = {
      '../../node_modules/react-dom/cjs/react-dom-client.production.js': 'react-dom',
      '../../node_modules/react/cjs/react.production.js': 'react',
      '../../node_modules/scheduler/cjs/scheduler.production.js': 'scheduler',
      '../../node_modules/axios/lib/core/Axios.js': 'axios',
      '../../node_modules/@r2wc/core/dist/core.js': '@r2wc',
      '../../node_modules/nanostores/atom/index.js': 'nanostores',
      '../../node_modules/@nanostores/react/index.js': 'nanostores',
      '../../node_modules/markdown-to-jsx/dist/index.js': 'other',
      '../../node_modules/valibot/dist/index.js': 'valibot',
      '../../node_modules/@ark-ui/react/dist/components/popover.js': '@ark-ui/@zag-js',
      '../../node_modules/@zag-js/core/dist/index.mjs': '@ark-ui/@zag-js',
      '../../node_modules/.pnpm/axios@1.7.0/node_modules/axios/lib/axios.js': 'axios',
      '../../../work/wt/src/stores/routing/routing.ts': 'src/stores/routing',
      '../../src/stores/shell-start.ts': 'src/stores',
      '../../src/components/sidebar/sidebar.tsx': 'src/components/sidebar',
      '../../src/components/adopt-styles.ts': 'src/components',
      '../../src/services/auth/auth-service.ts': 'src/services',
      '../../src/config/safe-url.ts': 'src/config',
      '../../src/protocol/frame-url.ts': 'src/protocol',
      '../../elements/internal/react-renderer.ts': 'elements',
      '../../demo/host-page.ts': 'other',
      '': 'other',
    };
    expect(Object.fromEntries(Object.keys(cases).map((path) => [path, packageOf(path)]))).toEqual(cases);
  });

  it("counts a chunk's top-level code and the bundler's own code (no source) by the chunk's name", () => {
    expect(ownerOf(source(CHUNK, '', { functionName: '', url: CHUNK }))).toBe('top level of shell');
    expect(ownerOf(source(CHUNK, 'g', at(5, 'g')))).toBe('no source: shell');
    expect(ownerOf(source('../../node_modules/axios/lib/axios.js', 'g', at(5, 'g')))).toBe('axios');
  });
});

describe('the start-up trace splits the main thread of a window into buckets', () => {
  const result = breakdown(TRACE, { ...findLoad(TRACE, PAGE), end: 1100 }, resolve);
  const micro = (values: Record<string, number>) => Object.fromEntries(Object.entries(values).map(([key, value]) => [key, Math.round(value * 1000)]));

  it('counts each microsecond once: style, layout and paint over JavaScript, the innermost event where they nest', () => {
    expect(micro(result.buckets)).toEqual({
      'shell start': 20,
      'module evaluation': 10,
      'React render': 10,
      'React commit': 10,
      style: 13,
      layout: 5,
      paint: 6,
      'other JS': 20,
      'idle/other': 6,
    });
    expect(Object.values(result.buckets).reduce((sum, value) => sum + value, 0)).toBeCloseTo(0.1, 9);
  });

  it("gives JavaScript's self time to the innermost frame with a script (a built-in counts for its caller)", () => {
    expect(micro(result.packages)).toEqual({ 'top level of shell': 10, 'src/stores/session': 20, 'react-dom': 20, '(garbage collector)': 10, '@ark-ui/@zag-js': 10 });
    // By function the same time adds up, each under its source and original name.
    expect(Object.values(micro(result.functions)).reduce((sum, value) => sum + value, 0)).toBe(70);
    expect(Object.keys(result.functions).some((name) => name.includes('src/stores/session'))).toBe(true);
  });

  it('counts nothing outside the window', () => {
    const empty = breakdown(TRACE, { ...MAIN, start: 2000, end: 2000 }, resolve);
    expect(Object.values(empty.buckets).every((value) => value === 0)).toBe(true);
    expect(empty.packages).toEqual({});
    expect(empty.functions).toEqual({});
  });
});
