// How the unfinished tail of a streaming answer is shown without raw markup. A pure function: the
// components only render what it decides.
import { FENCE } from './markdown-blocks';

/** A last line that so far holds only the start of a block's markup (`#`, `-`, `1.`, `>`, a fence...). */
const MARKUP_ONLY_LINE = /(?:^|\n) {0,3}(?:#{1,6}|[-*+=_]+|\d{1,9}[.)]?|>|`{1,2}|~{1,2}|\|)[ \t]*$/;

/** How many times the character at `index` repeats from there. */
function runLength(text: string, index: number): number {
  let end = index + 1;
  while (text[end] === text[index]) end += 1;
  return end - index;
}

/** Where the code span whose backticks start at `index` ends (after its closing backticks), or -1 while it is open. */
function codeSpanEnd(text: string, index: number): number {
  const length = runLength(text, index);
  const close = text.indexOf('`'.repeat(length), index + length);
  return close < 0 ? -1 : close + length;
}

/** Where an unfinished link or image starts in `text`, and whether it is an image; null when none is. */
function unfinishedLink(text: string): { from: number; textFrom: number; textTo: number; image: boolean } | null {
  const open: number[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    if (char === '\\') {
      index += 2;
      continue;
    }
    if (char === '`') {
      // A code span: brackets inside it are code, not a link.
      index = codeSpanEnd(text, index);
      if (index < 0) break;
      continue;
    }
    if (char === '[') open.push(index);
    else if (char === ']' && open.length > 0) {
      const from = open.pop()!;
      if (index === text.length - 1) return link(text, from, index);
      if (text[index + 1] === '(') {
        let depth = 0;
        let end = index + 1;
        for (; end < text.length; end += 1) {
          if (text[end] === '(') depth += 1;
          else if (text[end] === ')' && --depth === 0) break;
        }
        if (end >= text.length) return link(text, from, index);
        open.length = 0;
        index = end;
      }
    }
    index += 1;
  }
  return open.length > 0 ? link(text, open[0]!, text.length) : null;
}

function link(text: string, bracket: number, textTo: number) {
  const image = bracket > 0 && text[bracket - 1] === '!';
  return { from: image ? bracket - 1 : bracket, textFrom: bracket + 1, textTo, image };
}

/** Whether the emphasis marker at `index` (length `size`) can open, and whether it can close. */
function flanking(text: string, index: number, size: number): { opens: boolean; closes: boolean } {
  const before = text[index - 1] ?? ' ';
  const after = text[index + size] ?? ' ';
  const underscore = text[index] === '_';
  const word = /[\p{L}\p{N}]/u;
  return {
    opens: !/\s/.test(after) && !(underscore && word.test(before)),
    closes: !/\s/.test(before) && !(underscore && word.test(after)),
  };
}

/** A marker left open: its character, how many of them still wait for a closer, and where its text starts. */
interface OpenMarker {
  char: string;
  length: number;
  index: number;
  textFrom: number;
}

/** Closes emphasis and a code span left open at the end of `text`; a marker with nothing after it yet is held back. */
function closeInline(text: string): string {
  const open: OpenMarker[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    if (char === '\\') {
      index += 2;
      continue;
    }
    const run = '`*_~'.includes(char) ? runLength(text, index) : 0;
    if (char === '`') {
      const end = codeSpanEnd(text, index);
      if (end < 0) {
        open.push({ char, length: run, index, textFrom: index + run });
        break;
      }
      index = end;
      continue;
    }
    const atEnd = index + run === text.length;
    // A single ~ is text, unless it ends the text so far (the first half of ~~).
    if (run === 0 || (char === '~' && run === 1 && !atEnd)) {
      index += 1;
      continue;
    }
    const { opens, closes } = flanking(text, index, run);
    let left = run;
    // A closing run closes the innermost markers of its character (*** closes ** and *).
    for (let top = open.at(-1); closes && left > 0 && top?.char === char; top = open.at(-1)) {
      const used = Math.min(top.length, left);
      top.length -= used;
      left -= used;
      if (top.length === 0) open.pop();
    }
    if (left === run && (opens || atEnd)) open.push({ char, length: char === '~' ? 2 : Math.min(run, 3), index, textFrom: index + run });
    index += run;
  }
  if (open.length === 0) return text;
  const first = open.findIndex((entry) => text.slice(entry.textFrom).trim() === '');
  const kept = first < 0 ? open : open.slice(0, first);
  const body = (first < 0 ? text : text.slice(0, open[first]!.index)).trimEnd();
  return body + kept.map((entry) => entry.char.repeat(entry.length)).reverse().join('');
}

/**
 * The unfinished tail of a streaming answer as it may be shown, with no raw markup in it: an
 * unfinished link shows its text alone (it becomes a link once its `)` arrives), an unfinished image
 * nothing, open emphasis and code spans are closed, and a marker or a last line of block markup with
 * nothing after it yet is held back. A text whose markup is all finished comes back as it is.
 * `tail` is the last block of the answer so far (see `markdownBlocks`): earlier blocks are finished.
 */
export function settledMarkdown(tail: string): string {
  let inFence = false;
  for (const line of tail.split('\n')) if (FENCE.test(line)) inFence = !inFence;
  // In an open code fence everything is code: shown as it comes.
  if (inFence) return tail;
  // A "!" after a space may be the start of an image.
  let text = tail.replace(MARKUP_ONLY_LINE, '').replace(/(^|\s)!$/, '$1');
  for (let found = unfinishedLink(text); found !== null; found = unfinishedLink(text)) {
    text = text.slice(0, found.from) + (found.image ? '' : text.slice(found.textFrom, found.textTo));
  }
  return closeInline(text);
}
