// The chrome floor with the start's required work: before the same first frame, what the portal
// must do by the product's decisions and its rule that stored data is checked where it enters,
// with the shell's own modules and nothing else.
// - A new tab (`?first-frame=new-tab`): read the browser's copy of the last confirmed sign-in and
//   the kept menu from localStorage, check them as the shell does, and send the four start-up
//   calls as the element starts, before its first render (early-call.ts, the shell's call rules).
// - A reload (`?first-frame=reload`): read the tab's cache (the sign-in, the accounts, the app
//   definitions) from sessionStorage and the kept menu, and check them; a reload calls nothing
//   before its first frame.
// With `parts=storage` or `parts=calls`, a new tab does only that part (what each decision costs).
// The bench copies the portal's storage to this page's origin before the loads, and names in the
// address the backend (`auth`, `profile`), the environment (`env`) and the tab cache's key (`session`).
import { parseAppEntries, parseMenu } from '../../../src/config/definition-schemas';
import { readCustomers, readUser } from '../../../src/services/auth-service';
import { EarlyCall } from '../../../src/services/early-call';
import { defineChromeFloor } from '../chrome-floor/chrome-floor-element';

// The shell's prefix (persistence.ts), spelt here: importing that module would start the shell's
// persistent stores, which are not required work. A wrong prefix finds nothing and fails below.
const STORAGE_PREFIX = 'portal-shell:';

const parsed = (text: string | null): unknown => (text === null ? undefined : JSON.parse(text));

function startWork(): void {
  const query = new URLSearchParams(location.search);
  const [auth = '', profile = '', env = '', session = ''] = ['auth', 'profile', 'env', 'session'].map((name) => query.get(name) ?? '');
  const reload = query.get('first-frame') === 'reload';
  const parts = query.get('parts') ?? 'all';
  if (parts !== 'calls') checkStored(reload, env, session);
  if (reload || parts === 'storage') return;
  const authCalls = { baseURL: auth, withCredentials: true, noRedirects: true };
  const profileCalls = { baseURL: profile, withCredentials: true };
  EarlyCall.send(authCalls, 'get', '/authapi/Login/GetUserData');
  EarlyCall.send(authCalls, 'get', '/authapi/Login/GetAccessibleCustomers');
  EarlyCall.send(profileCalls, 'get', '/profileapi/portal/menu', undefined, { params: { env } });
  EarlyCall.send(profileCalls, 'get', '/profileapi/portal/apps', undefined, { params: { env } });
}

/** Reads what the first frame paints from and checks it as the shell does. */
function checkStored(reload: boolean, env: string, session: string): void {
  const menu = parsed(localStorage.getItem(`${STORAGE_PREFIX}menu:v2`)) as { menu?: unknown } | undefined;
  const tab = reload ? (parsed(sessionStorage.getItem(session)) as Record<string, unknown> | undefined) : undefined;
  const login = (reload ? tab?.login : parsed(localStorage.getItem(`${STORAGE_PREFIX}login:v1`))) as { user?: unknown; customers?: unknown } | undefined;
  const checked = [readUser(login?.user), readCustomers(login?.customers), parseMenu(menu?.menu), ...(reload ? [parseAppEntries(tab?.[`apps:${env}`])] : [])];
  // Never a floor that measured nothing: without the copy the page shows no chrome, and the probe fails.
  if (checked.includes(null)) throw new Error("The chrome floor's start work found no kept sign-in, menu or apps in this origin's storage");
}

defineChromeFloor(startWork);
