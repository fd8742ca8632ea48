// A browser tab's session history in Node, for the routing store: one document's entries with
// their state, pushState / replaceState, and back / forward / go that fire popstate as a later task.
import { settleStores } from '../store-test-kit';

export interface FakeTab {
  /** The URLs of the entries, and where the tab is among them. */
  entries(): string[];
  /** The state of each entry. */
  states(): unknown[];
  index(): number;
  /** Resolves once every back / forward / go asked for so far, and any they led to, has fired its popstate. */
  settled(): Promise<void>;
  /** Ends what the test mounted (`settleStores`), then removes the globals again. */
  uninstall(): void;
}

/** Installs window, location, history and the event functions on globalThis, at `startUrl`. */
export function installFakeTab(startUrl = 'http://portal.test/'): FakeTab {
  const target = new EventTarget();
  const entries: { url: URL; state: unknown }[] = [{ url: new URL(startUrl), state: null }];
  let index = 0;
  const moves = new Set<Promise<void>>();
  const current = () => entries[index]!;
  const resolve = (url: string | URL | null | undefined) => (url === null || url === undefined ? current().url : new URL(url, current().url));

  const location = {
    get href() {
      return current().url.href;
    },
    get origin() {
      return current().url.origin;
    },
    get hostname() {
      return current().url.hostname;
    },
    get pathname() {
      return current().url.pathname;
    },
    get search() {
      return current().url.search;
    },
    get hash() {
      return current().url.hash;
    },
  };
  const history = {
    get length() {
      return entries.length;
    },
    get state() {
      return current().state;
    },
    pushState(state: unknown, _title: string, url?: string | URL | null) {
      entries.splice(index + 1, entries.length, { url: resolve(url), state: structuredClone(state) });
      index += 1;
    },
    replaceState(state: unknown, _title: string, url?: string | URL | null) {
      entries[index] = { url: resolve(url), state: structuredClone(state) };
    },
    go(delta = 0) {
      const move = new Promise<void>((done) =>
        setTimeout(() => {
          const next = index + delta;
          if (delta !== 0 && next >= 0 && next < entries.length) {
            index = next;
            const event = new Event('popstate') as Event & { state: unknown };
            Object.defineProperty(event, 'state', { value: current().state });
            target.dispatchEvent(event);
          }
          done();
        }, 0),
      );
      moves.add(move);
      void move.then(() => moves.delete(move));
    },
    back() {
      history.go(-1);
    },
    forward() {
      history.go(1);
    },
  };
  const globals: Record<string, unknown> = {
    // A browser's window has its location too (axios reads window.location.href as it loads).
    window: Object.assign(target, { location }),
    // The tab's document, as far as the router uses it: the body its link handler is removed from.
    document: { body: new EventTarget() },
    location,
    history,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
  };
  for (const [name, value] of Object.entries(globals)) Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  return {
    entries: () => entries.map((entry) => entry.url.pathname + entry.url.search + entry.url.hash),
    states: () => entries.map((entry) => entry.state),
    index: () => index,
    async settled() {
      // A popstate handler may move again (Stay undoes a move): wait for those too.
      await Promise.resolve();
      while (moves.size > 0) await Promise.all([...moves]);
    },
    uninstall() {
      settleStores();
      for (const name of Object.keys(globals)) delete (globalThis as Record<string, unknown>)[name];
    },
  };
}
