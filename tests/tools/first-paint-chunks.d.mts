import type { Plugin, Rolldown } from 'vite';

/** The elements whose first paints are planned, by the module that starts each one (absolute paths). */
export interface FirstPaintElements {
  /** The element whose first paint is gathered into few files: its own code in its own file. */
  main: string;
  /** Elements whose first paint must stay small: each is its own file and the base chunk, which `main` loads too. */
  small: readonly string[];
  /** The other elements: what they share with `main`'s first paint is in the common chunk (or one for some of them). */
  others: readonly string[];
  /**
   * Libraries of the first paints kept in a chunk of their own, by its name: a file that stays the
   * same from release to release, so that a browser keeps it cached across them.
   */
  apart?: Readonly<Record<string, RegExp>>;
}

/** The chunks the plan names besides the main element's own file. */
export const FIRST_PAINT_CHUNK: {
  /** What a small element's first paint loads besides its own file (the main element loads it too). */
  readonly base: 'elements-base';
  /** What the main element's first paint shares with the other elements or with lazy parts of theirs. */
  readonly common: 'elements-common';
};

/** A chunk of a build, as far as the plan reads it. */
export type PlannedChunk = Pick<Rolldown.OutputChunk, 'fileName' | 'imports' | 'dynamicImports' | 'moduleIds' | 'isEntry'> & { code?: string };

/**
 * Which chunk each module of the first paints goes to (module id to chunk name), read from the
 * chunks of the same build split the default way:
 * - what a small element's first paint loads, but its own file, goes to `elements-base`;
 * - what the main element's first paint shares with every other element's, or only with their lazy
 *   parts, goes to `elements-common`; what it shares with the first paints of only some of them goes
 *   to `elements-common-<element>` for those, unless it is small;
 * - the rest, which only the main element ever loads, goes to its own file (named like its module);
 * - but modules of a library in `apart` go to that library's chunk;
 * - the files of an entry that loads none of the elements (the embedded-app SDK) are left out.
 */
export function planFirstPaint(output: readonly PlannedChunk[], elements: FirstPaintElements): Map<string, string>;

/** The code-splitting groups of a plan: one per chunk name, each taking exactly its modules. */
export function groupsOf(plan: ReadonlyMap<string, string>): Rolldown.CodeSplittingGroup[];

/** The Vite plugin that plans the first paints of a build (a second build in memory) and chunks it so. */
export function firstPaintChunks(elements: FirstPaintElements): Plugin;
