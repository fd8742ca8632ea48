import { useEffect, useState } from 'react';
import { useShellNavigation, useShellToken, useUnsavedChanges } from 'portal-shell/client/react';

/** The area's address: path + search + hash, as the shell and the client SDK speak of it. */
const here = () => location.pathname + location.search + location.hash;

/**
 * Where the area's pages live: the first segment of the path it was opened at (`/cdp` of
 * `/cdp/1001/audienceslist`). The shell frames the area under its prefix, on its shipped server and
 * on a dev server alike, and ignores a reported address outside it.
 */
const areaBase = `/${location.pathname.split('/').find(Boolean) ?? ''}`.replace(/\/$/, '');

/** A two-page area: follows the shell's navigation, reports its own, and guards an unsaved note. */
export function App() {
  const token = useShellToken();
  const [url, setUrl] = useState(here);
  const [note, setNote] = useState('');
  const reportNavigation = useShellNavigation((next) => {
    history.replaceState(null, '', next);
    setUrl(next);
  });
  useUnsavedChanges(note !== '');
  useEffect(() => reportNavigation(here(), false), [reportNavigation]);

  const go = (next: string) => {
    history.pushState(null, '', next);
    setUrl(next);
    reportNavigation(next, true);
  };

  return (
    <main>
      <nav>
        <button type="button" onClick={() => go(`${areaBase}/`)}>Overview</button>
        <button type="button" onClick={() => go(`${areaBase}/notes`)}>Notes</button>
      </nav>
      <p>Page: {url}</p>
      <p>Signed in: {token ? `yes, until ${token.expirationUtc}` : 'waiting for the shell'}</p>
      {url.startsWith(`${areaBase}/notes`) ? (
        <label>
          Note <textarea value={note} onChange={(event) => setNote(event.target.value)} />
        </label>
      ) : (
        <h1>Overview</h1>
      )}
    </main>
  );
}
