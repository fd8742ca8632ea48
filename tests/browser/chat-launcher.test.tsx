import { expect } from 'chai';
import { FORCED_COLOURS_NOT_EMULATED, notIn, sendKeys } from './commands';
import '../../elements/portal-chat';
import { chatAppModule } from '../../elements/internal/lazy-chat-renderer';
import { CHAT_NOT_LOADED_TEXT } from '../../elements/internal/lazy-chat-renderer';
import { CHAT_WELCOME_MESSAGE } from '../../src/components/chat/chat-widget';
import { cleanupFixtures, fixture, framesFor, nothingHappensWithin, waitFor } from './wait-for';
import { expectVisibleEdge, inForcedColors } from './forced-colors';

describe('<portal-chat> launcher', () => {
  afterEach(cleanupFixtures);

  it('shows only the launcher until the user interacts with it', async () => {
    const element = fixture<HTMLElement>('<portal-chat></portal-chat>');
    const root = element.shadowRoot!;
    const launcher = await waitFor(() => root.querySelector<HTMLButtonElement>('[part="launcher"]'), 'the launcher');
    expect(launcher.getAttribute('aria-label')).to.equal('Open help chat');
    await nothingHappensWithin(framesFor(50), () => {
      expect(root.querySelectorAll('button')).to.have.length(1);
      expect(root.querySelector('[role="dialog"]')).to.equal(null);
    });
  });

  it('sits in a named region landmark, before and after the chat loads', async () => {
    const element = fixture<HTMLElement>('<portal-chat></portal-chat>');
    const root = element.shadowRoot!;
    const regionOf = (launcher: HTMLElement) => launcher.closest('section[aria-label]')?.getAttribute('aria-label');
    const placeholder = await waitFor(() => root.querySelector<HTMLButtonElement>('[part="launcher"]'), 'the launcher');
    expect(regionOf(placeholder), 'the placeholder launcher').to.equal('Help chat');
    placeholder.click();
    await waitFor(() => root.querySelector('[role="dialog"]'), 'the chat');
    expect(regionOf(root.querySelector<HTMLButtonElement>('[part="launcher"]')!), 'the loaded launcher').to.equal('Help chat');
    expect(root.querySelectorAll('section[aria-label="Help chat"]'), 'one region').to.have.length(1);
  });

  it('has a launcher to click at every moment while the chat loads on hover: the loaded one is there before the placeholder goes', async () => {
    const element = fixture<HTMLElement>('<portal-chat></portal-chat>');
    const root = element.shadowRoot!;
    const placeholder = await waitFor(() => root.querySelector<HTMLButtonElement>('[part="launcher"]'), 'the launcher');
    // Every change to the shadow root, seen at the end of its task: never without a launcher.
    const withoutLauncher: string[] = [];
    const observer = new MutationObserver(() => {
      if (!root.querySelector('[part="launcher"]')) withoutLauncher.push(root.innerHTML.slice(0, 120));
    });
    observer.observe(root, { childList: true, subtree: true });
    try {
      placeholder.dispatchEvent(new PointerEvent('pointerenter'));
      await waitFor(() => !placeholder.isConnected, 'the loaded chat in place of the placeholder');
      await nothingHappensWithin(framesFor(5), () => expect(withoutLauncher).to.deep.equal([]));
    } finally {
      observer.disconnect();
    }
  });

  it('keeps its circle in forced colours, before and after the chat loads', async function () {
    notIn(this, { firefox: FORCED_COLOURS_NOT_EMULATED, webkit: FORCED_COLOURS_NOT_EMULATED });
    const element = fixture<HTMLElement>('<portal-chat></portal-chat>');
    const root = element.shadowRoot!;
    const placeholder = await waitFor(() => root.querySelector<HTMLButtonElement>('[part="launcher"]'), 'the launcher');
    await inForcedColors(() => expectVisibleEdge(placeholder, 'the placeholder launcher'));
    placeholder.click();
    await waitFor(() => root.querySelector('[role="dialog"]'), 'the chat');
    const launcher = root.querySelector<HTMLButtonElement>('[part="launcher"]')!;
    await inForcedColors(() => {
      expectVisibleEdge(launcher, 'the launcher');
      expect(getComputedStyle(launcher).borderTopLeftRadius).to.equal('50%');
    });
  });

  it('loads the chat on click, opens it with the welcome message and emits composed events', async () => {
    const element = fixture<HTMLElement>('<portal-chat></portal-chat>');
    const root = element.shadowRoot!;
    const events: string[] = [];
    const record = (event: Event) => events.push(`${event.type}:${event.composed}:${event.bubbles}`);
    document.addEventListener('portal-chat-open', record);
    document.addEventListener('portal-chat-close', record);
    try {
      const launcher = await waitFor(() => root.querySelector<HTMLButtonElement>('[part="launcher"]'), 'the launcher');
      launcher.click();

      const dialog = await waitFor(() => root.querySelector<HTMLElement>('[role="dialog"]'), 'the chat popup');
      expect(dialog.querySelector('[role="log"]')?.textContent).to.contain(CHAT_WELCOME_MESSAGE);
      expect(CHAT_WELCOME_MESSAGE).to.match(/cannot recall past messages/);
      expect(CHAT_WELCOME_MESSAGE).to.match(/Help Center articles/);
      expect(getComputedStyle(dialog.parentElement!).width).to.equal('600px');
      expect(root.querySelectorAll('[part="launcher"]'), 'the placeholder launcher was replaced').to.have.length(1);

      await waitFor(() => dialog.contains(root.activeElement), 'focus in the popup');
      await sendKeys({ press: 'Escape' });
      await waitFor(() => dialog.hidden, 'the popup to close');
      await waitFor(() => root.activeElement === root.querySelector('[part="launcher"]'), 'focus back on the launcher');
      expect(events).to.deep.equal(['portal-chat-open:true:true', 'portal-chat-close:true:true']);
    } finally {
      document.removeEventListener('portal-chat-open', record);
      document.removeEventListener('portal-chat-close', record);
    }
  });

  it('a failed load shows the popup\'s place with Try again, which loads the chat for real', async () => {
    const realLoad = chatAppModule.load;
    let calls = 0;
    // The first load fails as the browser fails it (a module nothing serves); the second is the real one.
    chatAppModule.load = async () => {
      calls += 1;
      if (calls === 1) await import(/* @vite-ignore */ `/elements/no-such-chat-${Date.now()}.js`);
      return realLoad();
    };
    const reasons: string[] = [];
    const record = (event: Event) => reasons.push((event as CustomEvent<{ reason: string }>).detail.reason);
    document.addEventListener('portal-part-error', record);
    const warn = console.warn;
    console.warn = () => {};
    try {
      const element = fixture<HTMLElement>('<portal-chat></portal-chat>');
      const root = element.shadowRoot!;
      const launcher = await waitFor(() => root.querySelector<HTMLButtonElement>('[part="launcher"]'), 'the launcher');
      launcher.click();
      const failed = await waitFor(() => root.querySelector<HTMLElement>('[part="lazy-part-failed"]'), 'the failed load\'s place');
      expect(failed.getAttribute('role')).to.equal('status');
      expect(failed.textContent).to.contain(CHAT_NOT_LOADED_TEXT);
      expect(reasons).to.deep.equal(['load-failed']);
      expect(root.querySelector('[role="dialog"]')).to.equal(null);
      const retry = [...failed.querySelectorAll('button')].find((button) => button.textContent === 'Try again')!;
      expect(getComputedStyle(failed).position).to.equal('fixed');

      retry.click();
      const dialog = await waitFor(() => root.querySelector<HTMLElement>('[role="dialog"]:not([hidden])'), 'the chat popup after Try again');
      expect(dialog.querySelector('[role="log"]')?.textContent).to.contain(CHAT_WELCOME_MESSAGE);
      expect(root.querySelector('[part="lazy-part-failed"]')).to.equal(null);
      expect(calls).to.equal(2);
    } finally {
      chatAppModule.load = realLoad;
      console.warn = warn;
      document.removeEventListener('portal-part-error', record);
    }
  });
});
