// App overrides in a running, signed-in shell: console warnings of refused overrides caught, the
// override dialog, the strip under the top bar and their buttons found, the shell started at an
// address that asks for overrides. Shared by the tests of the dialog and of the strip:
// `useOverrideShell()` inside a describe sets it up around each test.
import { setViewport } from './commands';
import { mountSignedInShell } from './shell-fixture';
import { cleanupFixtures, waitFor } from './wait-for';

/** The element under test. */
export type Shell = HTMLElementTagNameMap['portal-shell'];

/** A loopback origin an override may point at. */
export const DEV_SERVER = 'http://127.0.0.1:4999';
/** The address parameter that asks for an override. */
export const param = (value: string) => `portal-app-override=${encodeURIComponent(value)}`;

/** The test's shell and what the tests read of it. */
export interface OverrideShell {
  /** The shell of the current test, once mounted (removed after each test). */
  shell: Shell | undefined;
  /** The console's "Portal app override" warnings of the current test. */
  warnings: string[];
  root: () => ShadowRoot;
  /** The confirmation dialog (it renders in a portal of the shadow root). */
  prompt: () => HTMLElement | null;
  /** The strip under the top bar: badges and notices. */
  strip: () => HTMLElement | null;
  /** The button of that text in `scope`. */
  button: (scope: ParentNode, name: string) => HTMLButtonElement | undefined;
  /** Mounts the shell at an address of the CDP area asking for each override of `values`, and waits for its top bar. */
  mountAsking: (...values: string[]) => Promise<void>;
}

/** Sets a shell up for the override tests around each test of the calling describe. */
export function useOverrideShell(): OverrideShell {
  const originalWarn = console.warn;
  const stage: OverrideShell = {
    shell: undefined,
    warnings: [],
    root: () => stage.shell!.shadowRoot!,
    prompt: () => stage.root().querySelector<HTMLElement>('[part~="app-override-prompt"]'),
    strip: () => stage.root().querySelector<HTMLElement>('[part~="app-override"]'),
    button: (scope, name) => [...scope.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === name),
    mountAsking: async (...values) => {
      stage.shell = (await mountSignedInShell('u-cora', { path: `/cdp/start?a=1&${values.map(param).join('&')}` })) as Shell;
      await waitFor(() => stage.root().querySelector('[part~="top-bar"]'), 'the top bar', 15_000);
    },
  };

  beforeEach(() => {
    stage.warnings.length = 0;
    console.warn = (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].startsWith('Portal app override')) stage.warnings.push(args[0]);
      else originalWarn(...args);
    };
  });

  afterEach(async () => {
    stage.shell?.setAppOverride('cdp', null);
    stage.shell?.remove();
    stage.shell = undefined;
    console.warn = originalWarn;
    cleanupFixtures();
    await setViewport({ width: 800, height: 600 });
  });

  return stage;
}
