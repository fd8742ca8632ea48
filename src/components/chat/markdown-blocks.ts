// How a chat answer is cut into markdown blocks, so that a streaming answer re-renders only its
// tail. Pure functions: the components only render what these decide.

/** The opening or closing line of a fenced code block (its backticks or tildes in group 1). */
export const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const LIST_ITEM = /^ {0,3}(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;
const BLANK = /^[ \t]*$/;

/**
 * An answer cut into its top-level markdown blocks, at blank lines outside code fences; the items of
 * a list (and indented lines) stay in one block, so that a list reads as one. Each block keeps the
 * blank lines after it: joined, the blocks give back the text. Rendering block by block is what
 * lets a streaming answer re-render only its tail; the final answer is cut the same way, so both
 * give the same DOM. An empty text has no block. (A reference-style link whose definition is in
 * another block stays text.)
 */
export function markdownBlocks(text: string): string[] {
  const blocks: string[] = [];
  let start = 0;
  let fence: string | null = null;
  let blockIsList = false;
  let afterBlank = false;
  let lineStart = 0;
  while (lineStart < text.length) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline < 0 ? text.length : newline + 1;
    const line = text.slice(lineStart, newline < 0 ? text.length : newline);
    const marker = FENCE.exec(line)?.[1];
    if (fence !== null) {
      if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
    } else if (BLANK.test(line)) {
      afterBlank = lineStart > start;
    } else {
      const continues = /^[ \t]/.test(line) || (blockIsList && LIST_ITEM.test(line));
      if (afterBlank && !continues) {
        blocks.push(text.slice(start, lineStart));
        start = lineStart;
      }
      if (lineStart === start) blockIsList = LIST_ITEM.test(line);
      afterBlank = false;
      if (marker !== undefined) fence = marker;
    }
    lineStart = lineEnd;
  }
  if (start < text.length) blocks.push(text.slice(start));
  return blocks;
}

/**
 * {@link markdownBlocks} of a text that extends an earlier one, from that text's blocks: only its
 * last two blocks are cut again (a new line can still join the last block to the one before it,
 * as the next item of a list), so a frame of a streaming answer costs its tail, not its length.
 * The blocks kept are the same strings, which React compares at once. The answer is always that of
 * `markdownBlocks(text)`: a text that does not extend the earlier one is cut whole.
 */
export function extendMarkdownBlocks(previous: readonly string[], text: string): string[] {
  if (previous.length < 3) return markdownBlocks(text);
  let offset = 0;
  let keptLength = 0;
  for (const [index, block] of previous.entries()) {
    if (!text.startsWith(block, offset)) return markdownBlocks(text);
    offset += block.length;
    if (index === previous.length - 3) keptLength = offset;
  }
  return [...previous.slice(0, -2), ...markdownBlocks(text.slice(keptLength))];
}

/**
 * A cutter for one answer that remembers the blocks it gave last: each call costs the text's tail
 * (see {@link extendMarkdownBlocks}). Its answers depend only on the text, as a cache's do.
 */
export function createBlockCutter(): (text: string) => string[] {
  let blocks: string[] = [];
  return (text) => (blocks = extendMarkdownBlocks(blocks, text));
}
