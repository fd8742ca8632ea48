/** What the loader's source holds in place of the chat file's value (elements/portal-chat-loader.ts). */
export const PLACEHOLDER: string;
/** The chat's one file in dist/. */
export const CHAT_ONE_FILE: string;
/** The one-file build's manifest in dist/. */
export const CHAT_ONE_FILE_MANIFEST: string;
/** Throws unless the one-file build's manifest shows one module that imports nothing. */
export function assertOneFile(manifest: Record<string, { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; name?: string }>): void;
/** The loader's text with the placeholder replaced by the chat file's value. */
export function withChatIntegrity(loaderText: string, integrity: string): string;
