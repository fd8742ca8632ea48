// What a link that opens a new tab adds to its accessible name: hidden text, read last.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NewTabNote } from '../../../src/components/new-tab-note';

describe('NewTabNote', () => {
  it('says the link opens in a new tab, visually hidden', () => {
    expect(renderToStaticMarkup(createElement(NewTabNote))).toBe('<span class="visually-hidden"> (opens in a new tab)</span>');
  });

  it('reads the words the visible text leaves out first, each word apart from the link text', () => {
    const link = renderToStaticMarkup(createElement('a', { href: 'https://x.example' }, 'See all', createElement(NewTabNote, { context: 'release notes' })));
    expect(link.replace(/<[^>]+>/g, '')).toBe('See all release notes (opens in a new tab)');
  });
});
