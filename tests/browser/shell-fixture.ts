// The shell as the browser suites mount it: a real sign-in on the test backend, then <portal-shell>.
import '../../elements/portal-shell';
import { signInAs, signInAsOnFreshPage, testHostParams } from './test-backend';

/** Where {@link mountSignedInShell} starts and what else the element gets. */
export interface ShellMount {
  /** The address the shell starts at; `/` unless given. */
  path?: string;
  /** Attributes besides `host-params-json` (which points at the test backend). */
  attributes?: Record<string, string>;
  /** The page's session started afresh after signing in (see signInAsOnFreshPage): an element before asked while signed out. */
  freshPage?: boolean;
}

/**
 * Signs in as `userId` on the test backend (with no remembered menu or account in localStorage)
 * and appends a `<portal-shell>` at `path`. The caller waits for what it needs to see first.
 */
export async function mountSignedInShell(userId: string, { path = '/', attributes = {}, freshPage = false }: ShellMount = {}): Promise<HTMLElement> {
  localStorage.clear();
  await (freshPage ? signInAsOnFreshPage : signInAs)(userId);
  history.replaceState(null, '', path);
  const shell = document.createElement('portal-shell');
  for (const [name, value] of Object.entries(attributes)) shell.setAttribute(name, value);
  shell.setAttribute('host-params-json', testHostParams());
  document.body.append(shell);
  return shell;
}
