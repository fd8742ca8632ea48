// The runner's commands the browser tests use, the same in every engine (tests/tools/engine-commands.mjs
// carries them out): the runner's own keys, viewport and media commands know only the drivers of
// Chromium (Puppeteer, Playwright), and pass WebKit's WebDriver key names as text.
import { executeServerCommand, resetMouse as releaseMouse, sendMouse } from '@web/test-runner-commands';

export { sendMouse };

/**
 * Lets go of the mouse's buttons and moves the pointer to the page's top left corner, in every
 * engine. Puppeteer over WebDriver BiDi (Firefox) only lets go, leaving the pointer where the test
 * left it: the next test's elements, drawn under it, were hovered (a sidebar entry's hover card
 * started its delay) before that test moved the pointer at all.
 */
export async function resetMouse(): Promise<void> {
  await sendMouse({ type: 'move', position: [0, 0] });
  await releaseMouse();
}

/** The engine the suite runs in (web-test-runner.config.mjs): chromium, firefox or webkit. */
export const ENGINE: string = (globalThis as { __PORTAL_TEST_ENGINE__?: string }).__PORTAL_TEST_ENGINE__ ?? 'chromium';

/** A key pressed (Puppeteer's key names: `Tab`, `ArrowDown`, `Space`…), text typed, or a key held down or let go. */
export type KeysPayload = { press: string } | { type: string } | { down: string } | { up: string };

/** Sends real key events to the focused element, as a person would type them. */
export const sendKeys = (payload: KeysPayload): Promise<unknown> => executeServerCommand('engine-keys', payload);

/** Sets the page's viewport (every test file starts at 800 × 600). */
export const setViewport = (viewport: { width: number; height: number }): Promise<unknown> => executeServerCommand('engine-viewport', viewport);

/** Emulates the user's media preferences (only Chromium's driver can: the others refuse). */
export const emulateMedia = (media: { reducedMotion?: 'reduce' | 'no-preference'; colorScheme?: 'light' | 'dark' | 'no-preference' }): Promise<unknown> =>
  executeServerCommand('engine-media', media);

/** Turns forced colours (Windows High Contrast) on or off (only Chromium's driver can: the others refuse). */
export const forcedColors = (active: boolean): Promise<unknown> => executeServerCommand('forced-colors', { active });

/**
 * Runs `script` in the page's frame whose address starts with `url`, as that frame's own code (a
 * cross-origin app frame too, which the test page cannot reach).
 */
export const runInFrame = (url: string, script: string): Promise<unknown> => executeServerCommand('run-in-frame', { url, script });

/**
 * Marks the running test pending in the engines named, its title saying why. Only for what an
 * engine's driver or build cannot do (tests/README.md, "Engines", lists each), never for a
 * difference of the product, which is fixed instead.
 */
export function notIn(test: Mocha.Context, reasons: { firefox?: string; webkit?: string }): void {
  const reason = reasons[ENGINE as keyof typeof reasons];
  if (reason === undefined) return;
  if (test.test) test.test.title += ` [not in ${ENGINE}: ${reason}]`;
  test.skip();
}

/** Firefox's WebDriver BiDi (ESR 153) and classic WebDriver have no forced-colours emulation. */
export const FORCED_COLOURS_NOT_EMULATED = 'its driver cannot emulate forced colours';

/** WebKitGTK's WebDriver sends Shift+Tab with the key "Unidentified" (code Tab), which no focus trap takes for Tab. */
export const SHIFT_TAB_UNIDENTIFIED = 'its WebDriver sends Shift+Tab with the key "Unidentified"';
