// The layer rules of oxlint.config.mjs, proved with oxlint itself: every case below is a file of
// its own in a scratch tree, under a copy of the config (as JSON, oxlint's nested config), all of
// them linted by one oxlint run.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

type Case = readonly [filePath: string, code: string];
/** The folders in `path`. */
const folders = (path: string): string[] => readdirSync(path, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
interface Message {
  ruleId: string;
  message: string;
}

const cases: Case[] = [];
/** Registers the table's cases for the one oxlint run (before any test runs) and returns it. */
const table = (rows: Case[]): Case[] => {
  cases.push(...rows);
  return rows;
};

const scratch = mkdtempSync(join(tmpdir(), 'layer-rules-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let linted: Promise<Map<string, Message[]>> | undefined;

/** Lints every registered case at once; each case's messages, by its folder. */
async function lintAll(): Promise<Map<string, Message[]>> {
  const { default: config } = (await import(pathToFileURL(resolve('oxlint.config.mjs')).href)) as { default: { jsPlugins: string[] } };
  const json = JSON.stringify({ ...config, jsPlugins: config.jsPlugins.map((plugin) => resolve(plugin)) });
  cases.forEach(([filePath, code], index) => {
    mkdirSync(dirname(join(scratch, `${index}`, filePath)), { recursive: true });
    writeFileSync(join(scratch, `${index}`, '.oxlintrc.json'), json);
    writeFileSync(join(scratch, `${index}`, filePath), `${code}\n`);
  });
  const run = spawnSync(resolve('node_modules/.bin/oxlint'), ['--format', 'json', '.'], { cwd: scratch, encoding: 'utf8' });
  const report = JSON.parse(run.stdout) as { diagnostics: { code: string; message: string; help?: string; filename: string }[] };
  const messages = new Map<string, Message[]>();
  for (const diagnostic of report.diagnostics) {
    // `eslint(no-restricted-imports)` is ESLint's rule of that name, `portal(restricted-syntax)` a plugin's.
    const [, plugin, rule] = /^([\w-]+)\((.+)\)$/.exec(diagnostic.code) ?? [];
    const ruleId = plugin === 'eslint' ? `${rule}` : `${plugin}/${rule}`;
    const folder = diagnostic.filename.split(/[\\/]/)[0] ?? '';
    messages.set(folder, [...(messages.get(folder) ?? []), { ruleId, message: diagnostic.help ?? diagnostic.message }]);
  }
  return messages;
}

/** The messages oxlint gives `code` in the file at `filePath` (a registered case). */
async function lint(filePath: string, code: string): Promise<Message[]> {
  const index = cases.findIndex(([path, text]) => path === filePath && text === code);
  if (index === -1) throw new Error(`not a registered case: ${filePath}: ${code}`);
  linted ??= lintAll();
  return (await linted).get(`${index}`) ?? [];
}

/** Lints `code` as if it were the file at `filePath` and returns the layer-rule messages. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  return (await lint(filePath, code)).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('the one-way layers of src/README.md, enforced by lint', () => {
  it.each(
    table([
      ['src/services/accounts.ts', "import { $session } from '../stores/session/session';"],
      ['src/services/accounts.ts', "import { AccountSwitcher } from '../components/account-switcher/account-switcher';"],
      ['src/stores/session/session.ts', "import { PortalShellView } from '../../components/shell/portal-shell-view';"],
      ['src/stores/session/session.ts', "import '../../../elements/portal-shell';"],
      ['src/stores/shell-start.ts', "import { PortalShellView } from '../components/shell/portal-shell-view';"],
      ['src/components/shell/portal-shell-view.tsx', "import { getUserData } from '../../services/auth';"],
      ['src/components/shell/portal-shell-view.tsx', "import axios from 'axios';"],
      ['src/components/shell/portal-shell-view.tsx', "import { bridge } from '../../protocol/bridge';"],
      ['src/config/environment.ts', "import { $session } from '../stores/session/session';"],
      ['src/protocol/bridge.ts', "import { $session } from '../stores/session/session';"],
      ['src/protocol/client.ts', "import { createFrameBridge } from './frame-bridge';"],
      ['src/protocol/envelope.ts', "import { ENV } from '../config/environment';"],
      ['src/protocol/client.ts', "import { ENV } from '../config/environment';"],
      ['elements/portal-shell.tsx', "import { getUserData } from '../src/services/auth';"],
      ['src/stores/session/session.ts', "import { users } from '../../../demo/server/sample-data';"],
    ]),
  )('rejects %s importing upwards or sideways: %s', async (filePath, code) => {
    expect(await layerErrors(filePath, code)).toHaveLength(1);
  });

  it.each(
    table([
      ['src/stores/session/session.ts', "import { getUserData } from '../../services/auth';"],
      ['src/stores/platform/environment.ts', "import { ENV } from '../../config/environment';"],
      ['src/stores/frames/app-frame-state.ts', "import { bridge } from '../../protocol/bridge';"],
      ['src/stores/shell-start.ts', "import { getUserData } from '../services/auth';"],
      ['src/components/shell/portal-shell-view.tsx', "import { $session } from '../../stores/session/session';"],
      ['src/services/auth.ts', "import { ENV } from '../config/environment';"],
      ['elements/portal-shell.tsx', "import { PortalShellView } from '../src/components/shell/portal-shell-view';"],
      ['src/protocol/client.ts', "import type { Foo } from 'some-package';"],
      ['src/protocol/client.ts', "import { PROTOCOL_VERSION } from './envelope';"],
    ]),
  )('allows %s importing downwards: %s', async (filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });

  // Every folder of src/ is a layer with its rule: a new folder without one would import freely.
  // (That the code base as it stands keeps the rules is the lint step's run over every file.)
  const toElements = "import '../../elements/portal-shell';";
  const layers = table(folders('src').map((folder) => [`src/${folder}/any-module.ts`, toElements] as const));
  it.each(layers)('%s is in a layer that may not import the elements', async (filePath, code) => {
    expect(await layerErrors(filePath, code)).toHaveLength(1);
  });
});

describe('a folder of src/stores/ is imported through its entry, enforced by lint', () => {
  it.each(
    table([
      ['src/components/shell/portal-shell-view.tsx', "import { readCachedLogin } from '../../stores/session/login-cache';"],
      ['elements/portal-chat.ts', "import { tidySignInReturn } from '../src/stores/session/sign-in-return-params';"],
      ['src/stores/shell-start.ts', "import { startAppFrames } from './frames/app-frames';"],
      ['src/stores/routing/routing.ts', "import { readCachedLogin } from '../session/login-cache';"],
    ]),
  )('rejects %s importing a private module of another folder: %s', async (filePath, code) => {
    expect(await layerErrors(filePath, code)).toHaveLength(1);
  });

  it.each(
    table([
      ['src/components/shell/portal-shell-view.tsx', "import { $session } from '../../stores/session/session';"],
      ['src/stores/shell-start.ts', "import { startAppFrames } from './frames/frames';"],
      ['src/stores/routing/routing.ts', "import { $session } from '../session/session';"],
      ['src/stores/routing/routing.ts', "import { portalView } from './portal-view';"],
      ['src/components/shell/portal-shell-view.tsx', "import { ChatWidget } from '../chat/chat-widget';"],
    ]),
  )('allows %s importing an entry or a module of its own folder: %s', async (filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });

  // Every folder of src/stores/ has an entry named like it: a new folder without one would be open.
  const privateModules = table(folders('src/stores').map((folder) => ['src/components/any-view.tsx', `import { x } from '../stores/${folder}/any-module';`] as const));
  it.each(folders('src/stores').map((folder, index) => [folder, ...privateModules[index]!] as const))(
    'src/stores/%s has its entry and keeps its other modules private',
    async (folder, filePath, code) => {
      expect(readdirSync(`src/stores/${folder}`)).toContain(`${folder}.ts`);
      expect(await layerErrors(filePath, code)).toHaveLength(1);
    },
  );

  // oxlint checks import() as well: the start-up modules may load the two private modules that
  // are loaded lazily on purpose (oxlint.config.mjs), and nothing else of a folder.
  it.each(
    table([
      ['src/stores/page-start.ts', "export const load = () => import('./session/sibling-session');"],
      ['src/stores/shell-start.ts', "export const load = () => import('./reporting/page-visit-tracking');"],
    ]),
  )('allows %s its lazy import: %s', async (filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });

  it.each(
    table([
      ['src/stores/page-start.ts', "export const load = () => import('./frames/app-frames');"],
      ['src/stores/shell-start.ts', "export const load = () => import('./session/sibling-session');"],
      ['src/stores/access/access.ts', "export const load = () => import('../session/sibling-session');"],
      ['src/components/shell/portal-shell-view.tsx', "export const load = () => import('../../stores/session/login-cache');"],
    ]),
  )('rejects %s importing a private module lazily: %s', async (filePath, code) => {
    expect(await layerErrors(filePath, code)).toHaveLength(1);
  });
});

describe("r2wc's private state, off limits by lint", () => {
  /** The messages of the rule that keeps r2wc's `Symbol.for` keys out of our code. */
  async function privateStateErrors(filePath: string, code: string): Promise<string[]> {
    return (await lint(filePath, code)).filter((message) => message.ruleId === 'portal/restricted-syntax').map((message) => message.message);
  }

  it.each(
    table([
      ['elements/internal/attribute-and-style-behaviour.ts', "export const props = Symbol.for('r2wc.props');"],
      ['elements/internal/lazy-chat-renderer.ts', "export const context = Symbol.for('r2wc.context');"],
      ['src/components/element-root.tsx', "export const render = Symbol.for('r2wc.render');"],
    ]),
  )('rejects %s reading %s', async (filePath, code) => {
    expect(await privateStateErrors(filePath, code)).toHaveLength(1);
  });

  const own = table([['elements/internal/attribute-and-style-behaviour.ts', "export const mine = Symbol.for('portal.props');"]])[0]!;
  it('allows a symbol of our own', async () => {
    expect(await privateStateErrors(...own)).toEqual([]);
  });
});

describe('views (components and elements) without HTTP, storage or messages to other windows, by lint', () => {
  const VIEW_RULES = new Set(['no-restricted-globals', 'no-restricted-properties', 'no-restricted-imports']);

  /** The messages of the rules that keep side effects out of views. */
  async function sideEffectErrors(filePath: string, code: string): Promise<string[]> {
    return (await lint(filePath, code)).filter((message) => VIEW_RULES.has(message.ruleId)).map((message) => message.message);
  }

  const VIEWS = ['src/components/shell/portal-shell-view.tsx', 'elements/portal-shell.tsx', 'elements/internal/attribute-and-style-behaviour.ts'];
  const FORBIDDEN = [
    "export const load = () => fetch('/x');",
    "export const load = () => window.fetch('/x');",
    "export const load = () => globalThis['fetch']('/x');",
    'export const request = new XMLHttpRequest();',
    "export const read = () => localStorage.getItem('k');",
    "export const read = () => window.sessionStorage.getItem('k');",
    "export const open = () => indexedDB.open('db');",
    "export const tell = () => postMessage('hi', 'https://a.example');",
    "export const tell = () => window.parent.postMessage('hi', 'https://a.example');",
    "export const tell = (frame: HTMLIFrameElement) => frame.contentWindow?.postMessage('hi', 'https://a.example');",
    "export const channel = new BroadcastChannel('portal');",
    "import axios from 'axios';",
    "import fetchAdapter from 'axios/lib/adapters/fetch';",
    "import { createHttpClient } from '../../services/http-client';",
    "import { streamChatAnswer } from '../src/services/chat-service';",
  ];

  it.each(table(VIEWS.flatMap((filePath) => FORBIDDEN.map((code) => [filePath, code] as const))))('rejects %s doing %s', async (filePath, code) => {
    expect(await sideEffectErrors(filePath, code)).not.toEqual([]);
  });

  it.each(
    table([
      ['src/stores/platform/persistence.ts', "export const read = () => localStorage.getItem('k');"],
      ['src/stores/session/sibling-session.ts', "export const channel = new BroadcastChannel('portal');"],
      ['src/protocol/bridge.ts', "export const tell = () => window.parent.postMessage('hi', 'https://a.example');"],
      ['src/services/chat-service.ts', "export const load = () => fetch('/x');"],
      ['src/components/shell/portal-shell-view.tsx', "import { $session } from '../../stores/session/session';\nexport const user = () => $session.get();"],
      ['src/components/shell/portal-shell-view.tsx', 'export const store = { fetched: true, storage: 1 };\nexport const read = () => store.fetched;'],
    ]),
  )('allows %s: %s', async (filePath, code) => {
    expect(await sideEffectErrors(filePath, code)).toEqual([]);
  });
});
