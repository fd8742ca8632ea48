/**
 * Plain text and image addresses out of untrusted feed HTML, as pure string work.
 *
 * The HTML is never handed to a DOM (not even an inert `DOMParser` document): a small linear
 * tokenizer reads it the way the HTML tokenizer would (quoted attribute values may hold `>`,
 * comments and `<script>`/`<style>` content are skipped, a tag cut off by the end of the input is
 * dropped), so it works the same in the browser and in Node. What comes out is text, for React to
 * render as text: an entity such as `&lt;script&gt;` becomes the characters `<script>`, never markup.
 * Entities are decoded exactly once, so `&amp;lt;` becomes the text `&lt;`.
 */

import { decodeEntities } from './html-entities';

type Token =
  | { type: 'text'; text: string }
  | { type: 'start'; name: string; attributes: ReadonlyMap<string, string> }
  | { type: 'end'; name: string };

/** Elements whose content is not document text: skipped whole, up to their end tag. */
const SKIPPED_CONTENT = new Set(['script', 'style', 'template', 'iframe', 'noscript', 'noembed', 'noframes', 'xmp', 'textarea', 'title']);

/** Start or end tags that end an open paragraph (the HTML parser's implied `</p>`, roughly). */
const ENDS_PARAGRAPH = new Set([
  'address', 'article', 'aside', 'blockquote', 'details', 'dialog', 'div', 'dl', 'fieldset', 'figcaption', 'figure',
  'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'main', 'menu', 'nav', 'ol', 'p',
  'pre', 'section', 'table', 'ul', 'li', 'body', 'html',
]);

/** Tags that separate words visually: they become a space, inline tags become nothing. */
const SEPARATES_WORDS = new Set([...ENDS_PARAGRAPH, 'br', 'dd', 'dt', 'td', 'th', 'tr', 'caption', 'img', 'option']);

const isSpace = (char: string | undefined): boolean => char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\f';
// Unanchored: it is only ever given one character (html[index]). The guard stays: test() would read undefined as "undefined".
const isLetter = (char: string | undefined): boolean => char !== undefined && /[A-Za-z]/.test(char);

interface TagRead {
  /** The tag, or null for a comment, a doctype or a tag cut off by the end of the input. */
  token: Token | null;
  /** Index just after it. */
  end: number;
}

/** Reads the name and attributes of a tag whose name starts at `from`. Linear: every character is looked at once. */
function readTag(html: string, from: number, type: 'start' | 'end'): TagRead {
  const length = html.length;
  let index = from;
  while (index < length && !isSpace(html[index]) && html[index] !== '/' && html[index] !== '>') index += 1;
  const name = html.slice(from, index).toLowerCase();
  const attributes = new Map<string, string>();
  while (index < length) {
    while (index < length && (isSpace(html[index]) || html[index] === '/')) index += 1;
    if (index >= length) break;
    if (html[index] === '>') {
      return { token: type === 'start' ? { type, name, attributes } : { type, name }, end: index + 1 };
    }
    const nameStart = index;
    index += 1; // The first character belongs to the name even when it is "=".
    while (index < length && !isSpace(html[index]) && html[index] !== '/' && html[index] !== '>' && html[index] !== '=') index += 1;
    const attributeName = html.slice(nameStart, index).toLowerCase();
    while (index < length && isSpace(html[index])) index += 1;
    let value = '';
    if (html[index] === '=') {
      index += 1;
      while (index < length && isSpace(html[index])) index += 1;
      const quote = html[index];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, index + 1);
        if (close < 0) break;
        value = html.slice(index + 1, close);
        index = close + 1;
      } else {
        const valueStart = index;
        while (index < length && !isSpace(html[index]) && html[index] !== '>') index += 1;
        value = html.slice(valueStart, index);
      }
    }
    // As in HTML, the first of two attributes with one name wins.
    if (!attributes.has(attributeName)) attributes.set(attributeName, value);
  }
  // The input ended inside the tag: HTML drops such a tag.
  return { token: null, end: length };
}

