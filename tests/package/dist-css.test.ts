import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every built script of dist/ (both builds), as text. */
function builtScripts(dir = 'dist'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return builtScripts(path);
    return entry.name.endsWith('.js') ? [readFileSync(path, 'utf8')] : [];
  });
}

describe('the built styles', () => {
  it('keep the theme’s light-dark() colours as they are: a lowered form needs page-wide variables no host defines', () => {
    const scripts = builtScripts();
    expect(scripts.some((text) => text.includes('light-dark('))).toBe(true);
    expect(scripts.filter((text) => text.includes('--lightningcss-'))).toEqual([]);
  });
});
