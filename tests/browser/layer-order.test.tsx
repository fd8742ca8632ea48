// One stacking order for every layer of ours: a modal dialog and its backdrop cover the chat popup.
import { expect } from 'chai';
import '../../elements/index';
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
 * events, and a modal dialog turns them off around itself (on the body, on the chat's positioner),
 * so they are on everywhere in `roots` while looking.
 */
function topmostAt(root: ShadowRoot | Document, point: readonly [number, number], roots: (ShadowRoot | Document)[]): Element | null {
  const allPointerEvents = new CSSStyleSheet();
  allPointerEvents.replaceSync('* { pointer-events: auto !important; }');
  for (const each of roots) each.adoptedStyleSheets = [...each.adoptedStyleSheets, allPointerEvents];
  try {
    return root.elementFromPoint(...point);
  } finally {
    for (const each of roots) each.adoptedStyleSheets = each.adoptedStyleSheets.filter((sheet) => sheet !== allPointerEvents);
  }
}

/** Whether the Switch account dialog or its backdrop is what `root` has at `point`. */
function dialogLayerAt(root: ShadowRoot, point: readonly [number, number], roots: (ShadowRoot | Document)[] = [root]): string {
  const hit = topmostAt(root, point, [document, ...roots]);
  return hit?.closest('.account-switcher__backdrop, .account-switcher__positioner') ? 'dialog or backdrop' : `${hit?.localName}.${hit?.className}`;
}

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