/** What starts at `at` (a "<"): a tag, a comment, or null when the "<" is just text. */
function readMarkup(html: string, at: number): TagRead | null {
  const next = html[at + 1];
  if (html.startsWith('<!--', at)) {
    const close = html.indexOf('-->', at + 4);
    return { token: null, end: close < 0 ? html.length : close + 3 };
  }
  if (next === '!' || next === '?') {
    const close = html.indexOf('>', at + 2);
    return { token: null, end: close < 0 ? html.length : close + 1 };
  }
  if (next === '/') {
    // Stryker disable next-line StringLiteral: an end tag typed '' instead of 'end' is read the same everywhere: every reader only asks whether a token is 'start' or 'text'.
    if (isLetter(html[at + 2])) return readTag(html, at + 2, 'end');
    const close = html.indexOf('>', at + 2);
    return { token: null, end: close < 0 ? html.length : close + 1 };
  }
  return isLetter(next) ? readTag(html, at + 1, 'start') : null;
}

/** The tokens of `html`, lazily, in one pass. */
function* tokenize(html: string): Generator<Token> {
  const length = html.length;
  let textFrom = 0;
  let index = 0;
  while (index < length) {
    const at = html.indexOf('<', index);
    if (at < 0) break;
    const markup = readMarkup(html, at);
    if (markup === null) {
      index = at + 1;
      continue;
    }
    if (at > textFrom) yield { type: 'text', text: html.slice(textFrom, at) };
    index = textFrom = markup.end;
    const { token } = markup;
    if (token === null) continue;
    yield token;
    if (token.type === 'start' && SKIPPED_CONTENT.has(token.name)) {
      const closing = new RegExp(`</${token.name}[\\s/>]`, 'gi');
      closing.lastIndex = index;
      const found = closing.exec(html);
      if (found === null) return;
      const close = html.indexOf('>', found.index);
      index = textFrom = close < 0 ? length : close + 1;
      // Stryker disable next-line ObjectLiteral,StringLiteral: the end tag of a skipped element (script, style, textarea...) neither ends a paragraph nor separates words, typed or not.
      yield { type: 'end', name: token.name };
    }
  }
  if (textFrom < length) yield { type: 'text', text: html.slice(textFrom) };
}

/** Joins text pieces and collapses white space (a no-break space included) into single spaces. */
const normalise = (pieces: readonly string[]): string => pieces.join('').replace(/\s+/g, ' ').trim();

/**
 * The text of the first paragraph (`<p>`) of `html` that has any text, or of the whole HTML when
 * no paragraph has text. Tags are dropped (block tags leave a space between words), comments and
 * script/style content are skipped, entities are decoded once, white space is collapsed.
 */
export function firstParagraphText(html: string): string {
  const whole: string[] = [];
  let paragraph: string[] | null = null;
  for (const token of tokenize(html)) {
    // Stryker disable next-line StringLiteral: a text token has no name, so ENDS_PARAGRAPH.has(token.name) is false for it either way.
    if (paragraph !== null && token.type !== 'text' && ENDS_PARAGRAPH.has(token.name)) {
      const text = normalise(paragraph);
      if (text !== '') return text;
      paragraph = null;
    }
    if (token.type === 'start' && token.name === 'p') {
      paragraph = [];
      continue;
    }
    const piece = token.type === 'text' ? decodeEntities(token.text) : SEPARATES_WORDS.has(token.name) ? ' ' : '';
    whole.push(piece);
    paragraph?.push(piece);
  }
  const last = paragraph === null ? '' : normalise(paragraph);
  return last !== '' ? last : normalise(whole);
}

/**
 * The `src` of the first `<img>` in `html` that has one (entities decoded, trimmed), whatever its
 * quoting (`"…"`, `'…'` or none), or null. The address is not checked: pass it through `httpUrl`.
 */
export function firstImageSrc(html: string): string | null {
  for (const token of tokenize(html)) {
    if (token.type !== 'start' || token.name !== 'img') continue;
    const src = decodeEntities(token.attributes.get('src') ?? '').trim();
    if (src !== '') return src;
  }
  return null;
}
