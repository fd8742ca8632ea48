// Markup that the end of the input cuts off, and end tags that are not tags: read the way the HTML
// tokenizer reads them. firstImageSrc goes first in each case because it keeps nothing while it
// reads, so a reader that started over would only spin, not fill the memory.
import { describe, expect, it } from 'vitest';
import { firstImageSrc, firstParagraphText } from '../../../../../src/services/feeds/html-text';

describe('html-text: markup cut off by the end of the input', () => {
  it.each([
    ['a declaration', 'Intro <!DOCTYPE html'],
    ['a processing instruction', 'Intro <?xml version="1.0"'],
    ['a bogus end tag', 'Intro </ 3'],
    ['the end tag of a skipped element', 'Intro <script>var x = 1;</script '],
    ['the end tag of a skipped element, cut after its slash', 'Intro <style>p {}</style/'],
  ])('drops %s to the end, after the text before it', (_name, html) => {
    expect(firstImageSrc(`${html}`)).toBeNull();
    expect(firstImageSrc(`<p>${html}`)).toBeNull();
    expect(firstParagraphText(html)).toBe('Intro');
  });
});

describe('html-text: "</" not followed by a letter', () => {
  it('is a bogus comment that ends at the first ">", even inside what looks like a quoted value', () => {
    expect(firstParagraphText('</ x="a>b">Hello')).toBe('b">Hello');
    expect(firstImageSrc('</ x="a><img src=https://a.example/x.jpg>">')).toBe('https://a.example/x.jpg');
  });
});
