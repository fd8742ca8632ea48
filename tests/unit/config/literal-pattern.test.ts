import { describe, expect, it } from 'vitest';
import { literalPattern } from '../../../src/config/literal-pattern';

describe('literalPattern: text as a pattern that matches exactly that text', () => {
  it.each(['/a.b', 'x*y+z?', '^$', '{1,2}', '(group)', 'a|b', '[set]', 'back\\slash', '/portal/base'])('%s matches itself and nothing looser', (text) => {
    const pattern = new RegExp(`^${literalPattern(text)}$`);
    expect(pattern.test(text)).toBe(true);
    expect(pattern.test(`${text}x`)).toBe(false);
  });

  it('a dot matches only a dot, not any character', () => {
    expect(new RegExp(`^${literalPattern('/a.b')}$`).test('/axb')).toBe(false);
  });

  it('leaves text without syntax characters as it is', () => {
    expect(literalPattern('dash/Dashboard')).toBe('dash/Dashboard');
  });
});
