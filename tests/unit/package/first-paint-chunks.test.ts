// The build's plan of the elements' first paints, on a build's chunks as rolldown splits them by default.
import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_CHUNK, groupsOf, planFirstPaint, type PlannedChunk } from '../../tools/first-paint-chunks.mjs';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], dynamicImports: string[] = [], extra: Partial<PlannedChunk> = {}): PlannedChunk => ({
  fileName,
  moduleIds,
  imports,
  dynamicImports,
  isEntry: false,
  ...extra,
});
const entry = (fileName: string, imports: string[]) => chunk(fileName, [], imports, [], { isEntry: true });

const elements = { main: '/e/portal-shell.tsx', small: ['/e/portal-chat.ts'], others: ['/e/portal-account-switcher.tsx', '/e/portal-release-notes.tsx'] };

/**
 * A library's chunks split the default way: each element's entry file points at a chunk holding
 * its module, the SDK's client.js is an entry that the shell imports too.
 */
const library = (switcherShare = 'x'.repeat(10_000)): PlannedChunk[] => [
  entry('portal-shell.js', ['shell.js']),
  entry('portal-chat.js', ['chat.js']),
  entry('portal-account-switcher.js', ['switcher.js']),
  entry('portal-release-notes.js', ['notes.js']),
  chunk('client.js', ['/p/client.ts'], ['message.js'], [], { isEntry: true }),
  entry('testing.js', ['client.js', 'message.js']),
  chunk('message.js', ['/p/message.ts']),
  chunk('shell.js', ['/e/portal-shell.tsx', '/s/frames.ts'], ['react.js', 'stores.js', 'accounts.js', 'links.js', 'media.js', 'base.js', 'client.js'], ['dialog.js']),
  chunk('chat.js', ['/e/portal-chat.ts'], ['base.js', 'look.js'], ['widget.js']),
  chunk('switcher.js', ['/e/portal-account-switcher.tsx'], ['react.js', 'stores.js', 'accounts.js', 'base.js'], ['dialog.js']),
  chunk('notes.js', ['/e/portal-release-notes.tsx'], ['react.js', 'stores.js', 'links.js', 'base.js']),
  chunk('react.js', ['/n/react.js']),
  chunk('stores.js', ['/n/nanostores.js', '/s/routing.ts']),
  chunk('accounts.js', ['/s/accounts.ts'], ['stores.js'], [], { code: switcherShare }),
  chunk('links.js', ['/s/links.ts'], [], [], { code: 'x'.repeat(100) }),
  chunk('base.js', ['/e/shared-members.ts']),
  chunk('look.js', ['/s/launcher-look.ts']),
  chunk('widget.js', ['/s/chat-widget.tsx'], ['react.js', 'look.js', 'media.js']),
  chunk('media.js', ['/s/use-media-query.ts']),
  chunk('dialog.js', ['/s/account-dialog.tsx'], ['react.js']),
];

describe('planFirstPaint', () => {
  it('keeps what only the main element ever loads with it, its lazy parts apart', () => {
    const plan = planFirstPaint(library(), elements);
    expect(plan.get('/e/portal-shell.tsx')).toBe('portal-shell');
    expect(plan.get('/s/frames.ts')).toBe('portal-shell');
    expect(plan.has('/s/account-dialog.tsx')).toBe(false);
  });

  it('puts what a small element loads first, but its own file, in the base the main element loads too', () => {
    const plan = planFirstPaint(library(), elements);
    expect(plan.get('/e/shared-members.ts')).toBe(FIRST_PAINT_CHUNK.base);
    expect(plan.get('/s/launcher-look.ts')).toBe(FIRST_PAINT_CHUNK.base);
    expect(plan.has('/e/portal-chat.ts')).toBe(false);
  });

  it('puts what every other element loads first, or a lazy part of theirs, in the common chunk', () => {
    const plan = planFirstPaint(library(), elements);
    expect(plan.get('/n/react.js')).toBe(FIRST_PAINT_CHUNK.common);
    expect(plan.get('/s/routing.ts')).toBe(FIRST_PAINT_CHUNK.common);
    expect(plan.get('/s/use-media-query.ts')).toBe(FIRST_PAINT_CHUNK.common);
  });

  it('gives what only some other elements load first a chunk for them when it is large, else the common one', () => {
    expect(planFirstPaint(library(), elements).get('/s/accounts.ts')).toBe(`${FIRST_PAINT_CHUNK.common}-portal-account-switcher`);
    expect(planFirstPaint(library('small'), elements).get('/s/accounts.ts')).toBe(FIRST_PAINT_CHUNK.common);
    expect(planFirstPaint(library(), elements).get('/s/links.ts')).toBe(FIRST_PAINT_CHUNK.common);
  });

  it('puts what only some other elements load first in the common chunk when a small element loads it once opened', () => {
    // The chat's widget needs the accounts (the selected customer): it should not bring along what only the switcher and the shell use.
    const chunks = library().map((each) => (each.fileName === 'widget.js' ? { ...each, imports: [...each.imports, 'accounts.js'] } : each));
    expect(planFirstPaint(chunks, elements).get('/s/accounts.ts')).toBe(FIRST_PAINT_CHUNK.common);
  });

  it('moves what the common chunk imports into it, so that no chunk imports back', () => {
    const chunks = library().map((each) => (each.fileName === 'stores.js' ? { ...each, imports: ['accounts.js'] } : each));
    expect(planFirstPaint(chunks, elements).get('/s/accounts.ts')).toBe(FIRST_PAINT_CHUNK.common);
  });

  it('leaves the files of an entry that loads none of the elements as they are', () => {
    const plan = planFirstPaint(library(), elements);
    expect(plan.has('/p/client.ts')).toBe(false);
    expect(plan.has('/p/message.ts')).toBe(false);
  });

  it('names an element that is in no chunk', () => {
    expect(() => planFirstPaint(library(), { ...elements, main: '/e/gone.tsx' })).toThrow('/e/gone.tsx is in no chunk');
  });
});

describe('groupsOf', () => {
  it('makes one group per chunk, each taking exactly the modules planned for it and nothing they import', () => {
    const groups = groupsOf(planFirstPaint(library(), elements));
    expect(groups.map((group) => group.name).sort()).toEqual([FIRST_PAINT_CHUNK.base, FIRST_PAINT_CHUNK.common, `${FIRST_PAINT_CHUNK.common}-portal-account-switcher`, 'portal-shell']);
    const common = groups.find((group) => group.name === FIRST_PAINT_CHUNK.common)!;
    const test = common.test as (id: string) => boolean;
    expect([test('/n/react.js'), test('/s/frames.ts'), test('/p/client.ts')]).toEqual([true, false, false]);
    expect(groups.every((group) => group.includeDependenciesRecursively === false)).toBe(true);
  });
});
