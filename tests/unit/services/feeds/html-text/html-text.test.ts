import { describe, expect, it } from 'vitest';
import { readsAs } from '../../../reads-as';
import { firstImageSrc, firstParagraphText } from '../../../../../src/services/feeds/html-text';

describe('firstParagraphText', () => {
  readsAs(firstParagraphText, [
    ['gives the text of the first paragraph, tags dropped and white space collapsed', [
      ['<p>The November   release\n brings <b>faster</b> estimates.</p><ul><li>One</li></ul><p>Second.</p>', 'The November release brings faster estimates.'],
    ]],
    ['gives the whole text when there is no paragraph, with block tags separating words', [
      ['<div>Intro</div><ul><li>One</li><li>Two</li></ul>Tail<br>end', 'Intro One Two Tail end'],
      ['Just text &amp; more', 'Just text & more'],
      ['', ''],
    ]],
    ['skips a first paragraph without text (an image-only paragraph)', [
      ['<p><img src="https://a.example/a.jpg"></p><p>The teaser.</p>', 'The teaser.'],
    ]],
    ['ends a paragraph where HTML would: at the next block or at the end of its container', [
      ['<p>First<div>not in it</div>', 'First'],
      ['<p>First<p>Second', 'First'],
      ['<P CLASS="lead">Upper case</P>', 'Upper case'],
    ]],
    ['does not take <pre>, <param> or <path> for a paragraph', [
      ['<pre>code</pre><p>Para</p>', 'Para'],
      ['<svg><path d="M0"></path></svg>Text', 'Text'],
    ]],
    ['decodes entities once, so escaped markup stays text', [
      ['<p>Search &amp; Merchandising: you&#8217;ll see &lt;b&gt; as text</p>', 'Search & Merchandising: you\u2019ll see <b> as text'],
      ['<p>Double-encoded &amp;lt;script&amp;gt;alert(6)&amp;lt;/script&amp;gt; must stay text.</p>', 'Double-encoded &lt;script&gt;alert(6)&lt;/script&gt; must stay text.'],
    ]],
  ]);

  it('drops scripts, styles, comments and event handlers of the hostile feed', () => {
    expect(
      firstParagraphText('<p><img src=x onerror=alert(1)>First paragraph <script>alert(2)</script>with a <a href="javascript:alert(3)">link</a>.</p>'),
    ).toBe('First paragraph with a link.');
    expect(firstParagraphText('<p onmouseover="alert(8)">Hover me <svg onload=alert(9)></svg><iframe src="javascript:alert(10)"></iframe></p>')).toBe('Hover me');
    expect(firstParagraphText('<style>p { color: red }</style><!-- <p>hidden</p> --><p>Shown <SCRIPT type="x">var a = "</p>";</SCRIPT>too</p>')).toBe('Shown too');
  });

  readsAs(firstParagraphText, [
    ['reads a ">" inside a quoted attribute as part of the tag', [
      ['<p><a title="a > b" href=\'x>y\'>Link</a> text</p>', 'Link text'],
    ]],
    ['keeps a "<" that starts no tag as text', [
      ['<p>1 < 2 and 3 <= 4, a <3 b</p>', '1 < 2 and 3 <= 4, a <3 b'],
    ]],
    ['drops a tag cut off by the end of the input, and an unclosed script with everything after it', [
      ['<p>Before <a href="https://a.example/ unterminated', 'Before'],
      ['<p>Before <script>alert(1)', 'Before'],
    ]],
  ]);

  // Its speed on such input (linear, not quadratic) is a row of `npm run bench` (feed-html-bench.ts).
  it('reads input built to make a naive scanner quadratic, and finds no paragraph text or image in it', () => {
    const nasty = `<p>${'<a x="'.repeat(2_000)}${'<'.repeat(4_000)}${'&#'.repeat(4_000)}`;
    expect(firstParagraphText(nasty)).toBe('');
    expect(firstImageSrc(nasty)).toBeNull();
    expect(firstParagraphText(`<p>kept${'<'.repeat(3)}</p>`), 'a stray < is text, as in a browser').toBe('kept<<<');
  });
});

describe('firstImageSrc', () => {
  readsAs(firstImageSrc, [
    ['gives the src of the first image, whatever the quoting', [
      ['<p><img src="https://a.example/a.jpg" alt=""></p><img src="https://a.example/b.jpg">', 'https://a.example/a.jpg'],
      ["<img alt='x' src='https://a.example/single.jpg'>", 'https://a.example/single.jpg'],
      ['<IMG SRC=https://a.example/bare.png width=10>', 'https://a.example/bare.png'],
      ['<img\n  src = "https://a.example/spaced.jpg"\n/>', 'https://a.example/spaced.jpg'],
    ]],
    ['decodes entities in the address and skips images without one', [
      ['<img alt="none"><img src="https://a.example/i.jpg?w=1&amp;h=2">', 'https://a.example/i.jpg?w=1&h=2'],
    ]],
    ['ignores images in comments, scripts and other attributes', [
      ['<!-- <img src="https://a.example/commented.jpg"> --><script>"<img src=https://a.example/js.jpg>"</script><p data-x="<img src=q>">x</p>', null],
    ]],
    ['returns the hostile address as is (the caller checks it) and null without an image', [
      ['<img src=x onerror=alert(1)>', 'x'],
      ['<p>No image</p>', null],
      ['', null],
    ]],
  ]);
});
