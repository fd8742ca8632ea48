/**
 * The fault table (tests/faults/README.md): for every backend call the portal makes and every fault
 * the local backend can inject, what the user sees, which failure rule of the product that follows
 * (or our own rule where the product names none), and a machine-checkable expectation.
 *
 * The browser suites `tests/browser/fault-*.test.tsx` run every cell against the running backend
 * with the fault injected by `POST /__admin/faults` and compare what they observe with `expect`;
 * `tests/tools/fault-table.mjs` renders this module as the README's "Fault table".
 */

/** The latency the latency column injects, ms: long enough to see the waiting state, short enough for the suite. */
export const LATENCY_MS = 1000;

/** A fault of the backend's fault mechanism (demo/server/http/fault-spec.ts), as a column of the table. */
export interface FaultColumn {
  id: FaultId;
  /** The column heading. */
  label: string;
  /** The fault as the backend reads it (`POST /__admin/faults` `{ fault }`). */
  backend: string;
}

export type FaultId = 'latency' | 'status-400' | 'status-401' | 'status-403' | 'status-500' | 'drop' | 'malformed' | 'cut';

/** The columns, in order. */
export const FAULTS: readonly FaultColumn[] = [
  { id: 'latency', label: `latency ${LATENCY_MS} ms`, backend: `latency:${LATENCY_MS}` },
  { id: 'status-400', label: '400', backend: 'status:400' },
  { id: 'status-401', label: '401', backend: 'status:401' },
  { id: 'status-403', label: '403', backend: 'status:403' },
  { id: 'status-500', label: '500', backend: 'status:500' },
  { id: 'drop', label: 'drop (no answer)', backend: 'drop' },
  { id: 'malformed', label: 'malformed body', backend: 'malformed' },
  { id: 'cut', label: 'stream cut (half a body)', backend: 'cut' },
];

/**
 * What a test observes, named for what the user sees. Each suite observes the real DOM or the
 * real stores and the backend's sinks and names the outcome with one of these.
 */
export type Seen =
  // Sign-in (GetUserData) and the session
  | 'signing-in-loader'
  | 'signed-in'
  | 'signed-out-page'
  | 'logout-redirect'
  // Accounts
  | 'accounts-loading'
  | 'accounts'
  | 'no-accounts'
  | 'no-accounts-then-accounts-at-next-refresh'
  // Per-app token
  | 'app-waiting-for-token'
  | 'app-has-token'
  | 'app-error-with-try-again'
  // Logout navigation
  | 'portal-left-no-call-made'
  // Feeds
  | 'release-notes-skeleton'
  | 'release-notes'
  | 'no-release-notes'
  | 'news-skeleton'
  | 'e-books-and-blog'
  | 'blog-only'
  | 'e-books-only'
  // Chat
  | 'typing-input-disabled'
  | 'answer-with-feedback'
  | 'failure-with-help-links-question-kept'
  | 'signed-out-with-sign-in-question-kept'
  | 'partial-answer-something-went-wrong-question-kept'
  | 'feedback-buttons'
  | 'feedback-thanks'
  | 'feedback-failed'
  // Definitions
  | 'fallback-menu'
  | 'menu-from-api'
  // Page-visit tracking
  | 'visit-pending'
  | 'visit-recorded'
  | 'visit-not-recorded'
  // Error reports
  | 'report-pending'
  | 'report-received'
  | 'report-lost';

/** What a test checks for one cell. Every cell also checks that nothing was thrown uncaught. */
export interface CellExpectation {
  /** Latency only: what shows while the answer is on its way. */
  during?: Seen;
  /** What shows once the call has settled. */
  after: Seen;
  /** A console error or warning that must have been written ("Logged"). */
  logs?: string;
}

/** One cell: what the user sees, the rule it follows, and the check. */
export interface FaultCell {
  /** What the user sees, in a few words. */
  sees: string;
  /** `failure rule "<situation>"`, `product rule "…"`, or `no failure rule; ours: <our rule>`. */
  rule: string;
  expect: CellExpectation;
}

/** Where the backend's fault rule is put for a call (`POST /__admin/faults`). */
export interface FaultTarget {
  origin: 'auth' | 'profile' | 'gateway' | 'chat' | 'blog' | 'errors';
  method: 'GET' | 'POST';
  /** Path prefix. */
  path: string;
}

