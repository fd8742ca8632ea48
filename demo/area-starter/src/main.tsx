import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createShellClient } from 'portal-shell/client';
import { ShellProvider } from 'portal-shell/client/react';

/** The portals allowed to frame this area: exact origins, from the build's environment. */
const allowedShellOrigins = (import.meta.env.VITE_SHELL_ORIGINS ?? 'http://localhost:5173').split(',');

const shell = createShellClient({ allowedShellOrigins });
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <ShellProvider client={shell}>
      <App />
    </ShellProvider>,
  );
}
