import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShellClient } from '../../../src/protocol/client';

/** How the SDK finds its shell and what it tells the app's developer when it stays off. */

const SHELL = 'https://portal.example.com';
const OTHER = 'https://evil.example.net';

interface Shape {
  location?: unknown;
  referrer?: string;
  /** 'self' for a top-level page, null for a detached frame's window, else a fake parent. */
  parent?: 'self' | null;
}

/** A window-like object with only what the client reads; `location` may be given as undefined. */
function fakeWindow(shape: Shape = {}) {
  const { referrer = '', parent } = shape;
  const shellWindow = { postMessage: vi.fn() };
  const win: Record<string, unknown> = {
    location: 'location' in shape ? shape.location : { ancestorOrigins: [SHELL] },
    document: { referrer },
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  win.parent = parent === 'self' ? win : parent === null ? null : shellWindow;
  return { win: win as unknown as Window, shellWindow };
}

const offWarning = (shown: string) => `[portal-shell] Not framed by an allowed shell (${shown}); the shell client is off.`;

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('createShellClient without a window option', () => {
  it("uses the page's global window", () => {
    const { win, shellWindow } = fakeWindow();
    vi.stubGlobal('window', win);
    const client = createShellClient({ allowedShellOrigins: [SHELL] });
    expect(client?.shellOrigin).toBe(SHELL);
    client?.ready();
    expect(shellWindow.postMessage).toHaveBeenCalledOnce();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('createShellClient: reading the shell origin', () => {
  it('falls back to the referrer when the window has no readable location', () => {
    const { win } = fakeWindow({ location: undefined, referrer: `${SHELL}/dash/1` });
    expect(createShellClient({ allowedShellOrigins: [SHELL], window: win })?.shellOrigin).toBe(SHELL);
  });

  it('stays off when no shell origin can be told, even when the allowed list holds a missing value', () => {
    // An app that builds its list from an unset setting passes undefined; that must never stand
    // for "no shell found".
    const allowed = [SHELL, undefined as unknown as string];
    for (const shape of [{ parent: 'self', location: {} }, { location: {}, referrer: '' }] as Shape[]) {
      const { win, shellWindow } = fakeWindow(shape);
      expect(createShellClient({ allowedShellOrigins: allowed, window: win })).toBeNull();
      expect(shellWindow.postMessage).not.toHaveBeenCalled();
    }
  });
});

describe('createShellClient: the warning when it stays off', () => {
  it('names the origin that is not allowed', () => {
    const { win } = fakeWindow({ location: { ancestorOrigins: [OTHER] } });
    expect(createShellClient({ allowedShellOrigins: [SHELL], window: win })).toBeNull();
    expect(warn).toHaveBeenCalledExactlyOnceWith(offWarning(OTHER));
  });

  it("says 'no parent' on a top-level page", () => {
    const { win } = fakeWindow({ parent: 'self' });
    expect(createShellClient({ allowedShellOrigins: [SHELL], window: win })).toBeNull();
    expect(warn).toHaveBeenCalledExactlyOnceWith(offWarning('no parent'));
  });

  it("says 'no parent' in a detached frame, whose window has a null parent, not the origin it was framed by", () => {
    const { win } = fakeWindow({ parent: null });
    expect(createShellClient({ allowedShellOrigins: [SHELL], window: win })).toBeNull();
    expect(warn).toHaveBeenCalledExactlyOnceWith(offWarning('no parent'));
  });
});
