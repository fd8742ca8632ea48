// The sample embedded app: a plain DOM app that talks to the shell only through the client SDK.
// It is served on its own origin, with every path answered by index.html.
import { createShellClient, type AxiosAuthorizationPayload, type ShellClient } from '../../src/protocol/client';
import './sample-app.css';

/** What the dev server tells the app about its surroundings (GET /__sample-config.json). */
interface SampleConfig {
  gatewayUrl: string;
  shellOrigins: string[];
}

/** The element matching `selector`; the page's markup is fixed, so a miss is a bug. */
function element<T extends HTMLElement = HTMLElement>(selector: string): T {
  const found = document.querySelector<T>(selector);
  if (!found) throw new Error(`Sample app: missing ${selector}`);
  return found;
}

const ui = {
  notFramed: element('[data-testid="not-framed"]'),
  prefix: element('[data-testid="app-prefix"]'),
  currentPath: element('[data-testid="current-path"]'),
  links: [...document.querySelectorAll<HTMLAnchorElement>('nav a[data-page]')],
  notesForm: element<HTMLFormElement>('#notes-form'),
  notes: element<HTMLInputElement>('#notes'),
  saveStatus: element('[data-testid="save-status"]'),
  token: element('[data-testid="token"]'),
  customerId: element('[data-testid="customer-id"]'),
  callGateway: element<HTMLButtonElement>('#call-gateway'),
  gatewayStatus: element('[data-testid="gateway-status"]'),
  gatewayReply: element('[data-testid="gateway-reply"]'),
  logout: element<HTMLButtonElement>('#logout'),
};

let client: ShellClient | null = null;
let config: SampleConfig = { gatewayUrl: '', shellOrigins: [] };
let token: AxiosAuthorizationPayload | null = null;
let gatewayCall = 0;

/** The app's URL as the protocol wants it: path + search + hash. */
const appUrl = () => location.pathname + location.search + location.hash;

/** The first path segment, e.g. "dash" for /dash/1234/overview. */
const appPrefix = (path: string) => path.split('/').find(Boolean) ?? '';

/** Where the app's pages live: the prefix, plus the customer id segment when the path has one. */
function appBase(path: string): string {
  const [prefix, second] = path.split('/').filter(Boolean);
  if (!prefix) return '';
  return second && /^\d+$/.test(second) ? `/${prefix}/${second}` : `/${prefix}`;
}

/** The first run of digits in the path, else 0. */
const customerIdOf = (path: string) => Number(/\d+/.exec(path)?.[0] ?? 0);

/** Shows the current URL, the nav targets and the customer id. */
function render(): void {
  const { pathname, search } = location;
  ui.prefix.textContent = appPrefix(pathname) || '(no prefix)';
  ui.currentPath.textContent = pathname + search;
  ui.customerId.textContent = String(customerIdOf(pathname));
  const base = appBase(pathname);
  for (const link of ui.links) {
    const href = `${base}/${link.dataset.page ?? ''}`;
    link.href = href;
    if (href === pathname + search) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
}

function renderToken(): void {
  ui.token.textContent = token ? `${token.token} (expires ${token.expirationUtc})` : 'No token yet';
}

/** Navigates inside the app (a new history entry) and tells the shell. */
function navigate(href: string): void {
  history.pushState(null, '', href);
  render();
  client?.reportUrl(appUrl(), true);
}

/** Follows the shell's URL without reporting it back; ignores anything that is not a same-origin path. */
function followParent(url: string): void {
  try {
    const target = new URL(url, location.origin);
    if (target.origin !== location.origin) return;
    history.replaceState(null, '', target.pathname + target.search + target.hash);
    render();
  } catch {
    // Not a URL: ignore it.
  }
}

const randomId = () =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

async function callGateway(): Promise<void> {
  if (!token) {
    ui.gatewayStatus.textContent = 'No token yet';
    return;
  }
  const call = ++gatewayCall;
  const customerId = customerIdOf(location.pathname);
  ui.gatewayStatus.textContent = 'calling…';
  ui.gatewayReply.textContent = '';
  let status: number;
  try {
    const response = await fetch(`${config.gatewayUrl}/api/customers/${customerId}/insights`, {
      headers: { Authorization: `Bearer ${token.token}` },
    });
    status = response.status;
  } catch {
    if (call === gatewayCall) ui.gatewayStatus.textContent = 'network error';
    return;
  }
  if (call !== gatewayCall) return;
  ui.gatewayStatus.textContent = String(status);
  if (status === 403) client?.reportGatewayResult(403, customerId, randomId());
}

/** Reads the config, or an empty one (so the app still renders) when it is missing or malformed. */
async function loadConfig(): Promise<SampleConfig> {
  try {
    const response = await fetch('/__sample-config.json');
    const data = (await response.json()) as Partial<SampleConfig> | null;
    const shellOrigins = Array.isArray(data?.shellOrigins) ? data.shellOrigins.filter((o) => typeof o === 'string') : [];
    const gatewayUrl = typeof data?.gatewayUrl === 'string' ? data.gatewayUrl.replace(/\/+$/, '') : '';
    return { gatewayUrl, shellOrigins };
  } catch {
    console.warn('Sample app: could not read /__sample-config.json');
    return { gatewayUrl: '', shellOrigins: [] };
  }
}

// Wiring that needs no shell.
for (const link of ui.links) {
  link.addEventListener('click', (event) => {
    // Let the browser handle new tabs and windows.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(link.getAttribute('href') ?? '/');
  });
}
window.addEventListener('popstate', () => {
  render();
  client?.reportUrl(appUrl(), false);
});
document.addEventListener('click', () => client?.reportClick());
ui.notes.addEventListener('input', () => {
  ui.saveStatus.textContent = '';
  client?.setDirty(true);
});
ui.notesForm.addEventListener('submit', (event) => {
  event.preventDefault();
  client?.setDirty(false);
  ui.saveStatus.textContent = 'Saved';
});
ui.logout.addEventListener('click', () => client?.logout());
ui.callGateway.addEventListener('click', () => void callGateway());
render();
renderToken();

// Then the shell: subscribe first, so nothing the shell sends after childReady is missed. Not a
// top-level await: WebKit (WebKitGTK 2.50) spins at a full core, for good, when a frame whose
// module is suspended at a top-level await of a fetch is removed, as the shell removes a frame
// still loading (Try again, another account); tests/e2e/engines/README.md has the reproduction.
async function connectToShell(): Promise<void> {
  config = await loadConfig();
  client = createShellClient({ allowedShellOrigins: config.shellOrigins });
  if (client) {
    client.onToken((received) => {
      token = received;
      renderToken();
    });
    client.onParentUrlChanged(followParent);
    client.onGatewayReply(({ requestId, handled }) => {
      ui.gatewayReply.textContent = `The shell ${handled ? 'handled' : 'did not handle'} request ${requestId}.`;
    });
    client.ready();
    client.reportUrl(appUrl(), false);
  } else {
    ui.notFramed.hidden = false;
  }
}
void connectToShell();
