// The edges of the feed HTML reader: markup the HTML tokenizer skips, and tags and attributes
// written in unusual but valid ways (character references at the ends of their ranges:
// html-entities.test.ts).
import { describe, expect, it } from 'vitest';
import { readsAs } from '../../../reads-as';
import { firstImageSrc, firstParagraphText } from '../../../../../src/services/feeds/html-text';

describe('firstParagraphText: markup that is not text', () => {
  readsAs(firstParagraphText, [
    ['skips the content of a textarea, and a script up to its real end tag only', [
      ['<p>a<textarea>x</textarea>b</p>', 'ab'],
      ['<p>a<script>x</scripts>y</script>b</p>', 'ab'],
      ['<p>a<script>x</script/>b</p>', 'ab'],
    ]],
    ['drops everything after a script whose end tag is cut off', [
      ['<p>a<script>x</script', 'a'],
    ]],
    ['skips doctypes, processing instructions and bogus end tags, and an unclosed comment or declaration to the end', [
      ['<p>a<!doctype html>b</p>', 'ab'],
      ['<p>a<?php echo 1 ?>b</p>', 'ab'],
      ['<p>a</ >b</p>', 'ab'],
      ['<p>a</3>b</p>', 'ab'],
      ['<p>a<!-- never closed <p>b</p>', 'a'],
      ['<p>a<!x never closed', 'a'],
      ['<p>a</', 'a'],
    ]],
    ['keeps a "<" at the very end as text', [
      ['<p>a<', 'a<'],
    ]],
  ]);
});

describe('firstParagraphText: paragraphs', () => {
  readsAs(firstParagraphText, [
    ['a self-closing <p/> still opens a paragraph', [
      ['<p/>Text<p>Para</p>', 'Text'],
    ]],
    ['an end tag with white space before its ">" ends the paragraph', [
      ['<p>a</p\n>b', 'a'],
      ['<P>a</P >b', 'a'],
    ]],
    ['a paragraph left open runs to the end of the input', [
      ['<p>one', 'one'],
    ]],
    ['table cells, definitions and images separate words; inline tags do not', [
      ['<p>a<td>b</p>', 'a b'],
      ['<p>a<dd>b', 'a b'],
      ['<p>a<img src="x.jpg">b</p>', 'a b'],
      ['<p>a<span>b</span>c</b>d</p>', 'abcd'],
      ['<br/>a<br/>b', 'a b'],
    ]],
    ['gives the whole text when the only paragraph is empty, and an empty paragraph is skipped', [
      ['x<p></p>', 'x'],
      ['<p>  &nbsp; </p><p>second</p>', 'second'],
      ['<div><p>a</div>b', 'a'],
    ]],
  ]);
});

describe('firstImageSrc: attributes as HTML reads them', () => {
  readsAs(firstImageSrc, [
    ['the first of two src attributes wins', [
      ['<img src="a.jpg" src="b.jpg">', 'a.jpg'],
    ]],
    ['reads attributes after a slash, a tab or a stray "="', [
      ['<img/src="a.jpg">', 'a.jpg'],
      ['<img\tsrc=t.jpg>', 't.jpg'],
      ['<img =x src=y.jpg>', 'y.jpg'],
    ]],
    ['an unquoted value ends at white space or ">", a quoted one may hold ">"', [
      ['<img src=a.jpg\tb>', 'a.jpg'],
      ['<img src=a.jpg>x', 'a.jpg'],
      ['<img src=a.jpg/>', 'a.jpg/'],
      ['<img alt=">" src=z.jpg>', 'z.jpg'],
    ]],
    ['trims the address and skips an image whose address is blank or empty', [
      ["<img src='  b.jpg  '>", 'b.jpg'],
      ['<img src=" "><img src=><img src=c.jpg>', 'c.jpg'],
    ]],
    ['takes only <img> start tags: not an end tag, another element or another attribute', [
      ['</img src="x.jpg"><img src="y.jpg">', 'y.jpg'],
      ['<imgx src=a.jpg><img src=b.jpg>', 'b.jpg'],
      ['<img srcset=a.jpg src=b.jpg>', 'b.jpg'],
    ]],
    ['drops an image tag cut off by the end of the input', [
      ['<img src', null],
      ['<img src="x.jpg', null],
      ['<img src=x.jpg', null],
    ]],
  ]);
});

describe('tags cut off by the end of the input, anywhere in them', () => {
  it('in the name, after an attribute, after a slash, after "="', () => {
    expect(firstParagraphText('<p>a<br')).toBe('a');
    expect(firstParagraphText('<p>a<img src=x ')).toBe('a');
    expect(firstParagraphText('<p>a<img src="x"/')).toBe('a');
    expect(firstParagraphText('<p>a<img src= ')).toBe('a');
    expect(firstImageSrc('<img')).toBeNull();
  });

  readsAs(firstParagraphText, [
    ['after a script\'s end tag name, before its ">"', [
      ['<p>a<script>x</script ', 'a'],
    ]],
  ]);
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

  readsAs(firstParagraphText, [
    ['a quoted value ending in ">" still ends where its quote does', [
      ['<p><a title="x>">y</a></p>', 'y'],
    ]],
    ['a "-->" before a comment is text, and the comment runs to its own "-->"', [
      ['<p>a-->b<!--c-->d</p>', 'a-->bd'],
    ]],
    ['a stray end tag of a skipped element skips nothing', [
      ['<p>a</script>b</p>', 'ab'],
    ]],
    ['an end tag opens no paragraph; text before the first paragraph is not part of it', [
      ['a</p>b', 'a b'],
      ['Intro<p>Teaser', 'Teaser'],
    ]],
  ]);
});
