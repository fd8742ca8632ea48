// The edges of the feed HTML reader: character references at the ends of their ranges, markup the
// HTML tokenizer skips, and tags and attributes written in unusual but valid ways.
import { describe, expect, it } from 'vitest';
import { decodeEntities, firstImageSrc, firstParagraphText } from '../../../src/services/feeds/html-text';

describe('decodeEntities: the ends of the ranges', () => {
  it('reads 0x80 and 0x9F as Windows-1252 and the characters around that range as themselves', () => {
    expect(decodeEntities('&#127;|&#128;|&#159;|&#160;')).toBe('\u007f|\u20ac|\u0178|\u00a0');
    expect(decodeEntities('&#x81;&#x8D;')).toBe('\u0081\u008d');
  });

  it('keeps the code points next to the surrogates and the last one; replaces NUL written with zeros', () => {
    expect(decodeEntities('&#xD7FF;|&#xE000;|&#x10FFFF;')).toBe('\ud7ff|\ue000|\u{10ffff}');
    expect(decodeEntities('&#xDFFF;|&#000;|&#x0;')).toBe('\ufffd|\ufffd|\ufffd');
    expect(decodeEntities('&#x0041;&#0066;')).toBe('AB');
  });

  it('replaces references of nine or more digits', () => {
    expect(decodeEntities('&#123456789;|&#xFFFFFFFFF;')).toBe('\ufffd|\ufffd');
  });

  it('reads names case-sensitively and only with their semicolon; leaves references without digits alone', () => {
    expect(decodeEntities('&Amp; &AMP; &amp &Eacute;&eacute;')).toBe('&Amp; &AMP; &amp \u00c9\u00e9');
    expect(decodeEntities('&#x;&#;&#65x')).toBe('&#x;&#;Ax');
  });

  it('decodes the typographic names beyond Latin-1', () => {
    expect(decodeEntities('&OElig;&scaron;&fnof;&bull;&trade;&larr;&harr;&permil;&Dagger;')).toBe('\u0152\u0161\u0192\u2022\u2122\u2190\u2194\u2030\u2021');
  });
});

describe('firstParagraphText: markup that is not text', () => {
  it('skips the content of a textarea, and a script up to its real end tag only', () => {
    expect(firstParagraphText('<p>a<textarea>x</textarea>b</p>')).toBe('ab');
    expect(firstParagraphText('<p>a<script>x</scripts>y</script>b</p>')).toBe('ab');
    expect(firstParagraphText('<p>a<script>x</script/>b</p>')).toBe('ab');
  });

  it('drops everything after a script whose end tag is cut off', () => {
    expect(firstParagraphText('<p>a<script>x</script')).toBe('a');
  });

  it('skips doctypes, processing instructions and bogus end tags, and an unclosed comment or declaration to the end', () => {
    expect(firstParagraphText('<p>a<!doctype html>b</p>')).toBe('ab');
    expect(firstParagraphText('<p>a<?php echo 1 ?>b</p>')).toBe('ab');
    expect(firstParagraphText('<p>a</ >b</p>')).toBe('ab');
    expect(firstParagraphText('<p>a</3>b</p>')).toBe('ab');
    expect(firstParagraphText('<p>a<!-- never closed <p>b</p>')).toBe('a');
    expect(firstParagraphText('<p>a<!x never closed')).toBe('a');
    expect(firstParagraphText('<p>a</')).toBe('a');
  });

  it('keeps a "<" at the very end as text', () => {
    expect(firstParagraphText('<p>a<')).toBe('a<');
  });
});

describe('firstParagraphText: paragraphs', () => {
  it('a self-closing <p/> still opens a paragraph', () => {
    expect(firstParagraphText('<p/>Text<p>Para</p>')).toBe('Text');
  });

  it('an end tag with white space before its ">" ends the paragraph', () => {
    expect(firstParagraphText('<p>a</p\n>b')).toBe('a');
    expect(firstParagraphText('<P>a</P >b')).toBe('a');
  });

  it('a paragraph left open runs to the end of the input', () => {
    expect(firstParagraphText('<p>one')).toBe('one');
  });

  it('table cells, definitions and images separate words; inline tags do not', () => {
    expect(firstParagraphText('<p>a<td>b</p>')).toBe('a b');
    expect(firstParagraphText('<p>a<dd>b')).toBe('a b');
    expect(firstParagraphText('<p>a<img src="x.jpg">b</p>')).toBe('a b');
    expect(firstParagraphText('<p>a<span>b</span>c</b>d</p>')).toBe('abcd');
    expect(firstParagraphText('<br/>a<br/>b')).toBe('a b');
  });

  it('gives the whole text when the only paragraph is empty, and an empty paragraph is skipped', () => {
    expect(firstParagraphText('x<p></p>')).toBe('x');
    expect(firstParagraphText('<p>  &nbsp; </p><p>second</p>')).toBe('second');
    expect(firstParagraphText('<div><p>a</div>b')).toBe('a');
  });
});

