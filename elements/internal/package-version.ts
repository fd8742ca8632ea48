// Replaced by Vite's `define` (vite.config.ts) with package.json's version; absent where no bundler ran.
declare const __PORTAL_SHELL_VERSION__: string | undefined;

/** The version of the portal-shell package these elements come from, e.g. `0.2.0`. */
export const PACKAGE_VERSION: string = typeof __PORTAL_SHELL_VERSION__ === 'string' ? __PORTAL_SHELL_VERSION__ : '0.0.0-unbuilt';
