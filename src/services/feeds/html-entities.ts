// HTML character references, decoded once, as pure string work: feed text (html-text.ts) reads
// each entity of an untrusted feed into the character it names, and never into markup.

// The named entities of Latin-1 (U+00A0 to U+00FF), in code point order.
const LATIN_1 = (
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro ' +
  'para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil ' +
  'Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave ' +
  'Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml ' +
  'igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml'
).split(' ');

const NAMED_ENTITIES: ReadonlyMap<string, string> = new Map([
  ['amp', '&'], ['lt', '<'], ['gt', '>'], ['quot', '"'], ['apos', "'"],
  ...LATIN_1.map((name, offset): [string, string] => [name, String.fromCharCode(0xa0 + offset)]),
  ['OElig', '\u0152'], ['oelig', '\u0153'], ['Scaron', '\u0160'], ['scaron', '\u0161'], ['Yuml', '\u0178'],
  ['fnof', '\u0192'], ['circ', '\u02c6'], ['tilde', '\u02dc'], ['ensp', '\u2002'], ['emsp', '\u2003'],
  ['thinsp', '\u2009'], ['zwnj', '\u200c'], ['zwj', '\u200d'], ['lrm', '\u200e'], ['rlm', '\u200f'],
  ['ndash', '\u2013'], ['mdash', '\u2014'], ['lsquo', '\u2018'], ['rsquo', '\u2019'], ['sbquo', '\u201a'],
  ['ldquo', '\u201c'], ['rdquo', '\u201d'], ['bdquo', '\u201e'], ['dagger', '\u2020'], ['Dagger', '\u2021'],
  ['bull', '\u2022'], ['hellip', '\u2026'], ['permil', '\u2030'], ['prime', '\u2032'], ['Prime', '\u2033'],
  ['lsaquo', '\u2039'], ['rsaquo', '\u203a'], ['euro', '\u20ac'], ['trade', '\u2122'], ['larr', '\u2190'],
  ['rarr', '\u2192'], ['uarr', '\u2191'], ['darr', '\u2193'], ['harr', '\u2194'],
]);

// Numeric references 0x80-0x9F mean Windows-1252 characters in HTML (&#146; is a right quote).
const WINDOWS_1252 = '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function fromCodePoint(codePoint: number): string {
  // Stryker disable next-line StringLiteral: never used; the table has a character for each of the 32 code points 0x80-0x9F.
  if (codePoint >= 0x80 && codePoint <= 0x9f) return WINDOWS_1252[codePoint - 0x80] ?? '\ufffd';
  if (codePoint === 0 || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(codePoint);
}

const ENTITY = /&(?:#(\d+);?|#[xX]([0-9a-fA-F]+);?|([A-Za-z][A-Za-z0-9]{1,31});)/g;

/**
 * Decodes HTML character references once: numeric (decimal and hex) and the named ones of
 * Latin-1 plus the common typographic ones. Unknown names stay as they are.
 */
export function decodeEntities(text: string): string {
  // Stryker disable next-line StringLiteral: includes('') is always true, and then the replace finds no reference in a text without "&": the same text.
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, decimal: string | undefined, hex: string | undefined, name: string | undefined) => {
    const digits = (decimal ?? hex)?.replace(/^0+(?=.)/, '');
    if (digits !== undefined) return fromCodePoint(digits.length > 8 ? Infinity : Number.parseInt(digits, decimal === undefined ? 16 : 10));
    // Stryker disable next-line StringLiteral: never used; the pattern captures a name whenever it captures no digits.
    return NAMED_ENTITIES.get(name ?? '') ?? whole;
  });
}
