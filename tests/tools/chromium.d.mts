/** The browser people run: $CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
export const chromiumPath: string;
/** The same engine without the browser around it: $CHROMIUM_HEADLESS_SHELL_PATH, else /usr/bin/chromium-headless-shell. */
export const headlessShellPath: string;
/** Flags for headless Chromium and its headless shell on our machines (root, no GPU, closed network). */
export const chromiumArgs: string[];
export function hasChromium(): boolean;
