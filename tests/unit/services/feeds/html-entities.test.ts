// HTML character references: the named and numeric ones a feed writes, decoded once, and the ends
// of their ranges.
import { describe } from 'vitest';
import { readsAs } from '../../reads-as';
import { decodeEntities } from '../../../../src/services/feeds/html-entities';

describe('decodeEntities', () => {
  readsAs(decodeEntities, [
    ['decodes the common named entities', [
      ['&amp; &lt; &gt; &quot; &apos; &nbsp; &rsquo; &lsquo; &ldquo;&rdquo; &ndash; &mdash; &hellip; &copy; &euro;', '& < > " \' \u00a0 \u2019 \u2018 \u201c\u201d \u2013 \u2014 \u2026 \u00a9 \u20ac'],
      ['&aelig;&oslash;&aring; &AElig;&Oslash;&Aring; &eacute;&uuml;&szlig;', 'æøå ÆØÅ éüß'],
    ]],
    ['decodes decimal and hex references, with or without leading zeros or a semicolon', [
      ['&#39;&#8217;&#x2019;&#X41;&#0000065;&#66', "'\u2019\u2019AAB"],
      ['&#128512;', '😀'],
    ]],
    ['reads 0x80-0x9F as Windows-1252 and replaces impossible code points', [
      ['&#146;&#150;', '\u2019\u2013'],
      ['&#0;&#xD800;&#x110000;&#99999999999;', '\ufffd\ufffd\ufffd\ufffd'],
    ]],
    ['decodes once: a double-encoded entity becomes the text of the entity', [
      ['&amp;lt;b&amp;gt;', '&lt;b&gt;'],
      ['&amp;amp;', '&amp;'],
    ]],
    ['leaves unknown names and bare ampersands alone', [
      ['&lol9; & &unknown; AT&T a&b;', '&lol9; & &unknown; AT&T a&b;'],
    ]],
  ]);
});

describe('decodeEntities: the ends of the ranges', () => {
  readsAs(decodeEntities, [
    ['reads 0x80 and 0x9F as Windows-1252 and the characters around that range as themselves', [
      ['&#127;|&#128;|&#159;|&#160;', '\u007f|\u20ac|\u0178|\u00a0'],
      ['&#x81;&#x8D;', '\u0081\u008d'],
    ]],
    ['keeps the code points next to the surrogates and the last one; replaces NUL written with zeros', [
      ['&#xD7FF;|&#xE000;|&#x10FFFF;', '\ud7ff|\ue000|\u{10ffff}'],
      ['&#xDFFF;|&#000;|&#x0;', '\ufffd|\ufffd|\ufffd'],
      ['&#x0041;&#0066;', 'AB'],
    ]],
    ['replaces references of nine or more digits', [
      ['&#123456789;|&#xFFFFFFFFF;', '\ufffd|\ufffd'],
    ]],
    ['reads names case-sensitively and only with their semicolon; leaves references without digits alone', [
      ['&Amp; &AMP; &amp &Eacute;&eacute;', '&Amp; &AMP; &amp \u00c9\u00e9'],
      ['&#x;&#;&#65x', '&#x;&#;Ax'],
    ]],
    ['decodes the typographic names beyond Latin-1', [
      ['&OElig;&scaron;&fnof;&bull;&trade;&larr;&harr;&permil;&Dagger;', '\u0152\u0161\u0192\u2022\u2122\u2190\u2194\u2030\u2021'],
    ]],
    ['leading zeros of a numeric reference do not count towards its length', [
      ['&#0000000065;|&#x0000000041;', 'A|A'],
    ]],
  ]);
});
