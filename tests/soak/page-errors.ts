import type { Page } from 'playwright-core';

/**
 * Console errors that are the portal's documented answer to a failing call (feeds and
 * accounts are logged) or the browser's own line for a failed request. Faults make them on purpose;
 * anything else is an uncaught error of the soak.
 */
const EXPECTED_CONSOLE_ERRORS: readonly RegExp[] = [
  /^Failed to load resource\b/,
  /^Error parsing RSS feed\b/,
  /^Error loading the (e-book|blog) feed\b/,
  /^Get accessible customers failed\b/,
];

export interface PageErrorLog {
  /** Uncaught errors: page errors, crashes and unexpected console errors, each with when it happened. */
  uncaught: string[];
  /** Expected console errors by the pattern they matched. */
  expected: Map<string, number>;
  /** The step the soak was on, attached to each error it records. */
  step: string;
}

export function collectPageErrors(page: Page): PageErrorLog {
  const log: PageErrorLog = { uncaught: [], expected: new Map(), step: 'start' };
  const where = (frameUrl?: string) => `[${log.step}]${frameUrl ? ` (${frameUrl})` : ''}`;
  page.on('pageerror', (error) => log.uncaught.push(`${where()} pageerror: ${error.stack || `${error.name}: ${error.message}` || String(error)}`));
  page.on('crash', () => log.uncaught.push(`${where()} the page crashed`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    const pattern = EXPECTED_CONSOLE_ERRORS.find((candidate) => candidate.test(text));
    if (pattern) log.expected.set(pattern.source, (log.expected.get(pattern.source) ?? 0) + 1);
    else log.uncaught.push(`${where(message.location().url)} console.error: ${text}`);
  });
  return log;
}
