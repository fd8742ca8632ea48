// What a host page drives and hears besides attributes: <portal-chat> open() / close(), and the
// shell's portal-sign-out; every portal-* event bubbles out of the shadow root to the document.
import { expect } from 'chai';
import '../../elements/portal-chat';
import { browserNavigation } from '../../src/stores/platform/browser-navigation';
import { $session, signOutWithRedirect } from '../../src/stores/session/session';
import { mountSignedInShell } from './shell-fixture';
import { TEST_BACKEND } from './test-backend';
import { cleanupFixtures, waitFor } from './wait-for';

describe('The host API of the elements', () => {
  const originalAssign = browserNavigation.assign;
  let leftFor: string[];

  beforeEach(() => {
    leftFor = [];
    browserNavigation.assign = (url) => void leftFor.push(url);
  });

  afterEach(() => {
    browserNavigation.assign = originalAssign;
    cleanupFixtures();
  });

  it('<portal-chat> opens and closes from open() and close(), and says so with events that reach the document', async () => {
    const heard: string[] = [];
    const listener = (event: Event) => heard.push(`${event.type}:${(event as CustomEvent).composed && event.bubbles}`);
    for (const type of ['portal-ready', 'portal-chat-open', 'portal-chat-close']) document.addEventListener(type, listener);
    const chat = document.createElement('portal-chat');
    chat.setAttribute('chat-api-url', TEST_BACKEND.chat);
    expect(chat.open(), 'open() before the element is connected').to.equal(false);
    document.body.append(chat);
    await waitFor(() => heard.includes('portal-ready:true'), 'portal-ready');
    expect(chat.open()).to.equal(true);
    await waitFor(() => chat.shadowRoot!.querySelector('[part~="popup"]'), 'the popup', 10_000);
    await waitFor(() => heard.includes('portal-chat-open:true'), 'portal-chat-open');
    expect(chat.close()).to.equal(true);
    await waitFor(() => !chat.shadowRoot!.querySelector('[part~="popup"]') || heard.includes('portal-chat-close:true'), 'the popup to close');
    await waitFor(() => heard.includes('portal-chat-close:true'), 'portal-chat-close');
    expect(chat.open()).to.equal(true);
    await waitFor(() => heard.filter((entry) => entry === 'portal-chat-open:true').length === 2, 'a second portal-chat-open');
    for (const type of ['portal-ready', 'portal-chat-open', 'portal-chat-close']) document.removeEventListener(type, listener);
  });

  it('whenReady() resolves with portal-ready, and at once afterwards; the class carries the package version', async () => {
    const heard: string[] = [];
    const chat = document.createElement('portal-chat');
    chat.setAttribute('chat-api-url', TEST_BACKEND.chat);
    chat.addEventListener('portal-ready', () => heard.push('portal-ready'));
    const ready = chat.whenReady().then(() => heard.push('whenReady'));
    document.body.append(chat);
    await ready;
    expect(heard).to.deep.equal(['portal-ready', 'whenReady']);
    await chat.whenReady();
    expect((customElements.get('portal-chat') as unknown as { version: string }).version).to.match(/^\d+\.\d+\.\d+/);
  });

  it('<portal-shell> tells the host when the user is signed out, before the browser leaves', async function () {
    this.timeout(20_000);
    // A page of its own: a login the tests before left running cannot sign this one out.
    const shell = await mountSignedInShell('u-cora', { freshPage: true });
    const heard: string[] = [];
    shell.parentElement!.addEventListener('portal-sign-out', () => heard.push(`sign-out, left for ${leftFor.length} address(es)`));
    await waitFor(() => shell.shadowRoot!.querySelector('[part~="top-bar"]'), 'the top bar', 10_000);
    // A top bar painted from the tab's cache is checked after its first frame: the person signs out once the check is done.
    await waitFor(() => $session.get().status === 'authenticated' && $session.get().revalidating !== true, 'the signed-in user confirmed', 10_000);
    signOutWithRedirect();
    expect(heard).to.deep.equal(['sign-out, left for 0 address(es)']);
    expect(leftFor).to.have.length(1);
  });
});
