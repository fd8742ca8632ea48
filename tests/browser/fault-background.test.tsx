// The fault table's background rows (tests/faults/fault-table.ts): the apps and menu definitions,
// page-visit tracking and error reports, each under every backend fault, through the real stores
// and the error-reporting SDK against the test backend and its sinks.
import { getClient } from '@sentry/browser';
import { $accounts } from '../../src/stores/access/accounts';
import { $definitionsSource, $menu, loadDefinitions } from '../../src/stores/access/definitions';
import { $hostParams } from '../../src/stores/platform/environment';
import { reportError, startErrorReporting } from '../../src/stores/reporting/error-reporting';
import { recordPageVisit, trackingHost } from '../../src/stores/reporting/page-visits';
import { $selectedCustomer } from '../../src/stores/access/selected-customer';
import { initializeLogin } from '../../src/stores/session/session';
import { LATENCY_MS } from '../faults/fault-table';
import { admin, defineFaultSuite, sleep, type CellContext, type Observed } from '../faults/fault-harness';
import { signInAs, testHostParams } from './test-backend';
import { waitFor } from './wait-for';
import { resetStores } from '../../src/stores/store-reset';

/** Names the menu in force: the one the profile API gave, or the last known / bundled one. */
function seeMenu(): string {
  if ($menu.get().platforms.length === 0) return 'unexpected: an empty menu';
  return $definitionsSource.get() === 'api' ? 'menu-from-api' : 'fallback-menu';
}

async function definitions({ fault, inject, held }: CellContext): Promise<Observed> {
  await inject();
  const done = loadDefinitions();
  let during: string | undefined;
  if (fault.id === 'latency') {
    await held();
    during = seeMenu();
  }
  await done;
  return { during, after: seeMenu() };
}

const PAGE_VISIT_DEBOUNCE_MS = 200;
/** How long a visit that neither arrives nor fails loudly is given before it counts as not recorded. */
const QUIET_WAIT_MS = 1500;

async function pageVisit({ fault, inject, held, logs }: CellContext): Promise<Observed> {
  await inject();
  const pageTitle = `Fault table ${fault.id} ${Date.now()}`;
  const recorded = async () => ((await admin('/sinks/page-visits')) as Array<{ pageTitle: string }>).some((visit) => visit.pageTitle === pageTitle);
  const warned = () => logs().some((line) => line.includes('The page visit was not recorded.'));
  recordPageVisit(pageTitle, 'Faults');
  let during: string | undefined;
  if (fault.id === 'latency') {
    await held();
    during = (await recorded()) ? 'visit-recorded' : 'visit-pending';
  }
  await waitFor(async () => warned() || (await recorded()), 'the visit to be recorded or given up', PAGE_VISIT_DEBOUNCE_MS + LATENCY_MS + QUIET_WAIT_MS).catch(() => {});
  return { during, after: (await recorded()) ? 'visit-recorded' : 'visit-not-recorded' };
}

async function errorReport({ fault, inject, held }: CellContext): Promise<Observed> {
  const client = getClient();
  if (!client) return { after: 'unexpected: no error-reporting client' };
  await inject();
  const message = `Fault table ${fault.id} ${Date.now()}`;
  type Sink = Array<{ exception?: { values?: Array<{ value?: string }> } }>;
  const received = async () => ((await admin('/sinks/errors')) as Sink).some((event) => event.exception?.values?.some((value) => value.value === message));
  // The SDK says when it is done with an event, whatever the answer (or none).
  const sent = new Promise<void>((resolve) => {
    const stop = client.on('afterSendEvent', (event) => {
      if (event.exception?.values?.some((value) => value.value === message)) {
        stop();
        resolve();
      }
    });
  });
  reportError(new Error(message));
  let during: string | undefined;
  if (fault.id === 'latency') {
    await held();
    during = (await received()) ? 'report-received' : 'report-pending';
  }
  // The SDK's answer is the wait; the timer only guards against a hang.
  await Promise.race([sent, sleep(LATENCY_MS + 5000)]);
  return { during, after: (await received()) ? 'report-received' : 'report-lost' };
}

describe('fault table: background calls', function () {
  this.timeout(20_000);
  const originalHostname = trackingHost.hostname;

  before(async () => {
    localStorage.clear();
    $hostParams.set(testHostParams());
    await admin('/reset', { method: 'POST' });
    await signInAs('u-cora');
    // Tracking runs for a signed-in user with a customer, and not on local hosts: pretend production.
    trackingHost.hostname = () => 'portal.example';
    await initializeLogin(false);
    await waitFor(() => $selectedCustomer.get().customerId === 1001, 'the selected customer', 5000);
    await startErrorReporting();
  });
  after(() => {
    trackingHost.hostname = originalHostname;
    resetStores({ only: ['session'] });
    $hostParams.set(undefined);
  });
  // The selected customer follows the account list, which loads while someone listens.
  const stop = $accounts.listen(() => {});
  after(() => stop());

  defineFaultSuite('background', { definitions, 'page-visit': pageVisit, 'error-report': errorReport });
});