export type CallId =
  | 'user-data'
  | 'accessible-customers'
  | 'access-token'
  | 'logout'
  | 'release-notes'
  | 'e-books'
  | 'blog'
  | 'chat'
  | 'chat-feedback'
  | 'login-refresh'
  | 'account-refresh'
  | 'definitions'
  | 'page-visit'
  | 'error-report';

/** The browser suite that runs a row's cells (`tests/browser/fault-<suite>.test.tsx`). */
export type FaultSuite = 'session' | 'accounts' | 'home' | 'chat' | 'background';

/** One row: a backend call the portal makes. */
export interface CallRow {
  id: CallId;
  /** The call's name. */
  call: string;
  /** Method and path, as the API description has it. */
  request: string;
  /** When the portal makes it (the scenario of the row's tests). */
  when: string;
  target: FaultTarget;
  suite: FaultSuite;
  cells: Record<FaultId, FaultCell>;
}

// ------------------------------------------------------------------------------------------------
// Cells that many rows share.

const cell = (sees: string, rule: string, expect: CellExpectation): FaultCell => ({ sees, rule, expect });

const S8_USER = 'failure rule "User data 400/401 while signed in, or network error without sample data"';
const S4_SIGNED_OUT = 'no failure rule; product rule "Otherwise the state resets to signed-out"';
const S8_CUSTOMERS = 'failure rule "Get accessible customers fails"';
const S8_TOKEN = 'failure rule "Token creation 400/401"';
const S8_REFRESH = 'failure rule "Login refresh fails"';
const S8_RELEASE = 'failure rule "Release-notes feed fails to load or parse"';
const S8_NEWS = 'failure rule "E-book or blog feed fails"';
const S8_CHAT = 'failure rule "Chat failure"';
const S8_STREAM = 'failure rule "Chat stream errors"';
const S8_FEEDBACK = 'failure rule "Feedback failure"';

const LOGOUT_REASON =
  'n/a: a navigation, not a call; the identity server\'s answer is the browser\'s to show. Checked: the portal makes no request to it';

const releaseNotesFailure = cell('"No release notes right now." (loading ends)', S8_RELEASE, {
  after: 'no-release-notes',
  logs: 'Error parsing RSS feed',
});
const eBooksFailure = cell('blog cards only', S8_NEWS, { after: 'blog-only', logs: 'Error loading the e-book feed' });
const blogFailure = cell('e-book cards only', S8_NEWS, { after: 'e-books-only', logs: 'Error loading the blog feed' });
const chatFailure = (rule: string) =>
  cell('"Sorry, something went wrong. Please try asking your question again." with Help Center and support e-mail links; question back in the field', rule, {
    after: 'failure-with-help-links-question-kept',
  });
const feedbackFailure = (rule: string) => cell('"Something went wrong with giving feedback."', rule, { after: 'feedback-failed' });
const tokenSignOut = cell('signed out, sent to sign in (once)', S8_TOKEN, { after: 'logout-redirect' });
const tokenError = (what: string) =>
  cell(
    `the product area shows "… could not be opened" with Try again (${what})`,
    'no failure rule; ours: a token failure other than 400/401 shows the frame\'s error view with Try again (asks again); the user stays signed in',
    { after: 'app-error-with-try-again', logs: 'No token for' },
  );
const customersEmpty = (rule: string) =>
  cell('no accounts (empty list); read again 2 s later', rule, { after: 'no-accounts', logs: 'Get accessible customers failed' });
const refreshFailed = cell(
  'still no accounts; the next refresh 2 s later brings them',
  'no failure rule; product rule "Accounts are refreshed about 2 seconds after being found empty" (up to three times)',
  { after: 'no-accounts-then-accounts-at-next-refresh', logs: 'Get accessible customers failed' },
);
const definitionsFallback = cell(
  'the last known (else bundled) menu and apps; nothing else changes',
  'no failure rule; ours: the persisted or bundled definitions stay in force, a warning is logged',
  { after: 'fallback-menu', logs: 'could not be loaded' },
);
const visitLost = cell(
  'nothing (background); the visit is not recorded, a warning is logged',
  'no failure rule; ours: tracking never disturbs the user; no retry',
  { after: 'visit-not-recorded', logs: 'The page visit was not recorded.' },
);
const reportLost = cell(
  'nothing (background); the error-reporting SDK drops that report',
  'no failure rule; ours: the SDK handles its own transport failures; no uncaught error, no retry',
  { after: 'report-lost' },
);

// ------------------------------------------------------------------------------------------------

