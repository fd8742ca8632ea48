// <portal-shell>'s host-params-json changed on a running, signed-in shell: an invalid value is
// ignored (one warning), and the settings in force stay, up to the next login refresh.
import { expect } from 'chai';
import { browserNavigation } from '../../src/stores/platform/browser-navigation';
import { $environment } from '../../src/stores/platform/environment';
import { $session, refreshLoginOnce } from '../../src/stores/session/session';
import { resetStores } from '../../src/stores/store-reset';
import { mountSignedInShell } from './shell-fixture';
import { TEST_BACKEND } from './test-backend';
import { cleanupFixtures, framesFor, nothingHappensWithin, waitFor } from './wait-for';

/** The origins the page sent a login refresh to since the resource timings were cleared. */
const refreshOrigins = () =>
  performance
    .getEntriesByType('resource')
    .filter((entry) => new URL(entry.name).pathname === '/authapi/Login/RefreshLogin')
    .map((entry) => new URL(entry.name).origin);

describe('<portal-shell> host-params-json changed while running', () => {
  const originalAssign = browserNavigation.assign;
  const originalWarn = console.warn;
  let leftFor: string[];
  let warnings: string[];

  beforeEach(() => {
    leftFor = [];
    warnings = [];
    browserNavigation.assign = (url) => void leftFor.push(url);
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
  });

  afterEach(() => {
    console.warn = originalWarn;
    browserNavigation.assign = originalAssign;
    for (const shell of document.querySelectorAll('portal-shell')) shell.remove();
    cleanupFixtures();
    resetStores({ only: ['session'] });
  });

  it('an invalid value is ignored with one warning: the next login refresh goes to the same identity server and the person stays signed in', async function () {
    this.timeout(20_000);
    const shell = await mountSignedInShell('u-cora', { freshPage: true });
    await waitFor(() => shell.shadowRoot!.querySelector('[part="home"]'), 'the signed-in home page', 10_000);
    expect($session.get().user?.userId).to.equal('u-cora');

    shell.setAttribute('host-params-json', '{');
    await waitFor(() => warnings.some((warning) => warning.includes('HostParamsJson is not valid JSON')), 'the warning');
    // A framework writing the same value again is not warned about again.
    shell.setAttribute('host-params-json', '{');
    await nothingHappensWithin(framesFor(200));
    expect(warnings.filter((warning) => warning.includes('HostParamsJson'))).to.have.length(1);

    performance.clearResourceTimings();
    await refreshLoginOnce();
    await waitFor(() => refreshOrigins().length > 0, 'the login refresh in the resource timings');
    expect(refreshOrigins()).to.deep.equal([TEST_BACKEND.auth]);
    expect($session.get()).to.include({ status: 'authenticated' });
    expect($session.get().user?.userId).to.equal('u-cora');
    expect($environment.get().AuthServerUrl).to.equal(TEST_BACKEND.auth);
    expect(leftFor, 'the browser never left for a sign-in').to.deep.equal([]);
  });
});
