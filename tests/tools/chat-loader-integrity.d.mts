/** What the loader's source holds in place of the list (elements/portal-chat-loader.ts). */
export const PLACEHOLDER: string;
/** The files of the chat's module graph in `dist` (from Vite's manifest), the entry first. */
export function chatModules(dist: string): string[];
/** The loader's text with the placeholder replaced by the modules' values. */
export function withModuleIntegrity(loaderText: string, integrity: Record<string, string>): string;