/** The table: one row per backend call the portal makes, one cell per fault. */
export const FAULT_TABLE: readonly CallRow[] = [
  {
    id: 'user-data',
    call: 'GetUserData (sign-in)',
    request: 'GET {auth}/authapi/Login/GetUserData',
    when: 'start-up, with a session cookie, sample data off',
    target: { origin: 'auth', method: 'GET', path: '/authapi/Login/GetUserData' },
    suite: 'session',
    cells: {
      latency: cell('"Signing in" full-page loader, then the portal', 'no failure rule: the full-page loader while the login initialises', {
        during: 'signing-in-loader',
        after: 'signed-in',
      }),
      'status-400': cell('signed out, sent to sign in (once)', S8_USER, { after: 'logout-redirect' }),
      'status-401': cell('signed out, sent to sign in (once)', S8_USER, { after: 'logout-redirect' }),
      'status-403': cell('"You are signed out." with Sign in', S4_SIGNED_OUT, { after: 'signed-out-page' }),
      'status-500': cell('"You are signed out." with Sign in', S4_SIGNED_OUT, { after: 'signed-out-page' }),
      drop: cell('signed out, sent to sign in (once)', S8_USER, { after: 'logout-redirect' }),
      malformed: cell('"You are signed out." with Sign in', S4_SIGNED_OUT, { after: 'signed-out-page' }),
      cut: cell('signed out, sent to sign in (once): a cut answer is a network error', S8_USER, { after: 'logout-redirect' }),
    },
  },
  {
    id: 'accessible-customers',
    call: 'GetAccessibleCustomers',
    request: 'GET {auth}/authapi/Login/GetAccessibleCustomers (credentials)',
    when: 'after sign-in',
    target: { origin: 'auth', method: 'GET', path: '/authapi/Login/GetAccessibleCustomers' },
    suite: 'accounts',
    cells: {
      latency: cell('accounts loading, then the accounts', 'no failure rule', { during: 'accounts-loading', after: 'accounts' }),
      'status-400': customersEmpty(S8_CUSTOMERS),
      'status-401': customersEmpty(S8_CUSTOMERS),
      'status-403': customersEmpty(S8_CUSTOMERS),
      'status-500': customersEmpty(S8_CUSTOMERS),
      drop: customersEmpty(S8_CUSTOMERS),
      malformed: customersEmpty(S8_CUSTOMERS),
      cut: customersEmpty(S8_CUSTOMERS),
    },
  },
  {
    id: 'access-token',
    call: 'CreateAccessCookie (per-app token)',
    request: 'POST {auth}/authapi/Access/CreateAccessCookie (credentials)',
    when: 'an embedded app reports ready (the shell has no token of its own: every token is per app)',
    target: { origin: 'auth', method: 'POST', path: '/authapi/Access/CreateAccessCookie' },
    suite: 'session',
    cells: {
      latency: cell('the app, which gets its token when it arrives', 'no failure rule', { during: 'app-waiting-for-token', after: 'app-has-token' }),
      'status-400': tokenSignOut,
      'status-401': tokenSignOut,
      'status-403': tokenError('403'),
      'status-500': tokenError('500'),
      drop: tokenError('network error'),
      malformed: tokenError('unreadable token'),
      cut: tokenError('the answer broke off'),
    },
  },
  {
    id: 'logout',
    call: 'Logout with redirect (navigation)',
    request: 'navigation to {auth}/identity/account/logout?autosignout=true&returnurl=…',
    when: 'any sign-out with redirect',
    target: { origin: 'auth', method: 'GET', path: '/identity/account/logout' },
    suite: 'session',
    cells: Object.fromEntries(
      FAULTS.map(({ id }) => [id, cell('the browser leaves the portal for the identity server', LOGOUT_REASON, { after: 'portal-left-no-call-made' })]),
    ) as Record<FaultId, FaultCell>,
  },
  {
    id: 'release-notes',
    call: 'Release-notes feed',
    request: 'GET {gateway}/category/releasenotes/feed/ (credentials, RSS)',
    when: 'the release-notes card mounts',
    target: { origin: 'gateway', method: 'GET', path: '/category/releasenotes/feed/' },
    suite: 'home',
    cells: {
      latency: cell('3 skeleton rows, then the release notes', 'product rule "Release notes card: loading state, then loaded list"', {
        during: 'release-notes-skeleton',
        after: 'release-notes',
      }),
      'status-400': releaseNotesFailure,
      'status-401': releaseNotesFailure,
      'status-403': releaseNotesFailure,
      'status-500': releaseNotesFailure,
      drop: releaseNotesFailure,
      malformed: releaseNotesFailure,
      cut: releaseNotesFailure,
    },
  },
  {
    id: 'e-books',
    call: 'E-books feed',
    request: 'GET {gateway}/category/e-books/feed/ (RSS)',
    when: 'the home page\'s news mounts',
    target: { origin: 'gateway', method: 'GET', path: '/category/e-books/feed/' },
    suite: 'home',
    cells: {
      latency: cell('skeleton cards, then e-books and blog posts', 'no failure rule', { during: 'news-skeleton', after: 'e-books-and-blog' }),
      'status-400': eBooksFailure,
      'status-401': eBooksFailure,
      'status-403': eBooksFailure,
      'status-500': eBooksFailure,
      drop: eBooksFailure,
      malformed: eBooksFailure,
      cut: eBooksFailure,
    },
  },
  {
    id: 'blog',
    call: 'Blog feed',
    request: 'GET {blog}/feed/ (the fixed external address, RSS)',
    when: 'the home page\'s news mounts',
    target: { origin: 'blog', method: 'GET', path: '/feed/' },
    suite: 'home',
    cells: {
      latency: cell('skeleton cards, then e-books and blog posts', 'no failure rule', { during: 'news-skeleton', after: 'e-books-and-blog' }),
      'status-400': blogFailure,
      'status-401': blogFailure,
      'status-403': blogFailure,
      'status-500': blogFailure,
      drop: blogFailure,
      malformed: blogFailure,
      cut: blogFailure,
    },
  },
  {
    id: 'chat',
    call: 'Chat question',
    request: 'POST {chat}/helpdeskgpt/chat/{customerId} (credentials, streamed text)',
    when: 'the user asks a question',
    target: { origin: 'chat', method: 'POST', path: '/helpdeskgpt/chat/' },
    suite: 'chat',
    cells: {
      latency: cell('typing indicator, input disabled, then the answer with like / dislike', 'product rule: the chat’s steps', {
        during: 'typing-input-disabled',
        after: 'answer-with-feedback',
      }),
      'status-400': chatFailure(S8_CHAT),
      'status-401': cell(
        '"You are not signed in to the portal. Sign in to ask the help assistant." with a Sign in link back to this page; question back in the field',
        'no failure rule; ours: a 401 means the visitor is not signed in (or the browser sent no portal cookie from this site)',
        { after: 'signed-out-with-sign-in-question-kept' },
      ),
      'status-403': chatFailure(S8_CHAT),
      'status-500': chatFailure(S8_CHAT),
      drop: chatFailure(`${S8_CHAT} (the chat API cannot be reached either, so it is no refusal of the page)`),
      malformed: chatFailure(`${S8_CHAT} (an answer that is not text/plain is a failed request, never shown as an answer)`),
      cut: cell('the part that arrived and "Something went wrong."; question back in the field', S8_STREAM, {
        after: 'partial-answer-something-went-wrong-question-kept',
      }),
    },
  },
  {
    id: 'chat-feedback',
    call: 'Chat feedback',
    request: 'POST {chat}/helpdeskgpt/feedback/{customerId}',
    when: 'the user likes an answer',
    target: { origin: 'chat', method: 'POST', path: '/helpdeskgpt/feedback/' },
    suite: 'chat',
    cells: {
      latency: cell('the buttons stay until the answer, then "Thank you for your feedback!"', 'no failure rule', {
        during: 'feedback-buttons',
        after: 'feedback-thanks',
      }),
      'status-400': feedbackFailure(S8_FEEDBACK),
      'status-401': feedbackFailure(S8_FEEDBACK),
      'status-403': feedbackFailure(S8_FEEDBACK),
      'status-500': feedbackFailure(S8_FEEDBACK),
      drop: feedbackFailure(S8_FEEDBACK),
      malformed: cell('"Thank you for your feedback!"', 'product rule "Status 200 means success. Other answer content is not shown"', { after: 'feedback-thanks' }),
      cut: cell('"Thank you for your feedback!"', 'product rule "Status 200 means success" (the body is not read)', { after: 'feedback-thanks' }),
    },
  },
  {
    id: 'login-refresh',
    call: 'Login refresh (every 50 s)',
    request: 'POST {auth}/authapi/Login/RefreshLogin',
    when: 'the 50 s timer fires while signed in',
    target: { origin: 'auth', method: 'POST', path: '/authapi/Login/RefreshLogin' },
    suite: 'session',
    cells: {
      latency: cell('nothing: the user stays signed in', 'no failure rule', { during: 'signed-in', after: 'signed-in' }),
      'status-400': cell('signed out, sent to sign in (once)', S8_REFRESH, { after: 'logout-redirect' }),
      'status-401': cell('signed out, sent to sign in (once)', S8_REFRESH, { after: 'logout-redirect' }),
      'status-403': cell('signed out, sent to sign in (once)', S8_REFRESH, { after: 'logout-redirect' }),
      'status-500': cell('signed out, sent to sign in (once)', S8_REFRESH, { after: 'logout-redirect' }),
      drop: cell('signed out, sent to sign in (once)', S8_REFRESH, { after: 'logout-redirect' }),
      malformed: cell('signed out, sent to sign in (once)', S8_REFRESH, { after: 'logout-redirect' }),
      cut: cell('signed out, sent to sign in (once)', S8_REFRESH, { after: 'logout-redirect' }),
    },
  },
  {
    id: 'account-refresh',
    call: 'Account refresh (2 s after an empty list)',
    request: 'POST {auth}/authapi/Login/RefreshAccessibleCustomers',
    when: 'the first account list came back empty',
    target: { origin: 'auth', method: 'POST', path: '/authapi/Login/RefreshAccessibleCustomers' },
    suite: 'accounts',
    cells: {
      latency: cell('no accounts until the refresh answers, then the accounts', 'no failure rule', { during: 'no-accounts', after: 'accounts' }),
      'status-400': refreshFailed,
      'status-401': refreshFailed,
      'status-403': refreshFailed,
      'status-500': refreshFailed,
      drop: refreshFailed,
      malformed: refreshFailed,
      cut: refreshFailed,
    },
  },
  {
    id: 'definitions',
    call: 'Apps and menu definitions',
    request: 'GET {profile}/profileapi/portal/apps?env=…, GET {profile}/profileapi/portal/menu?env=…',
    when: 'start-up',
    target: { origin: 'profile', method: 'GET', path: '/profileapi/portal/' },
    suite: 'background',
    cells: {
      latency: cell('the last known (else bundled) menu at once, then the received one', 'no failure rule', { during: 'fallback-menu', after: 'menu-from-api' }),
      'status-400': definitionsFallback,
      'status-401': definitionsFallback,
      'status-403': definitionsFallback,
      'status-500': definitionsFallback,
      drop: definitionsFallback,
      malformed: definitionsFallback,
      cut: definitionsFallback,
    },
  },
  {
    id: 'page-visit',
    call: 'Page-visit tracking',
    request: 'POST {profile}/profileapi/tracking/page-visit',
    when: '200 ms after a page change (not on local or test hosts)',
    target: { origin: 'profile', method: 'POST', path: '/profileapi/tracking/page-visit' },
    suite: 'background',
    cells: {
      latency: cell('nothing (background); recorded when it arrives', 'no failure rule', { during: 'visit-pending', after: 'visit-recorded' }),
      'status-400': visitLost,
      'status-401': visitLost,
      'status-403': visitLost,
      'status-500': visitLost,
      drop: visitLost,
      malformed: cell(
        'nothing (background); a 2xx answer counts as sent, its body is not read',
        'no failure rule; ours: the tracking answer has no content the portal uses',
        { after: 'visit-not-recorded' },
      ),
      cut: cell(
        'nothing (background); the visit was recorded, the broken answer is logged as a warning',
        'no failure rule; ours: tracking never disturbs the user; no retry (so no double visit)',
        { after: 'visit-recorded', logs: 'The page visit was not recorded.' },
      ),
    },
  },
  {
    id: 'error-report',
    call: 'Error reports',
    request: 'POST {errors}/api/{projectId}/envelope/ (the DSN\'s ingest)',
    when: 'the portal reports an error',
    target: { origin: 'errors', method: 'POST', path: '/api/' },
    suite: 'background',
    cells: {
      latency: cell('nothing (background); the report arrives late', 'no failure rule', { during: 'report-pending', after: 'report-received' }),
      'status-400': reportLost,
      'status-401': reportLost,
      'status-403': reportLost,
      'status-500': reportLost,
      drop: reportLost,
      malformed: reportLost,
      cut: cell('nothing (background); the report was received before the answer was cut', 'no failure rule; ours: the SDK does not read the answer', {
        after: 'report-received',
      }),
    },
  },
];

/** The rows a suite runs. */
export function rowsOf(suite: FaultSuite): readonly CallRow[] {
  return FAULT_TABLE.filter((row) => row.suite === suite);
}
