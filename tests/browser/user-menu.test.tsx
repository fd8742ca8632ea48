// The user menu of the top bar: the initials, the entries of the person's role, keys, hover intent
// and its accessibility (in the top bar beside Help and the partner products: tests/browser/top-bar-kit.tsx).
import { expect } from 'chai';
import { seriousViolations } from './axe-check';
import { sendKeys, sendMouse } from './commands';
import { MENU_CLOSE_DELAY_MS } from '../../src/config/business-constants';
import { $portalPath } from '../../src/stores/routing/routing';
import { $session } from '../../src/stores/session/session';
import { centre, pointerInto } from './pointer';
import { signIn, useTopBar } from './top-bar-kit';
import { framesFor, nothingHappensWithin, waitFor } from './wait-for';

/**
 * What an element's ::before shows: its computed `content`, with `attr()` resolved as it is drawn
 * (Chromium computes it to the attribute's text; Firefox and WebKit keep `attr(…)`).
 */
const shownBefore = (element: Element): string =>
  getComputedStyle(element, '::before').content.replace(/^attr\(([\w-]+)\)$/, (_, name: string) => JSON.stringify(element.getAttribute(name) ?? ''));

describe('Top bar: the user menu', () => {
  const { root, host, redirects, trigger, openMenu, placedMenu, menuItem, menuItems } = useTopBar();
  /** Where focus is, for a failure that waited for it elsewhere. */
  const focusSeen = () => {
    const name = (element: Element | null) => (element ? `${element.localName}.${element.className}${element.isConnected ? '' : ' (removed)'}` : 'none');
    return `focus on ${name(root().activeElement)} in the top bar, ${name(document.activeElement)} in the document; the page ${document.hasFocus() ? 'has' : 'has not'} focus; the menu ${openMenu() ? 'open' : 'closed'}`;
  };

  it('shows the initials, named for the user, and opens on click with name, e-mail, My account and Logout', async () => {
    const avatar = trigger().querySelector('.top-bar__avatar')!;
    expect(avatar.getAttribute('data-initials')).to.equal('MM');
    expect(shownBefore(avatar)).to.equal('"MM"');
    expect(trigger().getAttribute('aria-label')).to.equal('User menu for Mads Holm Madsen (MM)');
    expect(trigger().getAttribute('aria-label'), 'the visible initials are in the name').to.contain(shownBefore(avatar).replaceAll('"', ''));
    expect(trigger().getAttribute('aria-haspopup')).to.equal('menu');
    trigger().click();
    const content = await waitFor(openMenu, 'the menu');
    expect(content.textContent).to.contain('Mads Holm Madsen');
    expect(content.textContent).to.contain('mads@nordic.example');
    expect(content.querySelector('.top-bar__avatar')?.getAttribute('data-initials')).to.equal('MM');
    expect(menuItems()).to.deep.equal(['My account', 'Logout']);
    expect(getComputedStyle(content).maxWidth).to.equal('356px');
    expect(Number(getComputedStyle(content).zIndex)).to.be.below(2400);
  });

  it('shows the entries of the role: Internal Tools only for an administrator; the partner profile for a partner', async () => {
    signIn(1);
    trigger().click();
    await waitFor(openMenu, 'the admin menu');
    expect(menuItems()).to.deep.equal(['My account', 'Internal Tools', 'Logout']);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !openMenu(), 'the menu to close');

    signIn(2);
    trigger().click();
    await waitFor(placedMenu, 'the partner menu');
    expect(menuItems()).to.deep.equal(['My account', 'Logout']);
    // A pointer that rests on the item, then clicks (as a hand does; a same-millisecond move and click is not).
    await sendMouse({ type: 'move', position: centre(menuItem('My account')) });
    await waitFor(() => menuItem('My account').hasAttribute('data-highlighted'), 'the pointer resting on My account');
    await sendMouse({ type: 'click', position: centre(menuItem('My account')) });
    await waitFor(() => $portalPath.get() === '/myacc/ptn/tnt', 'the partner profile route');
    await waitFor(() => !openMenu(), 'the menu to close after a choice');
  });

  it('navigates to a sub-item and logs out from the keyboard', async () => {
    signIn(1);
    trigger().focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(openMenu, 'the menu on Enter');
    await waitFor(() => root().activeElement?.closest('[role="menu"]'), 'focus in the menu');
    // Opened by a key, the menu highlights its first item: the next key moves on from there.
    await waitFor(() => root().querySelector('[role="menuitem"][data-highlighted]'), 'the first item highlighted');
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => root().querySelector('[role="menuitem"][data-highlighted]')?.textContent === 'Internal Tools', 'Internal Tools highlighted');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => $portalPath.get() === '/internal-tools', 'Internal Tools to open');
    await waitFor(() => !openMenu(), 'the menu to close');
    await waitFor(() => root().activeElement === trigger(), 'focus back on the trigger', undefined, focusSeen);

    await sendKeys({ press: 'ArrowDown' });
    await waitFor(openMenu, 'the menu on ArrowDown');
    await waitFor(() => root().activeElement?.closest('[role="menu"]'), 'focus in the menu again');
    await waitFor(() => root().querySelector('[role="menuitem"][data-highlighted]'), 'an item highlighted again');
    await sendKeys({ press: 'End' });
    await waitFor(() => root().querySelector('[role="menuitem"][data-highlighted]')?.textContent === 'Logout', 'Logout highlighted');
    redirects.length = 0;
    await sendKeys({ press: 'Enter' });
    await waitFor(() => redirects.length === 1, 'the sign-out redirect');
    expect(redirects[0]).to.contain('/identity/account/logout');
    expect($session.get().status).to.equal('unauthenticated');
    await waitFor(() => !root().querySelector('.top-bar__user-trigger'), 'the user menu to go with the user');
  });

  // The delays themselves (300 ms to open, 250 ms to close) run on fake time: tests/unit/components/top-bar/hover-intent.test.ts.
  it('opens when the pointer rests on the initials, stays while it is on the menu, closes after it leaves, giving focus back', async () => {
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'a field of the page');
    field.style.cssText = 'position:fixed;left:10px;bottom:10px';
    document.body.append(field);
    field.focus();
    await pointerInto(trigger());
    await waitFor(openMenu, 'the menu to open on hover');
    const content = await waitFor(placedMenu, 'the menu in place');

    // Into the menu: it stays open.
    await sendMouse({ type: 'move', position: centre(content) });
    // Nothing to wait for: it must not close. Longer than the close delay.
    await nothingHappensWithin(framesFor(MENU_CLOSE_DELAY_MS + 150), () => expect(openMenu(), 'open while the pointer is on it').to.not.equal(null));

    await sendMouse({ type: 'move', position: [20, 580] });
    await waitFor(() => !openMenu(), 'the menu to close after the pointer left');
    await waitFor(() => document.activeElement === field, 'focus back where it was before the pointer passed');
    field.remove();
  });

  it('a click on a hovered-open menu keeps it open, and it then stays when the pointer leaves', async () => {
    await sendMouse({ type: 'move', position: centre(trigger()) });
    await waitFor(openMenu, 'the hover-opened menu');
    await sendMouse({ type: 'click', position: centre(trigger()) });
    await nothingHappensWithin(framesFor(50), () => expect(openMenu(), 'open after the click').to.not.equal(null));
    await sendMouse({ type: 'move', position: [20, 580] });
    // Nothing to wait for: it must not close. Longer than the close delay.
    await nothingHappensWithin(framesFor(MENU_CLOSE_DELAY_MS + 250), () => expect(openMenu(), 'a clicked menu does not close on leave').to.not.equal(null));
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !openMenu(), 'Escape to close it');
  });


  it('has no serious or critical axe violations, closed and with the user menu open', async () => {
    expect(await seriousViolations(host())).to.deep.equal([]);
    trigger().click();
    await waitFor(openMenu, 'the menu');
    expect(await seriousViolations(host())).to.deep.equal([]);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !openMenu(), 'the menu to close');
  });
});
