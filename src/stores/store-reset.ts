/**
 * The one test entry into the stores' page-wide state. A store module that keeps state for the
 * life of the page (the session, the router, the frames, the feeds, the page-visit tracker)
 * registers here how it returns to a new page's state, and tests call `resetStores` between
 * cases instead of reaching into each module. The product never calls it: a page's stores live
 * as long as the page.
 */

/** The parts of the stores' page-wide state that reset on their own. */
export type StorePart = 'session' | 'routing' | 'frames' | 'feeds' | 'page-visits';

/** How far back a reset goes. */
export interface StoreResetOptions {
  /** Only these parts (a test that keeps a mounted shell running resets only what it changed); default all. */
  only?: readonly StorePart[];
  /**
   * Keep what the tab cached in its session storage (the sign-in, the apps), as a reload of the
   * same tab would; without it the reset is a new tab.
   */
  keepTabCache?: boolean;
}

type Reset = (options: StoreResetOptions) => void;

const resets: Array<{ part: StorePart; reset: Reset }> = [];

/** Registers how a store module's `part` returns to a new page's state (called once, as the module loads). */
export function onStoreReset(part: StorePart, reset: Reset): void {
  resets.push({ part, reset });
}

/**
 * Test entry: every loaded store module back to a new page's state, the modules that loaded last
 * (which follow the earlier ones) first.
 */
export function resetStores(options: StoreResetOptions = {}): void {
  for (const { part, reset } of [...resets].reverse()) {
    if (options.only === undefined || options.only.includes(part)) reset(options);
  }
}
