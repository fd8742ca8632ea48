// The fault table's account rows (tests/faults/fault-table.ts): GetAccessibleCustomers after sign-in
// and the account refresh 2 s after an empty list, each under every backend fault, through the real
// session and account stores against the test backend.
import { $accounts, type AccountsState } from '../../src/stores/access/accounts';
import { browserNavigation } from '../../src/stores/platform/browser-navigation';
import { $hostParams } from '../../src/stores/platform/environment';
import { initializeLogin } from '../../src/stores/session/session';
import { FAULT_TABLE } from '../faults/fault-table';
import { clearFaults, defineFaultSuite, injectFault, type CellContext, type Observed } from '../faults/fault-harness';
import { signInAs, testHostParams } from './test-backend';
import { holdTimeouts, waitFor } from './wait-for';
import { resetStores } from '../../src/stores/store-reset';

/** Every state the account list has been in during the cell, in order. */
let history: AccountsState[] = [];
const loaded = () => history.filter((state) => state.status === 'loaded');

/** Names what the account switcher has to show. */
function seeAccounts(state: AccountsState = $accounts.get()): string {
  if (state.status === 'loading') return 'accounts-loading';
  if (state.status === 'loaded') return state.customers.length > 0 ? 'accounts' : 'no-accounts';
  return `unexpected: ${state.status}`;
}

/** Signs in again (a new user id for the account list): the list is read afresh. */
function signIn(): Promise<void> {
  resetStores({ only: ['session'] });
  history = [];
  return initializeLogin(false);
}

async function accessibleCustomers({ fault, inject, held }: CellContext): Promise<Observed> {
  await inject();
  await signIn();
  let during: string | undefined;
  if (fault.id === 'latency') {
    await held();
    during = seeAccounts();
  }
  await waitFor(() => loaded().length >= 1, 'the first account list', 5000);
  return { during, after: seeAccounts(loaded()[0]) };
}

const READ = FAULT_TABLE.find((row) => row.id === 'accessible-customers')!.target;
/** The account refresh waits this long after an empty list. */
const REFRESH_DELAY_MS = 2000;

/**
 * Runs the account refresh that is due `REFRESH_DELAY_MS` after an empty list, once the store has
 * set its timer: held rather than waited for (a timer of any other delay is not this one).
 */
async function runDueRefresh(refresh: ReturnType<typeof holdTimeouts>): Promise<void> {
  const [due] = await waitFor(() => {
    const taken = refresh.taken();
    return taken.length > 0 && taken;
  }, `the account refresh's timer of ${REFRESH_DELAY_MS} ms`);
  due!();
}

async function accountRefresh({ fault, inject, held, forgetLogs }: CellContext): Promise<Observed> {
  // The first read fails once, so the list is empty and the refresh is due 2 s later.
  await injectFault(READ, 'status:500', 1);
  await inject();
  const refresh = holdTimeouts(REFRESH_DELAY_MS);
  try {
    await signIn();
    await waitFor(() => loaded().length >= 1, 'the first, empty account list', 5000);
    if (seeAccounts(loaded()[0]) !== 'no-accounts') return { after: `unexpected: first list ${seeAccounts(loaded()[0])}` };
    forgetLogs();
    await runDueRefresh(refresh);
    let during: string | undefined;
    if (fault.id === 'latency') {
      await held();
      during = seeAccounts();
    }
    await waitFor(() => loaded().length >= 2, 'the account refresh', 5000);
    const first = seeAccounts(loaded()[1]);
    if (first === 'accounts') return { during, after: first };
    // The refresh failed: with the fault off, the next one (2 s later) must bring the accounts.
    await clearFaults();
    await runDueRefresh(refresh);
    await waitFor(() => loaded().length >= 3, 'the next account refresh', 5000);
    return { during, after: seeAccounts(loaded()[2]) === 'accounts' ? 'no-accounts-then-accounts-at-next-refresh' : 'no-accounts' };
  } finally {
    refresh.restore();
  }
}

describe('fault table: accounts', function () {
  this.timeout(20_000);
  const originalAssign = browserNavigation.assign;
  const redirects: string[] = [];
  let stop: () => void;

  before(async () => {
    localStorage.clear();
    browserNavigation.assign = (url: string) => void redirects.push(url);
    $hostParams.set(testHostParams());
    stop = $accounts.listen((state) => void history.push(state));
    await signInAs('u-mads');
  });
  afterEach(() => {
    // A failed account read never signs out.
    if (redirects.length > 0) throw new Error(`Unexpected redirect: ${redirects.join(', ')}`);
  });
  after(() => {
    stop();
    resetStores({ only: ['session'] });
    browserNavigation.assign = originalAssign;
    $hostParams.set(undefined);
  });

  defineFaultSuite('accounts', { 'accessible-customers': accessibleCustomers, 'account-refresh': accountRefresh });
});