describe('firstImageSrc: attributes as HTML reads them', () => {
  it('the first of two src attributes wins', () => {
    expect(firstImageSrc('<img src="a.jpg" src="b.jpg">')).toBe('a.jpg');
  });

  it('reads attributes after a slash, a tab or a stray "="', () => {
    expect(firstImageSrc('<img/src="a.jpg">')).toBe('a.jpg');
    expect(firstImageSrc('<img\tsrc=t.jpg>')).toBe('t.jpg');
    expect(firstImageSrc('<img =x src=y.jpg>')).toBe('y.jpg');
  });

  it('an unquoted value ends at white space or ">", a quoted one may hold ">"', () => {
    expect(firstImageSrc('<img src=a.jpg\tb>')).toBe('a.jpg');
    expect(firstImageSrc('<img src=a.jpg>x')).toBe('a.jpg');
    expect(firstImageSrc('<img src=a.jpg/>')).toBe('a.jpg/');
    expect(firstImageSrc('<img alt=">" src=z.jpg>')).toBe('z.jpg');
  });

  it('trims the address and skips an image whose address is blank or empty', () => {
    expect(firstImageSrc("<img src='  b.jpg  '>")).toBe('b.jpg');
    expect(firstImageSrc('<img src=" "><img src=><img src=c.jpg>')).toBe('c.jpg');
  });

  it('takes only <img> start tags: not an end tag, another element or another attribute', () => {
    expect(firstImageSrc('</img src="x.jpg"><img src="y.jpg">')).toBe('y.jpg');
    expect(firstImageSrc('<imgx src=a.jpg><img src=b.jpg>')).toBe('b.jpg');
    expect(firstImageSrc('<img srcset=a.jpg src=b.jpg>')).toBe('b.jpg');
  });

  it('drops an image tag cut off by the end of the input', () => {
    expect(firstImageSrc('<img src')).toBeNull();
    expect(firstImageSrc('<img src="x.jpg')).toBeNull();
    expect(firstImageSrc('<img src=x.jpg')).toBeNull();
  });
});

describe('tags cut off by the end of the input, anywhere in them', () => {
  it('in the name, after an attribute, after a slash, after "="', () => {
    expect(firstParagraphText('<p>a<br')).toBe('a');
    expect(firstParagraphText('<p>a<img src=x ')).toBe('a');
    expect(firstParagraphText('<p>a<img src="x"/')).toBe('a');
    expect(firstParagraphText('<p>a<img src= ')).toBe('a');
    expect(firstImageSrc('<img')).toBeNull();
  });

  it('after a script\'s end tag name, before its ">"', () => {
    expect(firstParagraphText('<p>a<script>x</script ')).toBe('a');
  });
});

describe('more of the HTML tokenizer', () => {
  it('every kind of HTML white space separates attributes: space, tab, line feed, carriage return, form feed', () => {
    for (const space of [' ', '\t', '\n', '\r', '\f']) {
      expect(firstImageSrc(`<img${space}src=a.jpg>`), JSON.stringify(space)).toBe('a.jpg');
      expect(firstImageSrc(`<img src=a.jpg${space}b>`), JSON.stringify(space)).toBe('a.jpg');
    }
  });

  it('an attribute without a value is empty, and the next attribute is read after it', () => {
    expect(firstImageSrc('<img src><img src=b.jpg>')).toBe('b.jpg');
    expect(firstImageSrc('<img alt src=a.jpg>')).toBe('a.jpg');
    expect(firstImageSrc('<img alt/src=a.jpg>')).toBe('a.jpg');
    expect(firstImageSrc('<img src =a.jpg>')).toBe('a.jpg');
    expect(firstParagraphText('<p>a<img alt>b</p>')).toBe('a b');
  });

  it('a quoted value ending in ">" still ends where its quote does', () => {
    expect(firstParagraphText('<p><a title="x>">y</a></p>')).toBe('y');
  });

  it('a "-->" before a comment is text, and the comment runs to its own "-->"', () => {
    expect(firstParagraphText('<p>a-->b<!--c-->d</p>')).toBe('a-->bd');
  });

  it('a stray end tag of a skipped element skips nothing', () => {
    expect(firstParagraphText('<p>a</script>b</p>')).toBe('ab');
  });

  it('an end tag opens no paragraph; text before the first paragraph is not part of it', () => {
    expect(firstParagraphText('a</p>b')).toBe('a b');
    expect(firstParagraphText('Intro<p>Teaser')).toBe('Teaser');
  });

  it('leading zeros of a numeric reference do not count towards its length', () => {
    expect(decodeEntities('&#0000000065;|&#x0000000041;')).toBe('A|A');
  });
});
