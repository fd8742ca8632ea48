/** The Chromium binary: $CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
export const chromiumPath: string;
/** Flags for headless Chromium on our machines (root, no GPU, closed network). */
export const chromiumArgs: string[];
export function hasChromium(): boolean;
