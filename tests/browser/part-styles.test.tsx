// Each part brings its own styles: <portal-shell> adopts only what its first paint shows (theme,
// shell, top bar, sidebar, the switcher's button, the frames, the home page's frame); the home
// page's content, the release-notes card, the chat and the account dialog adopt theirs, into the
// element's shadow root, when they render (usePartStyles).
import { expect } from 'chai';
import '../../elements/portal-shell';
import { cleanupFixtures, fixture, waitFor } from './wait-for';

/** Whether one of the root's adopted stylesheets has a style rule for exactly `selector`. */
const hasRule = (root: ShadowRoot, selector: string) =>
  root.adoptedStyleSheets.some((sheet) => [...sheet.cssRules].some((rule) => rule instanceof CSSStyleRule && rule.selectorText === selector));

describe('part styles', () => {
  afterEach(cleanupFixtures);

  it("a new <portal-shell> adopts the first paint's stylesheets, and not those of the parts that load later", () => {
    const root = document.createElement('portal-shell').shadowRoot!;
    for (const selector of ['.shell', '.sidebar', '.account-switcher__button', '.home', '.home__welcome']) expect(hasRule(root, selector), selector).to.equal(true);
    for (const selector of ['.home__grid', '.release-notes', '.chat-launcher', '.account-switcher__content']) expect(hasRule(root, selector), selector).to.equal(false);
  });

  it('the home content, the release notes, the chat launcher and the account dialog are styled once shown', async () => {
    const root = fixture<HTMLElement>('<portal-shell></portal-shell>').shadowRoot!;
    const grid = await waitFor(() => root.querySelector<HTMLElement>('.home__grid'), 'the home content');
    expect(getComputedStyle(grid).display).to.equal('grid');
    const notes = await waitFor(() => root.querySelector<HTMLElement>('.release-notes'), 'the release notes');
    expect(getComputedStyle(notes).display).to.equal('flex');
    const launcher = await waitFor(() => root.querySelector<HTMLElement>('[part="launcher"]'), 'the chat launcher');
    expect(getComputedStyle(launcher).position).to.equal('fixed');
    root.querySelector<HTMLButtonElement>('[part="account-switcher-button"]')!.click();
    const content = await waitFor(() => root.querySelector<HTMLElement>('.account-switcher__content'), 'the account dialog');
    expect(getComputedStyle(content).display).to.equal('flex');
  });
});
