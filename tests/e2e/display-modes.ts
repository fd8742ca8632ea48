import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectStopsSeen, expectSurfaceFits, setTextSpacing, tabStops } from './a11y-kit';
import { axeViolations, expectNoHorizontalScroll, isPhone, SHOTS, type WindowSize } from './layout-kit';

/** Where the screenshots of the display modes go (git-ignored, looked at by eye). */
const MODE_SHOTS = `${SHOTS}/a11y`;

interface DisplayMode {
  name: string;
  on(page: Page): Promise<void>;
  off(page: Page): Promise<void>;
}

/** A host page that follows the visitor's scheme (`color-scheme: light dark` on its root), in a dark system. */
const setDarkScheme = async (page: Page, on: boolean) => {
  await page.emulateMedia({ colorScheme: on ? 'dark' : 'light' });
  await page.evaluate(`document.documentElement.style.colorScheme = ${on ? "'light dark'" : "''"}`);
};

const MODES: readonly DisplayMode[] = [
  { name: 'forced-colours', on: (page) => page.emulateMedia({ forcedColors: 'active' }), off: (page) => page.emulateMedia({ forcedColors: 'none' }) },
  { name: 'dark', on: (page) => setDarkScheme(page, true), off: (page) => setDarkScheme(page, false) },
  { name: 'text-spacing', on: (page) => setTextSpacing(page, true), off: (page) => setTextSpacing(page, false) },
];

/** Keyboard focus back to the start of the page, as after a fresh load, without one. */
const focusFromTheTop = (page: Page) =>
  page.evaluate(`(() => {
    let active = document.activeElement;
    while (active && active.shadowRoot && active.shadowRoot.activeElement) active = active.shadowRoot.activeElement;
    active?.blur();
  })()`);

/**
 * The signed-in home page in forced colours, the dark scheme and WCAG 1.4.12 text spacing, one after
 * the other on the same page (no reload): every Tab stop of the first 30 shows a focus outline and
 * is not hidden by anything fixed of ours, nothing scrolls sideways, the user menu fits the window;
 * in forced colours the launcher keeps its circle, in the dark scheme axe finds no contrast failure. Screenshots
 * of the page and the open menu go to test-results/a11y/.
 */
export async function walkDisplayModes(page: Page, size: WindowSize): Promise<void> {
  const shell = page.locator('portal-shell');
  for (const mode of MODES) {
    await mode.on(page);
    try {
      const what = `${size.name} ${mode.name}`;
      await focusFromTheTop(page);
      expectStopsSeen(await tabStops(page, 30), what);
      await expectNoHorizontalScroll(page, what);
      if (mode.name === 'forced-colours') {
        const edge = await shell.locator('[part="launcher"]').evaluate((launcher) => getComputedStyle(launcher).borderTopStyle);
        expect(edge, `${what}: the launcher's circle`).toBe('solid');
      }
      if (mode.name === 'dark') expect(await axeViolations(page, ['color-contrast']), `${what}: axe's contrast`).toEqual([]);
      await focusFromTheTop(page);
      await page.screenshot({ path: `${MODE_SHOTS}/${size.name}-${mode.name}-home.png` });
      await shell.getByRole('button', { name: isPhone(size) ? /^Help, partner products and user menu/ : /^User menu for/ }).click();
      const menu = shell.getByRole('menu');
      await menu.waitFor();
      await expectSurfaceFits(page, menu, `${what}: the user menu`);
      await page.screenshot({ path: `${MODE_SHOTS}/${size.name}-${mode.name}-user-menu.png` });
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
    } finally {
      await mode.off(page);
    }
  }
}
