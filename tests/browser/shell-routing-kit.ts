// A real <portal-shell>, signed in on the local backend as u-mads and showing the home page, for
// the tests of one file in turn (one shell per file: the tests go on from where the last left the
// address and history). `useRoutedShell()` inside a describe sets it up.
import '../../elements/portal-shell';
import { browserNavigation } from '../../src/stores/platform/browser-navigation';
import { mountSignedInShell } from './shell-fixture';
import { waitFor } from './wait-for';

/** The file's shell and what the tests read of it. */
export interface RoutedShell {
  shell: () => HTMLElement;
  root: () => ShadowRoot;
  /** The text of the whole shadow root. */
  text: () => string;
  /** The element of that part name. */
  part: (name: string) => Element | null;
  /** The app frame shown. */
  visibleFrame: () => HTMLElement | null;
}

/** Mounts the shell before the calling describe's tests and removes it after them. */
export function useRoutedShell(): RoutedShell {
  let shell: HTMLElement;
  let root: ShadowRoot;
  const originalAssign = browserNavigation.assign;

  before(async () => {
    browserNavigation.assign = () => {};
    shell = await mountSignedInShell('u-mads');
    root = shell.shadowRoot!;
    await waitFor(() => root.querySelector('[part="home"]'), 'the home page', 8000);
    // The page announcer's code loads after the first frame: the tests' navigations come after it.
    await waitFor(() => root.querySelector('[part="page-announcement"]'), 'the page announcer');
  });
  after(() => {
    shell.remove();
    browserNavigation.assign = originalAssign;
    history.replaceState(null, '', '/');
  });

  return {
    shell: () => shell,
    root: () => root,
    text: () => root.textContent ?? '',
    part: (name) => root.querySelector(`[part="${name}"]`),
    visibleFrame: () => root.querySelector<HTMLElement>('.app-frame:not([hidden])'),
  };
}
