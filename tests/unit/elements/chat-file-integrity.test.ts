import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHAT_ONE_FILE, parseChatIntegrity, runChecked } from '../../../elements/internal/chat-file-integrity';
import { assertOneFile, CHAT_ONE_FILE as BUILT_FILE, PLACEHOLDER, withChatIntegrity } from '../../tools/chat-loader-integrity.mjs';

const HASH = `sha384-${'A'.repeat(64)}`;

describe('parseChatIntegrity', () => {
  it('reads the sha384 the build wrote', () => {
    expect(parseChatIntegrity(HASH)).toBe(HASH);
  });

  it('is null for the placeholder of a build without the step, and for anything that is not one sha384', () => {
    for (const text of [PLACEHOLDER, '', 'sha256-x', `sha384-${'A'.repeat(63)}`, `${HASH} ${HASH}`, ` ${HASH}`, JSON.stringify({ 'portal-chat.js': HASH })]) {
      expect(parseChatIntegrity(text), text).toBeNull();
    }
  });
});

/** A document with just what runChecked touches: the script it makes and where it is put. */
function fakeDocument() {
  const script = Object.assign(new EventTarget(), { type: '', src: '', integrity: '', crossOrigin: '', nonce: '', removed: false, remove: () => (script.removed = true) });
  const appended: unknown[] = [];
  const doc = { createElement: () => script, head: { append: (node: unknown) => appended.push(node) } } as unknown as Document;
  return { doc, script, appended };
}

describe('runChecked', () => {
  it('puts one module script with the value on the page, anonymous, with the loader\'s nonce', () => {
    const { doc, script, appended } = fakeDocument();
    void runChecked({ src: 'https://cdn.example/portal/dist/portal-chat-one-file.js', integrity: HASH, nonce: 'n0nce' }, doc);
    expect(appended).toEqual([script]);
    expect(script).toMatchObject({ type: 'module', src: 'https://cdn.example/portal/dist/portal-chat-one-file.js', integrity: HASH, crossOrigin: 'anonymous', nonce: 'n0nce' });
  });

  it('resolves true once the module ran, and takes its script off the page', async () => {
    const { doc, script } = fakeDocument();
    const ran = runChecked({ src: 'x.js', integrity: HASH }, doc);
    expect(script.removed).toBe(false);
    script.dispatchEvent(new Event('load'));
    await expect(ran).resolves.toBe(true);
    expect(script.removed).toBe(true);
    expect(script.nonce).toBe('');
  });

  it('resolves false when the file did not load or did not match, and leaves nothing on the page', async () => {
    const { doc, script } = fakeDocument();
    const ran = runChecked({ src: 'x.js', integrity: HASH }, doc);
    script.dispatchEvent(new Event('error'));
    await expect(ran).resolves.toBe(false);
    expect(script.removed).toBe(true);
  });
});

describe('the build step that writes the value', () => {
  it('names the file the loader runs', () => {
    expect(BUILT_FILE).toBe(CHAT_ONE_FILE);
  });

  it('is given the loader\'s own placeholder, which it replaces once with a string the loader reads back', () => {
    expect(readFileSync('elements/portal-chat-loader.ts', 'utf8')).toContain(`'${PLACEHOLDER}'`);
    for (const quote of ['"', "'", '`']) {
      const text = withChatIntegrity(`const a=${quote}${PLACEHOLDER}${quote};f(a);`, HASH);
      const literal = /^const a=(.*);f\(a\);$/.exec(text)![1]!;
      expect(parseChatIntegrity(JSON.parse(literal) as string)).toBe(HASH);
    }
  });

  it('refuses a loader without the placeholder, or with it twice', () => {
    expect(() => withChatIntegrity('const a="x";', HASH)).toThrow(/0 times/);
    expect(() => withChatIntegrity(`"${PLACEHOLDER}";"${PLACEHOLDER}"`, HASH)).toThrow(/2 times/);
  });

  it('accepts a build of one file whose lazy parts are inlined into it', () => {
    const file = { file: CHAT_ONE_FILE, name: 'portal-chat-one-file', isEntry: true, dynamicImports: ['elements/portal-chat.ts'] };
    expect(() => assertOneFile({ 'elements/portal-chat.ts': file })).not.toThrow();
  });

  it('refuses a build that left a chunk apart, or imports one, now or later, or names the file otherwise', () => {
    const entry = { file: CHAT_ONE_FILE, isEntry: true };
    const chunk = { file: 'chunks/react-x.js' };
    expect(() => assertOneFile({ 'elements/portal-chat.ts': { ...entry, imports: ['_react'] }, _react: chunk })).toThrow(/2 files, not one.*imports _react/);
    expect(() => assertOneFile({ 'elements/portal-chat.ts': { ...entry, dynamicImports: ['_react'] }, _react: chunk })).toThrow(/imports later _react/);
    expect(() => assertOneFile({ 'elements/portal-chat.ts': { ...entry, file: 'portal-chat.js' } })).toThrow(/portal-chat.js is not portal-chat-one-file.js/);
  });
});
