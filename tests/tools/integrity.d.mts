/** The file the hashes are written to, inside dist/. */
export const INTEGRITY_FILE: string;
/** The `integrity` value of some bytes: sha384, base64. */
export function sriHash(data: Uint8Array | string): string;
/** Every shipped file of `dist` and its hash, by path relative to `dist` (with `/`), sorted. */
export function integrityOf(dist: string): Record<string, string>;
