import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseModuleIntegrity } from '../../../elements/internal/module-integrity';
import { PLACEHOLDER, withModuleIntegrity } from '../../tools/chat-loader-integrity.mjs';

const HASH = `sha384-${'A'.repeat(64)}`;

describe('parseModuleIntegrity', () => {
  it('reads the modules the build wrote: relative .js paths, each with a sha384', () => {
    const written = { 'portal-chat.js': HASH, 'chunks/react-DitKMS1c.js': HASH };
    expect(parseModuleIntegrity(JSON.stringify(written))).toEqual(written);
  });

  it('is null for the placeholder of a build without the step, and for anything that is not such a list', () => {
    for (const text of [PLACEHOLDER, '', '{}', '[]', 'null', '"x"', JSON.stringify({ 'portal-chat.js': 'sha256-x' }), JSON.stringify({ 'https://evil.example/x.js': HASH }), JSON.stringify({ '../x.js': HASH })]) {
      expect(parseModuleIntegrity(text), text).toBeNull();
    }
  });
});

describe('the build step that writes them', () => {
  it('is given the loader\'s own placeholder, which it replaces once with a string the loader reads back', () => {
    expect(readFileSync('elements/portal-chat-loader.ts', 'utf8')).toContain(`'${PLACEHOLDER}'`);
    const written = { 'portal-chat.js': HASH };
    for (const quote of ['"', "'", '`']) {
      const text = withModuleIntegrity(`const a=${quote}${PLACEHOLDER}${quote};f(a);`, written);
      const literal = /^const a=(.*);f\(a\);$/.exec(text)![1]!;
      expect(parseModuleIntegrity(JSON.parse(literal) as string)).toEqual(written);
    }
  });

  it('refuses a loader without the placeholder, or with it twice', () => {
    expect(() => withModuleIntegrity('const a="x";', {})).toThrow(/0 times/);
    expect(() => withModuleIntegrity(`"${PLACEHOLDER}";"${PLACEHOLDER}"`, {})).toThrow(/2 times/);
  });
});
