// The shell's layout on its own: the top bar across (skip link, logo, the account switcher, the end
// controls), the sidebar as a rail beside the page region, and on a phone the Menu button and the
// drawer instead of the rail; in a content-platform host the page region is not a second `main`.
import { expect } from 'chai';
import type { ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import themeCss from '../../src/components/theme/theme.css?inline';
import './theme-on-document';
import shellCss from '../../src/components/shell/portal-shell.css?inline';
import { ElementRoot } from '../../src/components/element-root';
import { ShellFrame } from '../../src/components/shell/shell-frame';
import { $contentPlatformHost } from '../../src/stores/platform/environment';
import { openPath, startRouting } from '../../src/stores/routing/routing';
import { resetStores } from '../../src/stores/store-reset';
import { sendKeys, setViewport } from './commands';
import { mountShadow } from './shadow-fixture';
import { waitFor } from './wait-for';

describe('ShellFrame', () => {
  let host: HTMLElement;
  let root: ShadowRoot;
  let reactRoot: Root;
  let homes: number;

  const render = (page: ReactNode = <h1>The page</h1>) =>
    reactRoot.render(
      <ElementRoot container={root}>
        <ShellFrame
          accountSwitcher={<button type="button">Nordic Outdoor</button>}
          topBarEnd={<span className="end">Help</span>}
          topBarEndPhone={<span className="end-phone">One menu</span>}
          belowTopBar={<p className="below">An override</p>}
          sidebar={(drawer) => <nav aria-label="Platforms" data-drawer={String(drawer)} />}
          onHome={() => void (homes += 1)}
        >
          {page}
        </ShellFrame>
      </ElementRoot>,
    );
  const shell = () => root.querySelector<HTMLElement>('[part="shell"]')!;
  const menuButton = () => root.querySelector<HTMLButtonElement>('button[aria-label="Menu"]');
  /** The top bar's controls that name what they control: every id they name is in the shadow root. */
  const expectControlledElementsExist = () => {
    const controls = [...root.querySelectorAll('[part="top-bar"] [aria-controls]')];
    for (const control of controls) {
      for (const id of control.getAttribute('aria-controls')!.split(/\s+/).filter(Boolean)) {
        expect(root.getElementById(id), `#${id}, named by ${control.getAttribute('aria-label') ?? control.textContent}`).to.not.equal(null);
      }
    }
    return controls;
  };

  before(() => {
    history.replaceState(null, '', '/');
    startRouting();
  });
  after(() => {
    resetStores({ only: ['routing'] });
    history.replaceState(null, '', '/');
  });
  beforeEach(async () => {
    homes = 0;
    ({ host, shadow: root, reactRoot } = mountShadow({ css: [themeCss, shellCss], hostStyle: 'display:block;height:500px' }));
    render();
    await waitFor(() => root.querySelector('[part="shell"]'), 'the shell frame');
  });
  afterEach(async () => {
    reactRoot.unmount();
    host.remove();
    $contentPlatformHost.set(false);
    await setViewport({ width: 800, height: 600 });
  });

  it('wide: the top bar with skip link, logo, account switcher and end controls; under it what goes across; the rail beside the page in a main region', () => {
    expect(shell().dataset.layout).to.equal('wide');
    const topBar = root.querySelector('[part="top-bar"]')!;
    expect([...topBar.querySelectorAll('button, a, span')].map((each) => each.textContent)).to.deep.equal(['Skip to content', 'Portal', 'Nordic Outdoor', 'Help']);
    expect(topBar.querySelector('.shell__top-bar-end .end')).to.not.equal(null);
    expect(menuButton()).to.equal(null);
    expectControlledElementsExist();
    expect(root.querySelector('.end-phone')).to.equal(null);
    expect(topBar.nextElementSibling?.className).to.equal('below');
    expect(root.querySelector('nav')?.dataset.drawer).to.equal('false');
    const content = root.querySelector<HTMLElement>('[part="content"]')!;
    expect(content.tagName).to.equal('MAIN');
    expect(content.querySelector('h1')?.textContent).to.equal('The page');
  });

  it('the logo goes home through onHome, not by following its link', () => {
    const logo = root.querySelector<HTMLAnchorElement>('a[aria-label="Portal home"]')!;
    expect(logo.getAttribute('href')).to.equal('/');
    const address = location.href;
    logo.click();
    expect(homes).to.equal(1);
    expect(location.href).to.equal(address);
  });

  // A scrolling region is a Tab stop in Firefox, and in Chromium when it holds nothing focusable:
  // there it shows the ring every Tab stop shows (WCAG 2.4.7). WebKit makes it none.
  for (const [page, inside] of [['text only', null], ['with a link at its end', <a href="#nowhere">A link</a>]] as const) {
    it(`on a phone, Tab stops on the scrolling page region (${page}) only with a visible focus ring`, async () => {
      await setViewport({ width: 375, height: 667 });
      await waitFor(() => shell().dataset.layout === 'phone', 'the phone layout');
      // The shell as tall as its host: the long page scrolls in the page region.
      shell().parentElement!.style.height = '100%';
      render(
        <>
          <h1>The page</h1>
          <p style={{ height: '2000px' }}>A long page.</p>
          {inside}
        </>,
      );
      const content = await waitFor(() => root.querySelector<HTMLElement>('[part="content"]:has(p)'), 'the long page');
      expect(content.scrollHeight, 'the page region scrolls').to.be.above(content.clientHeight);
      [...root.querySelectorAll('button')].find((each) => each.textContent === 'Skip to content')!.focus();
      // Through the shell's Tab stops, until the region or until focus leaves the shell.
      for (let presses = 0; presses < 10 && root.activeElement !== null; presses += 1) {
        await sendKeys({ press: 'Tab' });
        if (root.activeElement !== content) continue;
        const { outlineStyle, outlineWidth } = getComputedStyle(content);
        expect(outlineStyle, 'the focus ring').not.to.equal('none');
        expect(parseFloat(outlineWidth), 'the focus ring\'s width').to.be.at.least(2);
        break;
      }
    });
  }

  it('Skip to content gives the page region focus, without a ring', () => {
    [...root.querySelectorAll('button')].find((each) => each.textContent === 'Skip to content')!.click();
    expect(root.activeElement).to.equal(root.querySelector('[part="content"]'));
    expect(getComputedStyle(root.activeElement!).outlineStyle).to.equal('none');
  });

  it('in a content-platform host, the page region is a region named Portal, not a second main', async () => {
    $contentPlatformHost.set(true);
    const content = await waitFor(() => root.querySelector<HTMLElement>('[part="content"]:not(main)'), 'the region');
    expect(content.getAttribute('role')).to.equal('region');
    expect(content.getAttribute('aria-label')).to.equal('Portal');
    expect(root.querySelector('main')).to.equal(null);
  });

  it("on a phone: the phone's end controls, and the Menu button opens the drawer with the sidebar, which a navigation closes", async () => {
    await setViewport({ width: 375, height: 667 });
    await waitFor(() => shell().dataset.layout === 'phone', 'the phone layout');
    expect(root.querySelector('.end-phone')?.textContent).to.equal('One menu');
    expect(root.querySelector('.end')).to.equal(null);
    const button = menuButton()!;
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(root.querySelector('nav'), 'no sidebar while the drawer is shut').to.equal(null);
    expect(root.querySelector('dialog'), 'the drawer (its code) not made before it is first opened').to.equal(null);
    expect(expectControlledElementsExist(), 'no control names the drawer before it is made').to.deep.equal([]);
    button.click();
    const drawer = await waitFor(() => root.querySelector<HTMLDialogElement>('dialog[open]'), 'the drawer open');
    expect(button.getAttribute('aria-controls')).to.equal(drawer.id);
    expect(expectControlledElementsExist()).to.deep.equal([button]);
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(drawer.querySelector('nav')?.dataset.drawer).to.equal('true');
    openPath('/elsewhere');
    await waitFor(() => !drawer.open && button.getAttribute('aria-expanded') === 'false', 'the drawer closed by the navigation');
    // Shut, the drawer stays in the document: the button still names it.
    expect(button.getAttribute('aria-controls')).to.equal(drawer.id);
    expectControlledElementsExist();
  });
});
