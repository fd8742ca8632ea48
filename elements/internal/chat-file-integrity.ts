// The one-line chat loader checks every module it brings: the build writes each module's sha384
// into the loader (tests/tools/chat-loader-integrity.mjs), so the one `integrity` value of the
// loader's own script tag covers all the code the chat runs.

/** Module paths relative to the loader's folder, each with its `integrity` value (`sha384-…`). */
export type ModuleIntegrity = Record<string, string>;

const RELATIVE_MODULE = /^(?:chunks\/)?[\w.-]+\.js$/;
const SHA384 = /^sha384-[A-Za-z0-9+/]{64}$/;

/**
 * The modules and their values the build wrote, or null when `text` holds none (a loader built
 * without that step, e.g. by a dev server: it loads without a check).
 */
export function parseModuleIntegrity(text: string): ModuleIntegrity | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value);
  const valid = entries.length > 0 && entries.every(([path, hash]) => RELATIVE_MODULE.test(path) && typeof hash === 'string' && SHA384.test(hash));
  return valid ? (Object.fromEntries(entries) as ModuleIntegrity) : null;
}

/**
 * Preloads every module with its integrity value (`<link rel="modulepreload" integrity>`, which
 * Chromium, Firefox and WebKit honour). An import of one of them later takes the copy checked
 * here from the module map, never a second fetch. Resolves with the address of each module that
 * did not load or does not match, in the order given; none means every module may run.
 */
export function preloadChecked(modules: ModuleIntegrity, base: string, doc: Document = document): Promise<string[]> {
  // Every link is in the document before any module's code arrives, so no module is fetched unchecked as another's import.
  const results = Object.entries(modules).map(([path, integrity]) => {
    const href = new URL(path, base).href;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.integrity = integrity;
    link.crossOrigin = 'anonymous';
    const settled = new Promise<string | null>((resolve) => {
      link.addEventListener('load', () => resolve(null), { once: true });
      link.addEventListener('error', () => resolve(href), { once: true });
    });
    doc.head.append(link);
    return settled;
  });
  return Promise.all(results).then((failed) => failed.filter((href): href is string => href !== null));
}
