// <portal-shell>'s host-params-json changed on a running, signed-in shell: a value that is not
// complete and valid (src/config/host-settings.ts) is ignored with one warning, and the settings in
// force stay, up to the next login refresh; a complete and valid one takes effect.
import { expect } from 'chai';
import { browserNavigation } from '../../src/stores/platform/browser-navigation';
import { $environment } from '../../src/stores/platform/environment';
import { $session, refreshLoginOnce } from '../../src/stores/session/session';
import { resetStores } from '../../src/stores/store-reset';
import { mountSignedInShell } from './shell-fixture';
import { TEST_BACKEND, testHostParams } from './test-backend';
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
  /** One signed-in shell for the file: each value is written on it while it runs. */
  let shell: HTMLElement;

  before(async function () {
    this.timeout(20_000);
    shell = await mountSignedInShell('u-cora', { freshPage: true });
    await waitFor(() => shell.shadowRoot!.querySelector('[part="home"]'), 'the signed-in home page', 10_000);
    expect($session.get().user?.userId).to.equal('u-cora');
  });

  beforeEach(() => {
    leftFor = [];
    warnings = [];
    browserNavigation.assign = (url) => void leftFor.push(url);
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
  });

  afterEach(() => {
    console.warn = originalWarn;
    browserNavigation.assign = originalAssign;
  });

  after(() => {
    for (const element of document.querySelectorAll('portal-shell')) element.remove();
    cleanupFixtures();
    resetStores({ only: ['session'] });
  });

  /** What a host writes on the running shell, and what the one warning says. The property comes last: it wins over the attribute from then on. */
  const refusedValues: Array<{ what: string; write: () => void; said: string }> = [
    { what: 'invalid JSON', write: () => shell.setAttribute('host-params-json', '{'), said: 'HostParamsJson is not valid JSON' },
    { what: 'an empty object', write: () => shell.setAttribute('host-params-json', '{}'), said: 'HostParamsJson names none of the settings' },
    {
      what: 'an object whose addresses are all bad',
      write: () => shell.setAttribute('host-params-json', JSON.stringify({ AuthServerUrl: 'javascript:alert(1)', ProfileApiUrl: '/profile', ChatApiUrl: 'chat', GatewayUrl: 'ftp://gateway.example' })),
      said: 'HostParamsJson has invalid settings',
    },
    {
      what: 'an identity server outside the shipped environments',
      write: () => shell.setAttribute('host-params-json', testHostParams({ AuthServerUrl: 'https://auth.attacker.example' })),
      said: "HostParamsJson's AuthServerUrl (https://auth.attacker.example) is not the identity server",
    },
    {
      what: 'an empty object as the hostParams property',
      write: () => void ((shell as HTMLElementTagNameMap['portal-shell']).hostParams = {}),
      said: 'HostParamsJson names none of the settings',
    },
  ];

  for (const { what, write, said } of refusedValues) {
    it(`${what} is ignored with one warning: the next login refresh goes to the same identity server and the person stays signed in`, async function () {
      this.timeout(20_000);
      const before = $environment.get();
      write();
      await waitFor(() => warnings.some((warning) => warning.includes(said)), 'the warning');
      // A framework writing the same value again is not warned about again.
      write();
      await nothingHappensWithin(framesFor(200));
      expect(warnings.filter((warning) => warning.includes('HostParamsJson'))).to.have.length(1);
      expect($environment.get(), 'the settings in force').to.deep.equal(before);

      performance.clearResourceTimings();
      await refreshLoginOnce();
      await waitFor(() => refreshOrigins().length > 0, 'the login refresh in the resource timings');
      // Every refresh went there: the sign-in's own refresh, which keeps a copy for new tabs, may
      // end inside the same window on a loaded machine (a second entry, to the same server).
      expect([...new Set(refreshOrigins())]).to.deep.equal([TEST_BACKEND.auth]);
      expect($session.get()).to.include({ status: 'authenticated' });
      expect($session.get().user?.userId).to.equal('u-cora');
      expect($environment.get().AuthServerUrl).to.equal(TEST_BACKEND.auth);
      expect(leftFor, 'the browser never left for a sign-in').to.deep.equal([]);
    });
  }

  it('a complete and valid value takes effect at once, without a warning', async () => {
    const returnUrl = `${location.origin}/back-here/`;
    (shell as HTMLElementTagNameMap['portal-shell']).hostParams = testHostParams({ AuthServerReturnUrl: returnUrl });
    await waitFor(() => $environment.get().AuthServerReturnUrl === returnUrl, 'the new settings in force');
    expect($environment.get().AuthServerUrl).to.equal(TEST_BACKEND.auth);
    expect(warnings.filter((warning) => warning.includes('HostParamsJson'))).to.deep.equal([]);
  });
});
