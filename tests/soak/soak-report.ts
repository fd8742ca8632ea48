import { framesLeftBehind, type FrameReading } from './frames-left-behind';
import { mb } from './memory-probe';

/** The limits a soak run must stay within (tests/soak/README.md). */
export const HEAP_GROWTH_LIMIT_MB = 10;

export interface SoakResult {
  command: string;
  seed: number;
  build: string;
  faultsOn: boolean;
  durationMs: number;
  timedOut: boolean;
  planned: { navigations: number; accountSwitches: number; chatTurns: number };
  done: { navigations: number; accountSwitches: number; chatTurns: number };
  navigationsByKind: Map<string, number>;
  chatOutcomes: Map<string, number>;
  feedback: Map<string, number>;
  prompts: { shown: number; stayed: number; left: number; unexpected: string[] };
  dirtyRounds: number;
  lostDirty: string[];
  uncaught: string[];
  expectedConsoleErrors: Map<string, number>;
  unexpectedSignOuts: string[];
  driverProblems: string[];
  unsettled: string[];
  faultsInjected: Map<string, number>;
  faultClears: number;
  errorReportsReceived: number;
  poolSize: number;
  maxAppFrames: number;
  start: FrameReading;
  /** Halfway through the planned steps, settled the same way; null when the run stopped before. */
  mid: FrameReading | null;
  end: FrameReading;
}

const total = (counts: Map<string, number>) => [...counts.values()].reduce((sum, count) => sum + count, 0);
const list = (counts: Map<string, number>) =>
  [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([key, count]) => `${key} ${count}`)
    .join(', ') || '-';

const leftBehind = (result: SoakResult) =>
  framesLeftBehind(result, { size: result.poolSize, maxAppFrames: result.maxAppFrames });

/** Why the run failed, one line each; empty when it passed. */
export function failures(result: SoakResult): string[] {
  const growth = mb(result.end.heapUsed - result.start.heapUsed);
  const frames = leftBehind(result);
  const reasons: string[] = [];
  if (result.uncaught.length > 0) reasons.push(`${result.uncaught.length} uncaught errors`);
  if (result.lostDirty.length > 0) reasons.push(`${result.lostDirty.length} times dirty state was lost`);
  if (growth >= HEAP_GROWTH_LIMIT_MB) reasons.push(`heap grew ${growth.toFixed(2)} MB (limit < ${HEAP_GROWTH_LIMIT_MB} MB)`);
  if (frames.total > 0) reasons.push(`${frames.total} iframes left behind`);
  if (result.timedOut) reasons.push('the time bound ran out before the counts were done');
  return reasons;
}

export function renderReport(result: SoakResult): string {
  const { start, mid, end } = result;
  const growth = mb(end.heapUsed - start.heapUsed);
  const frames = leftBehind(result);
  const course = (value: (reading: FrameReading) => string) => [start, mid, end].flatMap((reading) => (reading ? [value(reading)] : [])).join(' → ');
  const signed = (count: number) => `${count >= 0 ? '+' : ''}${count}`;
  const rows: [string, string, string][] = [
    ['uncaught errors', String(result.uncaught.length), 'must be 0'],
    ['lost dirty state', String(result.lostDirty.length), `must be 0; ${result.dirtyRounds} navigations tried with unsaved work`],
    [`JS heap used after GC, ${mid ? 'start → mid → end' : 'start → end'}`, `${course((reading) => mb(reading.heapUsed).toFixed(2))} MB`, ''],
    ['heap growth', `${growth >= 0 ? '+' : ''}${growth.toFixed(2)} MB`, `must be < ${HEAP_GROWTH_LIMIT_MB} MB`],
    ['DOM nodes, start → end', `${start.nodes} → ${end.nodes}`, ''],
    ['JS event listeners, start → end', `${start.listeners} → ${end.listeners}`, ''],
    [
      `documents after GC, ${mid ? 'start → mid → end' : 'start → end'}`,
      course((reading) => String(reading.documents)),
      `frames attached ${course((reading) => String(reading.attachedFrames))}; documents without a frame ${course((reading) => String(reading.documents - reading.attachedFrames))} (a constant extra is the session recorder's timer sandboxes, kept for the page's life: see frames-left-behind.ts)`,
    ],
    [
      'iframes left behind',
      String(frames.total),
      `must be 0; app frames over the pool of ${result.poolSize}: ${frames.overPool} (max seen ${result.maxAppFrames}, end ${end.appFrames}); other iframes added to the page: ${frames.strayIframes} (iframes in the page ${course((reading) => String(reading.iframes))}); frames attached without an iframe in the DOM: ${frames.framesOutsideDom}; documents without a frame growing in both halves: ${frames.growingDocuments} (${signed(frames.unframedGrowth.firstHalf)}, ${signed(frames.unframedGrowth.secondHalf)})`,
    ],
    [
      'navigations',
      `${result.done.navigations} of ${result.planned.navigations}`,
      list(result.navigationsByKind),
    ],
    ['account switches', `${result.done.accountSwitches} of ${result.planned.accountSwitches}`, ''],
    ['chat turns', `${result.done.chatTurns} of ${result.planned.chatTurns}`, `${list(result.chatOutcomes)}; feedback: ${list(result.feedback)}`],
    [
      'Stay / Leave questions',
      String(result.prompts.shown),
      `stayed ${result.prompts.stayed}, left ${result.prompts.left}; asked without unsaved work: ${result.prompts.unexpected.length}`,
    ],
    [
      'faults switched on',
      result.faultsOn ? String(total(result.faultsInjected)) : 'off',
      result.faultsOn ? `${list(result.faultsInjected)}; all switched off ${result.faultClears} times` : '',
    ],
    ['expected console errors (failed calls)', String(total(result.expectedConsoleErrors)), list(result.expectedConsoleErrors)],
    ['error reports the ingest received', String(result.errorReportsReceived), ''],
    ['unexpected sign-outs', String(result.unexpectedSignOuts.length), ''],
    ['steps that did not settle in 20 s', String(result.unsettled.length), ''],
    ['driver problems (soak script, not product)', String(result.driverProblems.length), ''],
    ['duration', `${(result.durationMs / 60_000).toFixed(1)} min`, result.timedOut ? 'TIME BOUND REACHED' : ''],
  ];
  const lines = [
    `Soak run: seed ${result.seed}, ${result.build} build, faults ${result.faultsOn ? 'on' : 'off'}. Repeat: ${result.command}`,
    '',
    '| measure | result | notes |',
    '|---|---|---|',
    ...rows.map(([measure, value, note]) => `| ${measure} | ${value} | ${note.replaceAll('|', '\\|')} |`),
  ];
  const details: [string, string[]][] = [
    ['Uncaught errors', result.uncaught],
    ['Lost dirty state', result.lostDirty],
    ['Stay / Leave asked without unsaved work', result.prompts.unexpected],
    ['Unexpected sign-outs', result.unexpectedSignOuts],
    ['Steps that did not settle', result.unsettled],
    ['Driver problems', result.driverProblems],
  ];
  for (const [title, entries] of details) {
    if (entries.length === 0) continue;
    lines.push('', `${title}:`, ...entries.slice(0, 30).map((entry) => `- ${entry.replaceAll('\n', '\n  ')}`));
    if (entries.length > 30) lines.push(`- … and ${entries.length - 30} more`);
  }
  const reasons = failures(result);
  lines.push('', reasons.length === 0 ? 'PASS' : `FAIL: ${reasons.join('; ')}`);
  return lines.join('\n');
}
