// The pure part of the start-up trace (startup-trace.ts): finding a load's main thread in a
// Chrome trace, rebuilding its V8 CPU profile, and splitting one window of that thread's time
// into buckets, each microsecond counted once:
// 1. style, layout and paint: the main thread's trace events of those names (the innermost one
//    wins where they nest), also when JavaScript forced them;
// 2. the rest of the time a JavaScript sample covers (a sample covers the time to the next one)
//    goes by the sample's stack, root to leaf, its frames mapped to their sources:
//    React commit or render by the innermost frame named as one of React's commit or render
//    functions (COMMIT, RENDER); else shell start when a frame is from src/stores/ or elements/;
//    else module evaluation when a frame is a module's top-level code (line 0, column 0 of a
//    script); else other JS (the garbage collector's samples too);
// 3. idle/other: what is left (no sample, or the samples V8 marks "(program)" or "(idle)":
//    Blink's own work such as parsing HTML and running tasks, and waiting).
// JavaScript's self time by package: each JS microsecond goes to the innermost frame of its
// sample that has a script URL (a built-in such as JSON.parse counts for its caller), by that
// frame's source (ownerOf, packageOf).

/** One event of a Chrome trace (the JSON trace event format). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown> & { data?: Record<string, unknown> };
}

/** A V8 CPU profile's call frame: `lineNumber` and `columnNumber` are 0-based. */
export interface CallFrame {
  functionName: string;
  url?: string;
  lineNumber?: number;
  columnNumber?: number;
}

/** A call frame with its original source file and function name (the minified ones if no map). */
export interface SourceFrame extends CallFrame {
  source: string;
  name: string;
}

/** Maps a call frame to its source. */
export type Resolve = (frame: CallFrame) => SourceFrame;

export const BUCKETS = ['shell start', 'module evaluation', 'React render', 'React commit', 'style', 'layout', 'paint', 'other JS', 'idle/other'] as const;
export type Bucket = (typeof BUCKETS)[number];
type JsBucket = 'shell start' | 'module evaluation' | 'React render' | 'React commit' | 'other JS';

const STYLE = new Set(['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet']);
const LAYOUT = new Set(['Layout']);
const PAINT = new Set(['PrePaint', 'Paint', 'PaintImage', 'Layerize', 'UpdateLayer', 'UpdateLayerTree', 'Commit', 'CompositeLayers', 'Decode Image']);
const COMMIT = /^(commit[A-Z]\w*|flush(Passive|Mutation|Layout|Pending|Spawned)\w*)$/;
const RENDER = /^(performUnitOfWork|beginWork|completeWork|completeUnitOfWork|renderRoot(Sync|Concurrent)|workLoop(Sync|Concurrent\w*)|renderWithHooks\w*)$/;
const NOT_JS = new Set(['(root)', '(program)', '(idle)']);

