// The one-line loader runs the chat from one file that imports nothing (the build's
// portal-chat-one-file.js) under a module script's own `integrity`. Every engine enforces that
// value on a module script, and it checks the bytes that finally arrive, after any redirect. With
// no import there is no second address to resolve against a redirected one and nothing fetched
// later without a check: the loader's one hash covers every byte of the chat that can run.

/** The chat's one file, in the loader's folder. */
export const CHAT_ONE_FILE = 'portal-chat-one-file.js';

const SHA384 = /^sha384-[A-Za-z0-9+/]{64}$/;

/**
 * The chat file's `integrity` value as the build wrote it into the loader, or null when `text`
 * holds none (a loader built without that step, as a dev server serves it: it loads unchecked).
 */
export function parseChatIntegrity(text: string): string | null {
  return SHA384.test(text) ? text : null;
}

/** How the checked module is put on the page. */
export interface CheckedModule {
  src: string;
  integrity: string;
  /** The loader's own nonce, for a page whose Content-Security-Policy allows scripts by nonce. */
  nonce?: string | undefined;
}

/**
 * Runs the module at `src` only if its bytes match `integrity` (a `<script type="module">` with
 * that value). The element is removed once the module ran or was refused, so the page keeps
 * nothing of it. Resolves true when the module ran, false when it did not load or did not match.
 */
export function runChecked({ src, integrity, nonce }: CheckedModule, doc: Document = document): Promise<boolean> {
  const script = doc.createElement('script');
  script.type = 'module';
  script.src = src;
  script.integrity = integrity;
  script.crossOrigin = 'anonymous';
  if (nonce) script.nonce = nonce;
  const done = new Promise<boolean>((resolve) => {
    script.addEventListener('load', () => resolve(true), { once: true });
    script.addEventListener('error', () => resolve(false), { once: true });
  });
  (doc.head ?? doc.documentElement).append(script);
  return done.finally(() => script.remove());
}
