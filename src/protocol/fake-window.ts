// The windows the fake shell (fake-shell.ts) works with: a bare one for tests without a DOM, and
// the message events it dispatches to whatever window the app runs in.

/**
 * A bare app window for tests without a DOM (Vitest's `node` environment): an EventTarget with
 * an empty `document` and `location`, its own top-level window, until the fake shell
 * (`createFakeShell`) frames it.
 */
export function createBareWindow(): Window {
  const win = new EventTarget() as EventTarget & Record<string, unknown>;
  return Object.assign(win, { document: { referrer: '' }, location: {}, parent: win }) as unknown as Window;
}

/** A `message` event from `source` on `origin`; a plain Event where MessageEvent refuses a source that is no real window. */
export function messageEvent(win: Window, data: unknown, origin: string, source: unknown): Event {
  try {
    return new (win as Window & typeof globalThis).MessageEvent('message', { data, origin, source: source as Window });
  } catch {
    const event = new Event('message');
    return Object.defineProperties(event, { data: { value: data }, origin: { value: origin }, source: { value: source } });
  }
}
