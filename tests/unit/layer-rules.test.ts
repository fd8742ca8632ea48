import { readdirSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** Lints `code` as if it were the file at `filePath` and returns the layer-rule messages. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('the one-way layers of src/README.md, enforced by lint', () => {
  it.each([
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
    ['src/protocol/client.ts', "import { PROTOCOL_VERSION } from './envelope';"],
    ['src/protocol/client.ts', "import { ENV } from '../config/environment';"],
    ['elements/portal-shell.tsx', "import { getUserData } from '../src/services/auth';"],
    ['src/stores/session/session.ts', "import { users } from '../../../demo/server/sample-data';"],
  ])('rejects %s importing upwards or sideways: %s', async (filePath, code) => {
    expect(await layerErrors(filePath, code)).toHaveLength(1);
  });

  it.each([
    ['src/stores/session/session.ts', "import { getUserData } from '../../services/auth';"],
    ['src/stores/platform/environment.ts', "import { ENV } from '../../config/environment';"],
    ['src/stores/frames/app-frame-state.ts', "import { bridge } from '../../protocol/bridge';"],
    ['src/stores/shell-start.ts', "import { getUserData } from '../services/auth';"],
    ['src/components/shell/portal-shell-view.tsx', "import { $session } from '../../stores/session/session';"],
    ['src/services/auth.ts', "import { ENV } from '../config/environment';"],
    ['elements/portal-shell.tsx', "import { PortalShellView } from '../src/components/shell/portal-shell-view';"],
    ['src/protocol/client.ts', "import type { Foo } from 'some-package';"],
  ])('allows %s importing downwards: %s', async (filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });

  // Every folder of src/ is a layer with its rule: a new folder without one would import freely.
  // (That the code base as it stands keeps the rules is the lint step's run over every file.)
  it.each(readdirSync('src', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name))(
    'src/%s is a layer that may not import the elements',
    async (folder) => {
      expect(await layerErrors(`src/${folder}/any-module.ts`, "import '../../elements/portal-shell';")).toHaveLength(1);
    },
  );
});

describe('a folder of src/stores/ is imported through its entry, enforced by lint', () => {
  it.each([
    ['src/components/shell/portal-shell-view.tsx', "import { readCachedLogin } from '../../stores/session/login-cache';"],
    ['elements/portal-chat.ts', "import { tidySignInReturn } from '../src/stores/session/sign-in-return-params';"],
    ['src/stores/shell-start.ts', "import { startAppFrames } from './frames/app-frames';"],
    ['src/stores/routing/routing.ts', "import { readCachedLogin } from '../session/login-cache';"],
  ])('rejects %s importing a private module of another folder: %s', async (filePath, code) => {
    expect(await layerErrors(filePath, code)).toHaveLength(1);
  });

  it.each([
    ['src/components/shell/portal-shell-view.tsx', "import { $session } from '../../stores/session/session';"],
    ['src/stores/shell-start.ts', "import { startAppFrames } from './frames/frames';"],
    ['src/stores/routing/routing.ts', "import { $session } from '../session/session';"],
    ['src/stores/routing/routing.ts', "import { portalView } from './portal-view';"],
    ['src/components/shell/portal-shell-view.tsx', "import { ChatWidget } from '../chat/chat-widget';"],
  ])('allows %s importing an entry or a module of its own folder: %s', async (filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });

  // Every folder of src/stores/ has an entry named like it: a new folder without one would be open.
  it.each(readdirSync('src/stores', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name))(
    'src/stores/%s has its entry and keeps its other modules private',
    async (folder) => {
      expect(readdirSync(`src/stores/${folder}`)).toContain(`${folder}.ts`);
      expect(await layerErrors('src/components/any-view.tsx', `import { x } from '../stores/${folder}/any-module';`)).toHaveLength(1);
    },
  );
});

describe("r2wc's private state, off limits by lint", () => {
  /** The messages of the rule that keeps r2wc's `Symbol.for` keys out of our code. */
  async function privateStateErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
  }

  it.each([
    ['elements/internal/portal-element.ts', "export const props = Symbol.for('r2wc.props');"],
    ['elements/internal/lazy-chat-renderer.ts', "export const context = Symbol.for('r2wc.context');"],
    ['src/components/element-root.tsx', "export const render = Symbol.for('r2wc.render');"],
  ])('rejects %s reading %s', async (filePath, code) => {
    expect(await privateStateErrors(filePath, code)).toHaveLength(1);
  });

  it('allows a symbol of our own', async () => {
    expect(await privateStateErrors('elements/internal/portal-element.ts', "export const mine = Symbol.for('portal.props');")).toEqual([]);
  });
});

describe('views (components and elements) without HTTP, storage or messages to other windows, by lint', () => {
  const VIEW_RULES = new Set(['no-restricted-globals', 'no-restricted-properties', 'no-restricted-syntax', 'no-restricted-imports']);

  /** The messages of the rules that keep side effects out of views. */
  async function sideEffectErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((message) => message.ruleId !== null && VIEW_RULES.has(message.ruleId)).map((message) => message.message);
  }

  const VIEWS = ['src/components/shell/portal-shell-view.tsx', 'elements/portal-shell.tsx', 'elements/internal/portal-element.ts'];
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

  it.each(VIEWS.flatMap((filePath) => FORBIDDEN.map((code) => [filePath, code])))('rejects %s doing %s', async (filePath, code) => {
    expect(await sideEffectErrors(filePath, code)).not.toEqual([]);
  });

  it.each([
    ['src/stores/platform/persistence.ts', "export const read = () => localStorage.getItem('k');"],
    ['src/stores/session/sibling-session.ts', "export const channel = new BroadcastChannel('portal');"],
    ['src/protocol/bridge.ts', "export const tell = () => window.parent.postMessage('hi', 'https://a.example');"],
    ['src/services/chat-service.ts', "export const load = () => fetch('/x');"],
    ['src/components/shell/portal-shell-view.tsx', "import { $session } from '../../stores/session/session';\nexport const user = () => $session.get();"],
    ['src/components/shell/portal-shell-view.tsx', 'export const store = { fetched: true, storage: 1 };\nexport const read = () => store.fetched;'],
  ])('allows %s: %s', async (filePath, code) => {
    expect(await sideEffectErrors(filePath, code)).toEqual([]);
  });
});
