// The page's origin refused by the portal's backend (CORS): noted for the page, told to the console once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $originRefused, noteOriginRefused, originRefusedMessage } from '../../../../src/stores/platform/origin-refusal';
import { resetStores } from '../../../../src/stores/store-reset';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetStores({ only: ['session'] });
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('noteOriginRefused', () => {
  it('notes the refusal and tells the console once, with the page\'s origin, however many calls were refused', () => {
    vi.stubGlobal('location', { origin: 'https://cms.example' });
    expect($originRefused.get()).toBe(false);
    noteOriginRefused();
    noteOriginRefused();
    expect($originRefused.get()).toBe(true);
    expect(warn).toHaveBeenCalledExactlyOnceWith(originRefusedMessage('https://cms.example'));
  });

  it('outside a page names no origin', () => {
    vi.stubGlobal('location', undefined);
    noteOriginRefused();
    expect(warn).toHaveBeenCalledExactlyOnceWith(originRefusedMessage('unknown'));
  });

  it('a new page (a reset of the session) starts unrefused, and is told again', () => {
    vi.stubGlobal('location', { origin: 'https://cms.example' });
    noteOriginRefused();
    resetStores({ only: ['session'] });
    expect($originRefused.get()).toBe(false);
    noteOriginRefused();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('originRefusedMessage', () => {
  it('the console message names the page\'s origin and both settings that admit it', () => {
    const message = originRefusedMessage('https://cms.example');
    expect(message).toContain('https://cms.example');
    expect(message).toContain('PORTAL_ALLOWED_ORIGINS');
    expect(message).toMatch(/identity provider's allowed origins/);
  });
});
