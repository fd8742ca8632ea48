import { expect } from 'chai';
import { browserNavigation } from '../../src/stores/platform/browser-navigation';
import { mountSignedInShell } from './shell-fixture';
import { admin } from './test-backend';
import { waitFor } from './wait-for';

interface AccessRequest {
  client: string;
  services: string[];
  impersonateCustomerId: number;
}

/**
 * The internal tools page and the access cookie its external tools need, in a real
 * <portal-shell> against the local backend: the external tools are links only once it exists.
 */
describe('<portal-shell> internal tools access', () => {
  let shell: HTMLElement;
  const root = () => shell.shadowRoot!;
  const originalAssign = browserNavigation.assign;
  const toolLink = () => root().querySelector<HTMLAnchorElement>('.internal-tools__link[href^="https://internal.portal.example/modulebuilder/"]');
  const moduleBuilder = () => [...root().querySelectorAll<HTMLElement>('.internal-tools__link')].find((link) => link.textContent === 'Module Builder');
  const toolRequests = async () => ((await admin('/sinks/access-requests')) as AccessRequest[]).filter((request) => request.client === 'portalui');

  before(async () => {
    browserNavigation.assign = () => {};
    await admin('/reset', { method: 'POST' });
    // The first CreateAccessCookie of the internal tools fails; the portal says so and offers Try again.
    await admin('/faults', {
      method: 'POST',
      body: JSON.stringify({ fault: 'status:500', origin: 'auth', method: 'POST', path: '/authapi/Access/CreateAccessCookie', times: 1 }),
    });
    shell = await mountSignedInShell('u-ada', { path: '/internal-tools' });
  });
  after(async () => {
    shell.remove();
    browserNavigation.assign = originalAssign;
    history.replaceState(null, '', '/');
    await admin('/faults', { method: 'DELETE' });
  });

  it('a failed request: the page says so, and Module Builder is not a link (nothing can open before the cookie exists)', async () => {
    const alert = await waitFor(() => root().querySelector('.internal-tools__status[role="alert"]'), 'the failure to be shown', 8000);
    expect(alert.textContent).to.contain('Your access to the internal tools could not be prepared.');
    expect(moduleBuilder()?.getAttribute('aria-disabled')).to.equal('true');
    expect(moduleBuilder()?.hasAttribute('href')).to.equal(false);
    expect(toolLink()).to.equal(null);
    expect(await toolRequests()).to.deep.equal([]);
  });

  it('Try again asks CreateAccessCookie for portalui and the four services for the current customer; then the tool is a link to a new tab', async () => {
    const retry = [...root().querySelectorAll('button')].find((button) => button.textContent === 'Try again')!;
    retry.click();
    const link = await waitFor(() => toolLink(), 'the Module Builder link');
    expect(link.getAttribute('href')).to.equal('https://internal.portal.example/modulebuilder/5150');
    expect(link.target).to.equal('_blank');
    expect(link.rel).to.contain('noopener');
    const requests = await toolRequests();
    expect(requests.map(({ client, services, impersonateCustomerId }) => ({ client, services, impersonateCustomerId }))).to.deep.equal([
      { client: 'portalui', services: ['modulebuilder', 'modulebuilder-api', 'tcen', 'domngr'], impersonateCustomerId: 5150 },
    ]);
    expect(root().querySelector('.internal-tools__status')).to.equal(null);
  });
});
