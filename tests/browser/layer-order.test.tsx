// One stacking order for every layer of ours: a modal dialog and its backdrop cover the chat popup.
import { expect } from 'chai';
import { sendKeys, setViewport } from './commands';
import '../../elements/index';
import { openPath } from '../../src/stores/routing/routing';
import { mountSignedInShell } from './shell-fixture';
import { signInAs, testHostParams } from './test-backend';
import { cleanupFixtures, fixture, waitFor } from './wait-for';

/** Opens the chat in `root` with its launcher and gives points in the middle and corners of its popup. */
async function openChatPopup(root: ShadowRoot): Promise<(readonly [number, number])[]> {
  const launcher = await waitFor(() => root.querySelector<HTMLButtonElement>('[part~="launcher"]'), 'the chat launcher');
  launcher.click();
  const popup = await waitFor(() => root.querySelector<HTMLElement>('[part~="popup"]'), 'the chat popup');
  await waitFor(() => popup.getBoundingClientRect().height > 0, 'the popup laid out');
  const box = popup.getBoundingClientRect();
  const points = [
    [box.left + box.width / 2, box.top + box.height / 2],
    [box.left + 8, box.top + 8],
    [box.right - 8, box.bottom - 8],
  ] as const;
  const before = root.elementFromPoint(...points[0]);
  expect(popup.contains(before), `what is on the chat before: ${before?.className}`).to.equal(true);
  return [...points];
}

/**
 * What `root` (or the document) paints on top at `point`. Hit testing skips what takes no pointer
 * events or is inert, and a modal dialog turns them off around itself (pointer events on the body
 * and the chat's positioner; inert on what is behind it), so they are on everywhere in `roots`
 * while looking.
 */
function topmostAt(root: ShadowRoot | Document, point: readonly [number, number], roots: (ShadowRoot | Document)[]): Element | null {
  const allPointerEvents = new CSSStyleSheet();
  allPointerEvents.replaceSync('* { pointer-events: auto !important; }');
  const inert = roots.flatMap((each) => [...each.querySelectorAll<HTMLElement>('[inert]')]);
  for (const each of roots) each.adoptedStyleSheets = [...each.adoptedStyleSheets, allPointerEvents];
  for (const element of inert) element.inert = false;
  try {
    return root.elementFromPoint(...point);
  } finally {
    for (const element of inert) element.inert = true;
    for (const each of roots) each.adoptedStyleSheets = each.adoptedStyleSheets.filter((sheet) => sheet !== allPointerEvents);
  }
}

/** Whether the Switch account dialog or its backdrop is what `root` has at `point`. */
function dialogLayerAt(root: ShadowRoot, point: readonly [number, number], roots: (ShadowRoot | Document)[] = [root]): string {
  const hit = topmostAt(root, point, [document, ...roots]);
  return hit?.closest('.account-switcher__backdrop, .account-switcher__positioner') ? 'dialog or backdrop' : `${hit?.localName}.${hit?.className}`;
}

/** The share of `element`'s box that the chat launcher of `root` covers, 0 to 1. */
function coveredByLauncher(root: ShadowRoot, element: Element): number {
  const box = element.getBoundingClientRect();
  const launcher = root.querySelector('[part~="launcher"]')!.getBoundingClientRect();
  const width = Math.max(0, Math.min(box.right, launcher.right) - Math.max(box.left, launcher.left));
  const height = Math.max(0, Math.min(box.bottom, launcher.bottom) - Math.max(box.top, launcher.top));
  return (width * height) / (box.width * box.height);
}

