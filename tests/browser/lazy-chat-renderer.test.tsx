// <portal-chat>'s renderer: the launcher at once, the chat's code only when the visitor reaches for
// it, and the element's open()/close() and settings handed to the chat once it is there. The chat
// is a stand-in here; chat-launcher.test.tsx loads the real one.
import { expect } from 'chai';
import '../../elements/portal-chat';
import type { ChatAppHandle, ChatAppProps } from '../../elements/portal-chat-app';
import { chatAppModule, requestChatOpen } from '../../elements/internal/lazy-chat-renderer';
import { CHAT_LAUNCHER } from '../../src/components/chat/chat-launcher-look';
import { cleanupFixtures, fixture, framesFor, nothingHappensWithin, waitFor } from './wait-for';

/** A stand-in for the chat's module: what it was mounted with and told, and a load that may fail. */
function standInChat() {
  const mounted: ChatAppProps[] = [];
  const updates: Array<Partial<ChatAppProps>> = [];
  let unmounted = 0;
  let loads = 0;
  let failNext = false;
  const realLoad = chatAppModule.load;
  chatAppModule.load = () => {
    loads += 1;
    if (failNext) {
      failNext = false;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    }
    const mountChatApp = (container: ShadowRoot, props: ChatAppProps): ChatAppHandle => {
      mounted.push(props);
      const marker = document.createElement('p');
      marker.className = 'stand-in-chat';
      container.append(marker);
      return { update: (next) => void updates.push(next), unmount: () => void (unmounted += 1, marker.remove()) };
    };
    return Promise.resolve({ mountChatApp } as unknown as Awaited<ReturnType<typeof realLoad>>);
  };
  return {
    mounted,
    updates,
    loads: () => loads,
    unmounted: () => unmounted,
    failNextLoad: () => void (failNext = true),
    restore: () => void (chatAppModule.load = realLoad),
  };
}

describe('lazyChatRenderer', () => {
  let chat: ReturnType<typeof standInChat>;
  const warn = console.warn;

  beforeEach(() => {
    chat = standInChat();
    console.warn = () => {};
  });

  afterEach(() => {
    chat.restore();
    console.warn = warn;
    cleanupFixtures();
  });

  const launcherOf = (element: HTMLElement) => waitFor(() => element.shadowRoot!.querySelector<HTMLButtonElement>(`[part="${CHAT_LAUNCHER.part}"]`), 'the launcher');

  it('draws the launcher from its look in a named region, and loads nothing until the visitor reaches for it', async () => {
    const element = fixture<HTMLElement>('<portal-chat></portal-chat>');
    const launcher = await launcherOf(element);
    expect(launcher.className).to.equal(CHAT_LAUNCHER.className);
    expect(launcher.getAttribute('aria-label')).to.equal(CHAT_LAUNCHER.label);
    expect(launcher.closest('section')?.getAttribute('aria-label')).to.equal(CHAT_LAUNCHER.region);
    expect(launcher.querySelector('path')?.getAttribute('d')).to.equal(CHAT_LAUNCHER.icon.path);
    await nothingHappensWithin(framesFor(50), () => expect(chat.loads()).to.equal(0));
  });

  it('loads on focus without opening, then hands the chat its place: the region goes, focus stays on the launcher', async () => {
    const element = fixture<HTMLElement>('<portal-chat customer-id="1001"></portal-chat>');
    const launcher = await launcherOf(element);
    launcher.focus();
    await waitFor(() => chat.mounted.length === 1, 'the chat mounted');
    expect(chat.mounted[0]).to.include({ initiallyOpen: false, focusLauncher: true, customerId: 1001 });
    expect(chat.mounted[0]!.container === element.shadowRoot, 'mounted into the element\'s shadow root').to.equal(true);
    expect(element.shadowRoot!.querySelector('section')?.outerHTML, 'the placeholder region').to.equal(undefined);
    launcher.dispatchEvent(new PointerEvent('pointerenter'));
    await nothingHappensWithin(framesFor(50), () => expect(chat.loads()).to.equal(1));
  });

  it('opens the chat it loads on a click', async () => {
    const element = fixture<HTMLElement>('<portal-chat></portal-chat>');
    (await launcherOf(element)).click();
    await waitFor(() => chat.mounted.length === 1, 'the chat mounted');
    expect(chat.mounted[0]).to.include({ initiallyOpen: true });
  });

  it('after a failed preload says nothing in the popup\'s place, reports it, and loads again on the next reach', async () => {
    const element = fixture<HTMLElement>('<portal-chat></portal-chat>');
    const reasons: string[] = [];
    element.addEventListener('portal-part-error', (event) => reasons.push((event as CustomEvent<{ reason: string }>).detail.reason));
    const launcher = await launcherOf(element);
    chat.failNextLoad();
    launcher.dispatchEvent(new PointerEvent('pointerenter'));
    await waitFor(() => reasons.length === 1, 'the failure reported');
    expect(reasons).to.deep.equal(['load-failed']);
    expect(element.shadowRoot!.querySelector('[part="lazy-part-failed"]')?.outerHTML, 'no failure place for a preload').to.equal(undefined);
    launcher.click();
    await waitFor(() => chat.mounted.length === 1, 'the chat mounted on the click');
    expect(chat.loads()).to.equal(2);
    expect(chat.mounted[0]).to.include({ initiallyOpen: true });
  });

  it('opens and closes from open() and close(): not before the element is connected, loading first, then through the chat', async () => {
    const element = document.createElement('portal-chat');
    // r2wc renders an element given an attribute before it is connected.
    element.setAttribute('customer-id', '1001');
    expect(requestChatOpen(element, true), 'not connected').to.equal(false);
    fixture('<div></div>').append(element);
    await launcherOf(element);
    expect(requestChatOpen(element, true)).to.equal(true);
    await waitFor(() => chat.mounted.length === 1, 'the chat mounted');
    expect(chat.mounted[0]).to.include({ initiallyOpen: true });
    expect(requestChatOpen(element, false)).to.equal(true);
    expect(chat.updates.at(-1)?.openRequest).to.deep.equal({ open: false });
    expect(chat.updates.at(-1)?.container === element.shadowRoot, 'the element\'s shadow root').to.equal(true);
  });

  it('hands a loaded chat the element\'s new settings, and unmounts it when the element leaves', async () => {
    const element = fixture<HTMLElement>('<portal-chat customer-id="1001"></portal-chat>');
    (await launcherOf(element)).click();
    await waitFor(() => chat.mounted.length === 1, 'the chat mounted');
    element.setAttribute('customer-id', '2002');
    await waitFor(() => chat.updates.some((update) => update.customerId === 2002), 'the new customer handed over');
    element.remove();
    await waitFor(() => chat.unmounted() === 1, 'the chat unmounted');
    expect(requestChatOpen(element, true), 'a removed element').to.equal(false);
  });

  it('mounts nothing for an element that left while its chat was loading', async () => {
    const element = fixture<HTMLElement>('<portal-chat></portal-chat>');
    const launcher = await launcherOf(element);
    launcher.click();
    element.remove();
    await nothingHappensWithin(framesFor(50), () => expect(chat.mounted).to.have.length(0));
    expect(chat.loads()).to.equal(1);
  });
});
