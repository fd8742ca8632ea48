// The sidebar's icons: one decorative path each, drawn in the text's colour, a dot for a name the
// menu brings that the shell does not know.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon, platformIconName } from '../../../../src/components/sidebar/sidebar-icons';

const svg = (props: Parameters<typeof Icon>[0]) => renderToStaticMarkup(createElement(Icon, props));
const pathOf = (markup: string) => /<path d="([^"]+)"/.exec(markup)?.[1];

describe('Icon', () => {
  it('is one 20 px path hidden from assistive technology, styled by the icon class', () => {
    const markup = svg({ name: 'home' });
    expect(markup).toMatch(/^<svg [^>]*class="icon"/);
    expect(markup).toContain('width="20" height="20" viewBox="0 0 24 24" aria-hidden="true"');
    expect(markup.match(/<path /g)).toHaveLength(1);
    expect(markup).not.toMatch(/stroke=|fill=/);
  });

  it('takes a size and adds a class to its own', () => {
    const markup = svg({ name: 'lock', className: 'sidebar__lock', size: 16 });
    expect(markup).toContain('class="icon sidebar__lock"');
    expect(markup).toContain('width="16" height="16"');
  });

  it('draws each known name its own path, and an unknown one a neutral dot', () => {
    const known = ['home', 'chart', 'lock', 'thumb-up', 'thumb-down'].map((name) => pathOf(svg({ name })));
    expect(new Set(known).size).toBe(known.length);
    const dot = pathOf(svg({ name: 'rocket-from-a-newer-menu' }));
    expect(dot).toBe('M9 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0Z');
    expect(known).not.toContain(dot);
  });
});

describe('platformIconName', () => {
  it('drops the hover variant of a menu icon name, and only that', () => {
    expect(platformIconName('chart-hover')).toBe('chart');
    expect(platformIconName('chart')).toBe('chart');
    expect(platformIconName('chart-hover-dark')).toBe('chart-hover-dark');
  });
});
