/**
 * Runs the cells of the fault table (fault-table.ts) in the browser suites: injects a cell's fault
 * into the running test backend, lets a row's driver make the call and name what the user sees,
 * and checks that against the cell's expectation, plus that nothing was thrown uncaught.
 */
import { expect } from 'chai';
import { TEST_BACKEND } from '../browser/test-backend';
import { framesFor, nothingHappensWithin, waitFor } from '../browser/wait-for';
import { FAULTS, LATENCY_MS, rowsOf, type CallId, type CallRow, type FaultColumn, type FaultSuite, type FaultTarget } from './fault-table';

/** What a driver observed: the names of fault-table.ts `Seen`, or `unexpected: …` describing anything else. */
export interface Observed {
  during?: string;
  after: string;
}

/** What a driver gets for one cell. */
export interface CellContext {
  row: CallRow;
  fault: FaultColumn;
  /** Switches the cell's fault on for the row's call (until the cell ends, or {@link clearFaults}). */
  inject: () => Promise<void>;
  /** Resolves while the latency fault holds the row's call back: when to look at the waiting state. */
  held: () => Promise<void>;
  /** Console errors and warnings written so far in this cell (emptied by `forgetLogs`). */
  logs: () => string[];
  forgetLogs: () => void;
}

/** Makes a row's call under a fault and names what the user sees. */
export type Driver = (context: CellContext) => Promise<Observed>;

/** Calls an admin endpoint of the test backend (the fault rules are shared by every origin; writes take JSON only). */
export async function admin(path: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(`${TEST_BACKEND.auth}/__admin${path}`, { ...init, headers: { ...(init?.method === 'POST' ? { 'content-type': 'application/json' } : {}), ...init?.headers } });
  if (!response.ok) throw new Error(`admin ${path}: HTTP ${response.status}`);
  return response.status === 204 ? null : response.json();
}

/** Switches a fault on for requests matching `target`; `times` null keeps it on until cleared. */
export function injectFault(target: FaultTarget, fault: string, times: number | null = null): Promise<unknown> {
  return admin('/faults', { method: 'POST', body: JSON.stringify({ fault, ...target, ...(times === null ? {} : { times }) }) });
}

/** Switches every fault off. */
export function clearFaults(): Promise<unknown> {
  return admin('/faults', { method: 'DELETE' });
}

/** Resolves after `ms`: a guard against a hang in a race, never a wait for something to happen ({@link nothingHappensWithin}). */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** True while the backend holds a request matching `target` back (the latency fault). */
export async function isCallHeld(target: FaultTarget): Promise<boolean> {
  const held = (await admin('/faults/held')) as Array<{ origin: string; method: string; path: string }>;
  return held.some((request) => request.origin === target.origin && request.method === target.method && request.path.startsWith(target.path));
}

/**
 * Resolves while the backend holds a request matching `target` back (the latency fault), after
 * the page has had a frame to show it: when a driver looks at the waiting state. Fails when none
 * arrives within the injected latency's time twice over.
 */
export async function untilCallHeld(target: FaultTarget): Promise<void> {
  const start = performance.now();
  for (;;) {
    if (await isCallHeld(target)) break;
    if (performance.now() - start > 2 * LATENCY_MS + 5000) throw new Error(`No ${target.method} ${target.path} held back by the latency fault`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  await new Promise((resolve) => requestAnimationFrame(resolve));
}

const describeValue = (value: unknown): string => (value instanceof Error ? `${value.name}: ${value.message}` : String(value));

/**
 * Defines the tests of a suite: one `describe` per row of the suite, one `it` per fault. A row
 * without a driver gets a failing test, so no cell is skipped silently.
 */
export function defineFaultSuite(suite: FaultSuite, drivers: Partial<Record<CallId, Driver>>): void {
  for (const row of rowsOf(suite)) {
    describe(`${row.call} (${row.request})`, function () {
      this.timeout(15_000);
      for (const fault of FAULTS) {
        const cell = row.cells[fault.id];
        it(`${fault.label}: ${cell.sees}`, async () => {
          const driver = drivers[row.id];
          if (!driver) throw new Error(`No driver for the row ${row.id} in the ${suite} suite`);
          const uncaught: string[] = [];
          const onError = (event: ErrorEvent) => uncaught.push(describeValue(event.error ?? event.message));
          const onRejection = (event: PromiseRejectionEvent) => uncaught.push(describeValue(event.reason));
          let logs: string[] = [];
          const { error, warn } = console;
          const capture = (...args: unknown[]) => void logs.push(args.map(describeValue).join(' '));
          addEventListener('error', onError);
          addEventListener('unhandledrejection', onRejection);
          console.error = capture;
          console.warn = capture;
          let observed: Observed;
          try {
            await clearFaults();
            observed = await driver({
              row,
              fault,
              inject: async () => void (await injectFault(row.target, fault.backend)),
              held: () => untilCallHeld(row.target),
              logs: () => [...logs],
              forgetLogs: () => (logs = []),
            });
            // Late rejections of the cell's own calls land in the next task or two.
            await nothingHappensWithin(framesFor(20));
            // A failed call may first ask whether the server answers at all (a refused origin or a network
            // failure): its log comes a round trip later. Waited for here, judged below.
            const expectedLog = cell.expect.logs;
            if (expectedLog) await waitFor(() => logs.join('\n').includes(expectedLog), 'the expected log').catch(() => undefined);
          } finally {
            removeEventListener('error', onError);
            removeEventListener('unhandledrejection', onRejection);
            console.error = error;
            console.warn = warn;
            await clearFaults();
          }
          const wanted: Observed = { after: cell.expect.after, ...(cell.expect.during ? { during: cell.expect.during } : {}) };
          const seen: Observed = { after: observed.after, ...(cell.expect.during ? { during: observed.during ?? 'not observed' } : {}) };
          expect(seen, `what the user sees (logs: ${JSON.stringify(logs)})`).to.deep.equal(wanted);
          expect(uncaught, 'nothing thrown uncaught').to.deep.equal([]);
          if (cell.expect.logs) expect(logs.join('\n'), 'the log').to.contain(cell.expect.logs);
        });
      }
    });
  }
}