describe('the chat launcher and focused content (WCAG 2.4.11)', function () {
  this.timeout(30_000);
  let shell: HTMLElement | undefined;

  afterEach(async () => {
    shell?.remove();
    await setViewport({ width: 800, height: 600 });
  });

  /** The shell filling a window of `width` x `height`, as on the portal's own page. */
  async function shellIn(width: number, height: number): Promise<ShadowRoot> {
    await setViewport({ width, height });
    shell = await mountSignedInShell('u-mads');
    shell.style.cssText = 'display: block; height: 100vh';
    const root = shell.shadowRoot!;
    await waitFor(() => root.querySelector('[part~="launcher"]'), 'the chat launcher', 8000);
    return root;
  }

  for (const [width, height] of [[375, 667], [320, 200]] as const) {
    it(`at ${width} x ${height}, hides no more than a tenth of a focused Read more or See more`, async () => {
      const root = await shellIn(width, height);
      await waitFor(() => root.querySelectorAll('.news-card__link').length > 0, 'the news', 8000);
      const links = [...root.querySelectorAll<HTMLElement>('.news-card__link, [part="news-see-more"]')];
      expect(links.length).to.be.greaterThan(1);
      for (const link of links) {
        link.focus();
        expect(root.activeElement).to.equal(link);
        expect(coveredByLauncher(root, link), `the share of "${link.textContent}" under the launcher`).to.be.at.most(0.1);
      }
    });
  }

  for (const [width, height, what] of [[375, 667, '375 px'], [320, 568, '320 px'], [320, 200, '400 % zoom (320 x 200)']] as const) {
    it(`at ${what}, the chat sheet's focused Send is on top at its centre and corners: the launcher is not over it`, async () => {
      const root = await shellIn(width, height);
      root.querySelector<HTMLButtonElement>('[part~="launcher"]')!.click();
      const field = await waitFor(() => root.querySelector<HTMLTextAreaElement>('[part~="popup"] textarea'), 'the question field');
      await waitFor(() => root.activeElement === field, 'focus in the question field');
      await sendKeys({ type: 'Where are my reports?' });
      const send = [...root.querySelectorAll<HTMLButtonElement>('[part~="popup"] button')].find((button) => button.textContent === 'Send')!;
      await waitFor(() => !send.disabled, 'Send enabled');
      send.focus();
      expect(root.activeElement).to.equal(send);
      const box = send.getBoundingClientRect();
      const points = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + 2, box.top + 2],
        [box.right - 2, box.top + 2],
        [box.left + 2, box.bottom - 2],
        [box.right - 2, box.bottom - 2],
      ] as const;
      const roots = [document, root];
      const covered = points.map((point) => topmostAt(root, point, roots)).filter((hit) => !hit || !send.contains(hit));
      expect(covered.map((hit) => `${hit?.localName}.${hit?.getAttribute('class')}`), 'what is over the focused Send').to.deep.equal([]);
      await sendKeys({ press: 'Escape' });
    });
  }

  it('at 400 % zoom (320 x 200), keeps the focused "Page not found" heading and its button clear of the launcher', async () => {
    const root = await shellIn(320, 200);
    await waitFor(() => root.querySelector('[part="home"]'), 'the home page', 8000);
    openPath('/no-such-area/at-all');
    const page = await waitFor(() => root.querySelector('[part="not-found"]'), 'Page not found');
    for (const control of [page.querySelector('h1')!, page.querySelector('button')!]) {
      control.focus();
      expect(root.activeElement).to.equal(control);
      expect(coveredByLauncher(root, control), `the share of "${control.textContent}" under the launcher`).to.be.at.most(0.1);
    }
    openPath('/');
  });
});

describe('the layers of the shell', function () {
  this.timeout(30_000);
  let shell: HTMLElement | undefined;

  afterEach(() => {
    shell?.remove();
    cleanupFixtures();
  });

  it('put the Switch account dialog and its backdrop above the open chat popup', async () => {
    shell = await mountSignedInShell('u-mads');
    const root = shell.shadowRoot!;
    const points = await openChatPopup(root);

    root.querySelector<HTMLButtonElement>('[part="account-switcher-button"]')!.click();
    await waitFor(() => root.querySelector('.account-switcher__positioner [role="dialog"]'), 'the Switch account dialog');
    for (const point of points) expect(dialogLayerAt(root, point), `at ${point.join(', ')}`).to.equal('dialog or backdrop');
  });

  it('put the Switch account dialog of one element above the chat popup of a later element on the page', async () => {
    await signInAs('u-mads');
    const page = fixture<HTMLElement>(`<div><portal-account-switcher host-params-json='${testHostParams()}'></portal-account-switcher><portal-chat customer-id="1001"></portal-chat></div>`);
    const [switcher, chat] = [page.querySelector('portal-account-switcher')!, page.querySelector('portal-chat')!];
    const points = await openChatPopup(chat.shadowRoot!);
    const button = await waitFor(() => switcher.shadowRoot!.querySelector<HTMLButtonElement>('[part="account-switcher-button"]:not([disabled])'), 'the account switcher');
    button.click();
    await waitFor(() => switcher.shadowRoot!.querySelector('.account-switcher__positioner [role="dialog"]'), 'the Switch account dialog');
    const roots = [document, switcher.shadowRoot!, chat.shadowRoot!];
    for (const point of points) {
      expect(topmostAt(document, point, roots)?.localName, `at ${point.join(', ')}`).to.equal(switcher.localName);
      expect(dialogLayerAt(switcher.shadowRoot!, point, roots), `at ${point.join(', ')}`).to.equal('dialog or backdrop');
    }
  });
});