/** The main thread and navigation start (µs) of the last top-level navigation to `url` in the trace. */
export function findLoad(events: readonly TraceEvent[], url: string): { pid: number; tid: number; start: number } {
  const starts = events.filter((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === url && event.args.data.isOutermostMainFrame === true);
  const last = starts.sort((a, b) => a.ts - b.ts).at(-1);
  if (!last) throw new Error(`No top-level navigation to ${url} in the trace.`);
  const main = events.some((event) => event.ph === 'M' && event.name === 'thread_name' && event.pid === last.pid && event.tid === last.tid && event.args?.name === 'CrRendererMain');
  if (!main) throw new Error(`The navigation to ${url} is not on a CrRendererMain thread.`);
  return { pid: last.pid, tid: last.tid, start: last.ts };
}

/** A sample of the CPU profile: its time (µs) and its stack, root first, without "(root)". */
export interface Sample {
  ts: number;
  stack: CallFrame[];
}

/** The samples of the CPU profile of `pid`'s main thread (the last profile the trace holds for it). */
export function profileSamples(events: readonly TraceEvent[], pid: number, tid: number): Sample[] {
  const profile = events.filter((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid).at(-1);
  if (!profile) return [];
  const nodes = new Map<number, { callFrame: CallFrame; parent?: number }>();
  const ids: number[] = [];
  const deltas: number[] = [];
  for (const chunk of events.filter((event) => event.name === 'ProfileChunk' && event.pid === pid && event.id === profile.id)) {
    const data = chunk.args?.data as { cpuProfile?: { nodes?: Array<{ id: number; parent?: number; callFrame: CallFrame }>; samples?: number[] }; timeDeltas?: number[] };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    ids.push(...(data.cpuProfile?.samples ?? []));
    deltas.push(...(data.timeDeltas ?? []));
  }
  const stackOf = (id: number): CallFrame[] => {
    const stack: CallFrame[] = [];
    for (let node = nodes.get(id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) stack.unshift(node.callFrame);
    return stack.filter((frame) => frame.functionName !== '(root)');
  };
  let ts = Number((profile.args?.data as { startTime?: number } | undefined)?.startTime ?? profile.ts);
  return ids.map((id, index) => ({ ts: (ts += deltas[index] ?? 0), stack: stackOf(id) }));
}

/** The bucket of a JavaScript sample's stack, its frames mapped to sources (root first). */
export function classifyStack(stack: readonly SourceFrame[]): JsBucket {
  for (let index = stack.length - 1; index >= 0; index -= 1) {
    if (COMMIT.test(stack[index]!.name)) return 'React commit';
    if (RENDER.test(stack[index]!.name)) return 'React render';
  }
  if (stack.some(({ source }) => !source.includes('node_modules/') && /(^|\/)(src\/stores|elements)\//.test(source))) return 'shell start';
  if (stack.some(isTopLevel)) return 'module evaluation';
  return 'other JS';
}

/** Whether a frame is a script's top-level code (a module's body): no name, and no position or 0:0. */
const isTopLevel = ({ url, functionName, lineNumber, columnNumber }: CallFrame) => !!url && functionName === '' && !lineNumber && !columnNumber;

/**
 * Where a frame's self time goes: the package of its source; a chunk's top-level code (the
 * bodies of the modules bundled in it, which V8 samples without a position) and the bundler's
 * own code (no source in the map) by the chunk's name.
 */
export function ownerOf(frame: SourceFrame): string {
  const chunk = (frame.url ?? '').split(/[?#]/)[0]!.split('/').at(-1)!.replace(/-[\w-]{8}\.js$/, '');
  if (isTopLevel(frame)) return `top level of ${chunk}`;
  return frame.source === frame.url ? `no source: ${chunk}` : packageOf(frame.source);
}

/** The package or folder of an original source path, for the table of JavaScript by package. */
export function packageOf(source: string): string {
  const path = source.replaceAll('\\', '/');
  const module = [...path.matchAll(/node_modules\/((@[^/]+\/)?[^/]+)/g)].at(-1)?.[1];
  if (module) {
    if (/^@(ark-ui|zag-js)\//.test(module)) return '@ark-ui/@zag-js';
    if (module.startsWith('@r2wc/')) return '@r2wc';
    if (module.startsWith('@nanostores/')) return 'nanostores';
    return ['react-dom', 'react', 'scheduler', 'axios', 'nanostores', 'valibot'].includes(module) ? module : 'other';
  }
  const folder = /(?:^|\/)src\/(stores|components)\/([^/]+)\//.exec(path);
  if (folder) return `src/${folder[1]}/${folder[2]}`;
  const top = /(?:^|\/)(src\/(stores|components|services|config|protocol)|elements)\//.exec(path);
  return top ? top[1]! : 'other';
}

/** Milliseconds of main-thread time per bucket and of JavaScript self time per package. */
export interface Breakdown {
  buckets: Record<Bucket, number>;
  packages: Record<string, number>;
  /** The same self time by function: `source:name` of the innermost frame with a script. */
  functions: Record<string, number>;
}

/** Splits the main thread's time from `start` to `end` (µs) into buckets (this module's header). */
export function breakdown(events: readonly TraceEvent[], { pid, tid, start, end }: { pid: number; tid: number; start: number; end: number }, resolve: Resolve): Breakdown {
  const length = Math.max(0, Math.round(end - start));
  const labels = new Int8Array(length).fill(-1);
  const label = (name: string) => (STYLE.has(name) ? 'style' : LAYOUT.has(name) ? 'layout' : PAINT.has(name) ? 'paint' : null);
  // Outer events first, so that the ones nested in them overwrite their time.
  const rendering = events
    .filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && label(event.name) !== null && event.ts < end && event.ts + (event.dur ?? 0) > start)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  for (const event of rendering) labels.fill(BUCKETS.indexOf(label(event.name)!), clip(event.ts - start, length), clip(event.ts + (event.dur ?? 0) - start, length));
  const packages: Record<string, number> = {};
  const functions: Record<string, number> = {};
  const samples = profileSamples(events, pid, tid);
  samples.forEach((sample, index) => {
    const from = clip(sample.ts - start, length);
    const to = clip((samples[index + 1]?.ts ?? sample.ts) - start, length);
    const leaf = sample.stack.at(-1);
    if (to <= from || !leaf || NOT_JS.has(leaf.functionName)) return;
    const frames = sample.stack.filter((frame) => !NOT_JS.has(frame.functionName)).map(resolve);
    const bucket = BUCKETS.indexOf(leaf.functionName === '(garbage collector)' ? 'other JS' : classifyStack(frames));
    let free = 0;
    for (let at = from; at < to; at += 1) {
      if (labels[at] !== -1) continue;
      labels[at] = bucket;
      free += 1;
    }
    const owner = frames.findLast((frame) => !!frame.url);
    const name = owner ? ownerOf(owner) : leaf.functionName === '(garbage collector)' ? '(garbage collector)' : 'other';
    packages[name] = (packages[name] ?? 0) + free / 1000;
    const fn = owner ? `${owner.source}:${owner.name}` : name;
    functions[fn] = (functions[fn] ?? 0) + free / 1000;
  });
  const buckets = Object.fromEntries(BUCKETS.map((bucket) => [bucket, 0])) as Record<Bucket, number>;
  for (const index of labels) buckets[BUCKETS[index === -1 ? BUCKETS.length - 1 : index]!] += 1 / 1000;
  return { buckets, packages, functions };
}

const clip = (value: number, length: number) => Math.min(length, Math.max(0, Math.round(value)));
