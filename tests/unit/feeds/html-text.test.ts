import { describe, expect, it } from 'vitest';
import { decodeEntities, firstImageSrc, firstParagraphText } from '../../../src/services/feeds/html-text';

describe('decodeEntities', () => {
  it('decodes the common named entities', () => {
    expect(decodeEntities('&amp; &lt; &gt; &quot; &apos; &nbsp; &rsquo; &lsquo; &ldquo;&rdquo; &ndash; &mdash; &hellip; &copy; &euro;')).toBe(
      '& < > " \' \u00a0 \u2019 \u2018 \u201c\u201d \u2013 \u2014 \u2026 \u00a9 \u20ac',
    );
    expect(decodeEntities('&aelig;&oslash;&aring; &AElig;&Oslash;&Aring; &eacute;&uuml;&szlig;')).toBe('æøå ÆØÅ éüß');
  });

  it('decodes decimal and hex references, with or without leading zeros or a semicolon', () => {
    expect(decodeEntities('&#39;&#8217;&#x2019;&#X41;&#0000065;&#66')).toBe("'\u2019\u2019AAB");
    expect(decodeEntities('&#128512;')).toBe('😀');
  });

  it('reads 0x80-0x9F as Windows-1252 and replaces impossible code points', () => {
    expect(decodeEntities('&#146;&#150;')).toBe('\u2019\u2013');
    expect(decodeEntities('&#0;&#xD800;&#x110000;&#99999999999;')).toBe('\ufffd\ufffd\ufffd\ufffd');
  });

  it('decodes once: a double-encoded entity becomes the text of the entity', () => {
    expect(decodeEntities('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
    expect(decodeEntities('&amp;amp;')).toBe('&amp;');
  });

  it('leaves unknown names and bare ampersands alone', () => {
    expect(decodeEntities('&lol9; & &unknown; AT&T a&b;')).toBe('&lol9; & &unknown; AT&T a&b;');
  });
});

describe('firstParagraphText', () => {
  it('gives the text of the first paragraph, tags dropped and white space collapsed', () => {
    expect(firstParagraphText('<p>The November   release\n brings <b>faster</b> estimates.</p><ul><li>One</li></ul><p>Second.</p>')).toBe(
      'The November release brings faster estimates.',
    );
  });

  it('gives the whole text when there is no paragraph, with block tags separating words', () => {
    expect(firstParagraphText('<div>Intro</div><ul><li>One</li><li>Two</li></ul>Tail<br>end')).toBe('Intro One Two Tail end');
    expect(firstParagraphText('Just text &amp; more')).toBe('Just text & more');
    expect(firstParagraphText('')).toBe('');
  });

  it('skips a first paragraph without text (an image-only paragraph)', () => {
    expect(firstParagraphText('<p><img src="https://a.example/a.jpg"></p><p>The teaser.</p>')).toBe('The teaser.');
  });

  it('ends a paragraph where HTML would: at the next block or at the end of its container', () => {
    expect(firstParagraphText('<p>First<div>not in it</div>')).toBe('First');
    expect(firstParagraphText('<p>First<p>Second')).toBe('First');
    expect(firstParagraphText('<P CLASS="lead">Upper case</P>')).toBe('Upper case');
  });

  it('does not take <pre>, <param> or <path> for a paragraph', () => {
    expect(firstParagraphText('<pre>code</pre><p>Para</p>')).toBe('Para');
    expect(firstParagraphText('<svg><path d="M0"></path></svg>Text')).toBe('Text');
  });

  it('decodes entities once, so escaped markup stays text', () => {
    expect(firstParagraphText('<p>Search &amp; Merchandising: you&#8217;ll see &lt;b&gt; as text</p>')).toBe(
      'Search & Merchandising: you\u2019ll see <b> as text',
    );
    expect(firstParagraphText('<p>Double-encoded &amp;lt;script&amp;gt;alert(6)&amp;lt;/script&amp;gt; must stay text.</p>')).toBe(
      'Double-encoded &lt;script&gt;alert(6)&lt;/script&gt; must stay text.',
    );
  });

  it('drops scripts, styles, comments and event handlers of the hostile feed', () => {
    expect(
      firstParagraphText('<p><img src=x onerror=alert(1)>First paragraph <script>alert(2)</script>with a <a href="javascript:alert(3)">link</a>.</p>'),
    ).toBe('First paragraph with a link.');
    expect(firstParagraphText('<p onmouseover="alert(8)">Hover me <svg onload=alert(9)></svg><iframe src="javascript:alert(10)"></iframe></p>')).toBe('Hover me');
    expect(firstParagraphText('<style>p { color: red }</style><!-- <p>hidden</p> --><p>Shown <SCRIPT type="x">var a = "</p>";</SCRIPT>too</p>')).toBe('Shown too');
  });

  it('reads a ">" inside a quoted attribute as part of the tag', () => {
    expect(firstParagraphText('<p><a title="a > b" href=\'x>y\'>Link</a> text</p>')).toBe('Link text');
  });

  it('keeps a "<" that starts no tag as text', () => {
    expect(firstParagraphText('<p>1 < 2 and 3 <= 4, a <3 b</p>')).toBe('1 < 2 and 3 <= 4, a <3 b');
  });

  it('drops a tag cut off by the end of the input, and an unclosed script with everything after it', () => {
    expect(firstParagraphText('<p>Before <a href="https://a.example/ unterminated')).toBe('Before');
    expect(firstParagraphText('<p>Before <script>alert(1)')).toBe('Before');
  });

  // Its speed on such input (linear, not quadratic) is a row of `npm run bench` (feed-html-bench.ts).
  it('reads input built to make a naive scanner quadratic, and finds no paragraph text or image in it', () => {
    const nasty = `<p>${'<a x="'.repeat(2_000)}${'<'.repeat(4_000)}${'&#'.repeat(4_000)}`;
    expect(firstParagraphText(nasty)).toBe('');
    expect(firstImageSrc(nasty)).toBeNull();
    expect(firstParagraphText(`<p>kept${'<'.repeat(3)}</p>`), 'a stray < is text, as in a browser').toBe('kept<<<');
  });
});

describe('firstImageSrc', () => {
  it('gives the src of the first image, whatever the quoting', () => {
    expect(firstImageSrc('<p><img src="https://a.example/a.jpg" alt=""></p><img src="https://a.example/b.jpg">')).toBe('https://a.example/a.jpg');
    expect(firstImageSrc("<img alt='x' src='https://a.example/single.jpg'>")).toBe('https://a.example/single.jpg');
    expect(firstImageSrc('<IMG SRC=https://a.example/bare.png width=10>')).toBe('https://a.example/bare.png');
    expect(firstImageSrc('<img\n  src = "https://a.example/spaced.jpg"\n/>')).toBe('https://a.example/spaced.jpg');
  });

  it('decodes entities in the address and skips images without one', () => {
    expect(firstImageSrc('<img alt="none"><img src="https://a.example/i.jpg?w=1&amp;h=2">')).toBe('https://a.example/i.jpg?w=1&h=2');
  });

  it('ignores images in comments, scripts and other attributes', () => {
    expect(firstImageSrc('<!-- <img src="https://a.example/commented.jpg"> --><script>"<img src=https://a.example/js.jpg>"</script><p data-x="<img src=q>">x</p>')).toBeNull();
  });

  it('returns the hostile address as is (the caller checks it) and null without an image', () => {
    expect(firstImageSrc('<img src=x onerror=alert(1)>')).toBe('x');
    expect(firstImageSrc('<p>No image</p>')).toBeNull();
    expect(firstImageSrc('')).toBeNull();
  });
});
