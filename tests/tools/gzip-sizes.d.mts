/** Budgets of the first-paint path, in gzipped bytes, by entry name. */
export const BUDGETS: Record<'portal-shell' | 'portal-chat' | 'client', number>;
/** How many files each entry's first paint may load at most, by entry name. */
export const FILE_LIMITS: Record<'portal-shell' | 'portal-chat', number>;
/** Gzipped size of the bytes at level 9. */
export function gzipSize(data: Uint8Array | string): number;
/** One entry of a build: gzipped bytes of its first-paint path and of everything it may load. */
export interface EntrySize {
  name: string;
  file: string;
  firstPaint: number;
  /** How many files the first paint loads: the entry and the chunks it imports statically. */
  files: number;
  everything: number;
  budget: number | undefined;
  /** FILE_LIMITS' limit of `files`, when it has one. */
  fileLimit: number | undefined;
  /** Within the budget and the file limit. */
  ok: boolean;
}
/** The entries of a Vite build with a manifest, and the gzipped size of a named (non-entry) chunk. */
export function entrySizes(dist: string): { entries: EntrySize[]; chunkBytes(name: string): number | undefined };
/** Budgets of files outside the elements' manifest, in gzipped bytes, by file name. */
export const FILE_BUDGETS: Record<string, number>;
/** The files of FILE_BUDGETS in `dist`, as rows of an entry's shape. */
export function fileSizes(dist: string): EntrySize[];
