// Stylesheets adopted once per CSS text and shared by every element of the document.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AdoptStyles from '../../../src/components/adopt-styles';

/** Node has no constructable stylesheets: a stand-in that keeps its text. */
class FakeSheet {
  cssText = '';
  replaceSync(text: string): void {
    this.cssText = text;
  }
}

/** A shadow root (or document) as far as adopting needs one. */
const root = (...sheets: FakeSheet[]) => ({ adoptedStyleSheets: sheets }) as unknown as DocumentOrShadowRoot & { adoptedStyleSheets: FakeSheet[] };
const texts = (target: { adoptedStyleSheets: FakeSheet[] }) => target.adoptedStyleSheets.map((sheet) => sheet.cssText);

describe('adoptStyles', () => {
  // The module keeps its sheets for the page's life: each test loads it afresh.
  let adoptStyles: typeof AdoptStyles.adoptStyles;
  beforeEach(async () => {
    vi.stubGlobal('CSSStyleSheet', FakeSheet);
    vi.resetModules();
    ({ adoptStyles } = await import('../../../src/components/adopt-styles'));
  });
  afterEach(() => void vi.unstubAllGlobals());

  it('adds the texts after the sheets the root has, in order', () => {
    const own = new FakeSheet();
    own.replaceSync('.own {}');
    const shadow = root(own);
    adoptStyles(shadow, '.a {}', '.b {}');
    expect(texts(shadow)).toEqual(['.own {}', '.a {}', '.b {}']);
    expect(shadow.adoptedStyleSheets[0]).toBe(own);
  });

  it('adds a text only once, so that a part loaded later may adopt freely', () => {
    const shadow = root();
    adoptStyles(shadow, '.a {}');
    const before = shadow.adoptedStyleSheets;
    adoptStyles(shadow, '.a {}');
    expect(shadow.adoptedStyleSheets).toBe(before);
    adoptStyles(shadow, '.a {}', '.b {}');
    expect(texts(shadow)).toEqual(['.a {}', '.b {}']);
  });

  it('shares one sheet per text between roots', () => {
    const first = root();
    const second = root();
    adoptStyles(first, '.a {}');
    adoptStyles(second, '.b {}', '.a {}');
    expect(second.adoptedStyleSheets[1]).toBe(first.adoptedStyleSheets[0]);
  });
});
