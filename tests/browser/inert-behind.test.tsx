// Behind each modal of the shell, what a screen reader could still reach: nothing of ours, nothing of the page.
import { expect } from 'chai';
import { sendKeys, setViewport } from './commands';
import '../../elements/index';
import { $dirty } from '../../src/stores/platform/navigation-confirmation';
import { browserNavigation } from '../../src/stores/platform/browser-navigation';
import { mountSignedInShell } from './shell-fixture';
import { waitFor } from './wait-for';

/** The composed parent: across a shadow root to its host. */
const parentOf = (node: Element): Element | null => node.parentElement ?? ((node.parentNode as ShadowRoot | null)?.host ?? null);

/** Whether `element` is in the accessibility tree as far as the page decides: no inert or aria-hidden element holds it. */
function exposed(element: Element): boolean {
  for (let node: Element | null = element; node; node = parentOf(node)) {
    if ((node as HTMLElement).inert || node.getAttribute('aria-hidden') === 'true') return false;
  }
  return true;
}

/** The shell's banner, main and headings outside `modal`, and the host page's own content, that are still exposed. */
function exposedBehind(root: ShadowRoot, modal: Element): string[] {
  const behind = [...root.querySelectorAll('header, main, [role="banner"], [role="main"], h1, h2, h3, [part~="launcher"]')].filter((element) => !modal.contains(element));
  expect(behind.length, 'the banner, main and headings of the shell').to.be.greaterThan(2);
  const page = document.getElementById('host-content')!;
  return [...behind, page].filter(exposed).map((element) => `${element.localName}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 30)}"`);
}

describe('the page behind a modal of the shell', function () {
  this.timeout(30_000);
  let shell: HTMLElement | undefined;
  let hostContent: HTMLElement | undefined;

  const originalAssign = browserNavigation.assign;

  afterEach(async () => {
    browserNavigation.assign = originalAssign;
    $dirty.set(false);
    shell?.remove();
    hostContent?.remove();
    await setViewport({ width: 800, height: 600 });
  });

  /** The shell on its own page (with some of the host's content beside it), the home page shown, in a window of `width` x `height`. */
  async function shellIn(width: number, height: number): Promise<ShadowRoot> {
    await setViewport({ width, height });
    hostContent = document.createElement('p');
    hostContent.id = 'host-content';
    hostContent.textContent = "The host page's own text";
    document.body.append(hostContent);
    shell = await mountSignedInShell('u-mads');
    const root = shell.shadowRoot!;
    await waitFor(() => root.querySelector('[part="home"] h1'), 'the home page', 8000);
    await waitFor(() => root.querySelector('[part~="launcher"]'), 'the chat launcher', 8000);
    return root;
  }

  it('on a phone, with the chat sheet open, is inert; closed, all of it is back', async () => {
    const root = await shellIn(375, 667);
    expect(exposedBehind(root, document.createElement('div')), 'before the sheet opens').to.have.length.greaterThan(3);
    root.querySelector<HTMLButtonElement>('[part~="launcher"]')!.click();
    const sheet = await waitFor(() => root.querySelector<HTMLElement>('[role="dialog"][aria-modal="true"][part~="popup"]'), 'the chat sheet');
    await waitFor(() => sheet.contains(root.activeElement), 'focus in the sheet');
    await waitFor(() => exposedBehind(root, sheet).length === 0, 'the page behind the sheet to be inert').catch(() => undefined);
    expect(exposedBehind(root, sheet), 'exposed behind the chat sheet').to.deep.equal([]);
    expect(exposed(sheet), 'the sheet itself').to.equal(true);
    expect(hostContent!.inert, "the host page's content inert, as behind the phone's drawer").to.equal(true);

    await sendKeys({ press: 'Escape' });
    await waitFor(() => sheet.hidden || !sheet.isConnected, 'the sheet to close');
    await waitFor(() => exposedBehind(root, sheet).length > 3, 'the page back');
    expect(hostContent!.inert, "the host page's content back").to.equal(false);
  });

  for (const [width, height] of [[1280, 800], [375, 667]] as const) {
    it(`at ${width} px, with the Switch account dialog open, is inert`, async () => {
      const root = await shellIn(width, height);
      root.querySelector<HTMLButtonElement>('[part="account-switcher-button"]')!.click();
      const dialog = await waitFor(() => root.querySelector<HTMLElement>('[part="account-dialog"]'), 'the Switch account dialog');
      await waitFor(() => dialog.contains(root.activeElement), 'focus in the dialog');
      await waitFor(() => exposedBehind(root, dialog).length === 0, 'the page behind the dialog to be inert').catch(() => undefined);
      expect(exposedBehind(root, dialog), 'exposed behind the Switch account dialog').to.deep.equal([]);
      expect(exposed(dialog), 'the dialog itself').to.equal(true);
      expect(hostContent!.inert, "the host page's content inert").to.equal(true);

      await sendKeys({ press: 'Escape' });
      await waitFor(() => !dialog.isConnected, 'the dialog to close');
      await waitFor(() => exposedBehind(root, dialog).length > 3, 'the page back');
      expect(hostContent!.inert, "the host page's content back").to.equal(false);
    });
  }

  it('with the Stay / Leave question on Logout over unsaved work, is inert; Stay gives it all back', async () => {
    const root = await shellIn(1280, 800);
    $dirty.set(true);
    // Stay is the answer here: should the page leave all the same, it is recorded, not followed.
    const left: string[] = [];
    browserNavigation.assign = (url) => void left.push(url);
    // By keyboard, as a person would: the menu opens on Enter, End goes to Logout, Enter chooses it.
    root.querySelector<HTMLButtonElement>('.top-bar__user-trigger')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => root.querySelector('[role="menuitem"]')?.contains(root.activeElement) || root.querySelector('[role="menu"]')?.contains(root.activeElement), 'the user menu, focused');
    await sendKeys({ press: 'End' });
    await waitFor(() => root.querySelector('[role="menuitem"][data-highlighted]')?.textContent?.trim() === 'Logout', 'Logout highlighted');
    await sendKeys({ press: 'Enter' });
    const prompt = await waitFor(() => root.querySelector<HTMLElement>('[role="alertdialog"]'), 'the Stay / Leave question');
    await waitFor(() => prompt.contains(root.activeElement), 'focus on Stay');
    await waitFor(() => exposedBehind(root, prompt).length === 0, 'the page behind the question to be inert').catch(() => undefined);
    expect(exposedBehind(root, prompt), 'exposed behind the Stay / Leave question').to.deep.equal([]);
    expect(exposed(prompt), 'the question itself').to.equal(true);
    expect(hostContent!.inert, "the host page's content inert").to.equal(true);

    [...prompt.querySelectorAll('button')].find((button) => button.textContent === 'Stay')!.click();
    await waitFor(() => !prompt.isConnected, 'the question to close');
    expect(left, 'Stay stays').to.deep.equal([]);
    await waitFor(() => exposedBehind(root, prompt).length > 3, 'the page back');
    expect(hostContent!.inert, "the host page's content back").to.equal(false);
  });
});
