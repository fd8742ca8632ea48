// ESLint: typescript-eslint's recommended rules, React hooks, and the one-way layers of the source
// (src/README.md: elements -> components -> stores -> services / protocol / config) as lint errors.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const layer = (name) => ({ group: [`**/${name}`, `**/${name}/**`], message: `This layer may not import from ${name}/ (src/README.md).` });
const below = (...names) => ({ 'no-restricted-imports': ['error', { patterns: names.map(layer) }] });
const noHttp = { name: 'axios', message: 'HTTP belongs in src/services (src/README.md).' };
// The feature folders of src/stores/; each one's entry is the module named like the folder.
const storeFolders = ['access', 'chat', 'feeds', 'frames', 'platform', 'reporting', 'routing', 'session'];
// Outside src/stores/ an import names stores/; inside, a sibling folder is ./x or ../x.
const privateOfStores = (inside) =>
  storeFolders
    .filter((folder) => folder !== inside)
    .map((folder) => ({
      group: (inside === undefined ? ['**/stores'] : inside === '' ? ['.'] : ['..']).flatMap((at) => [`${at}/${folder}/*`, `!${at}/${folder}/${folder}`]),
      message: `Import src/stores/${folder}/ through its entry, stores/${folder}/${folder} (src/stores/README.md).`,
    }));
const noHttpModules = { group: ['axios/*', '**/http-client', '**/http-error', '**/*-service'], message: 'HTTP belongs in src/services, reached through a store (src/README.md).' };
const r2wcPrivate = {
  selector: "CallExpression[callee.object.name='Symbol'][callee.property.name='for'][arguments.0.value=/^r2wc\\./]",
  message: "r2wc's state is private: use its options and the renderer contract (elements/internal/render-requests.ts).",
};

// Views (components and elements) show the stores' state and call their actions: the network,
// storage and messages to other windows are the stores' (src/README.md), never a view's.
const SIDE_EFFECTS = {
  fetch: 'HTTP',
  XMLHttpRequest: 'HTTP',
  localStorage: 'Storage',
  sessionStorage: 'Storage',
  indexedDB: 'Storage',
  postMessage: 'Messages to other windows',
  BroadcastChannel: 'Messages to other tabs',
};
const inStores = (what) => `${what} belongs in a store, not in a view (src/README.md).`;
const noViewSideEffects = {
  'no-restricted-globals': ['error', ...Object.entries(SIDE_EFFECTS).map(([name, what]) => ({ name, message: inStores(what) }))],
  // Any object's: window.fetch, globalThis.localStorage, frame.contentWindow.postMessage.
  'no-restricted-properties': ['error', ...Object.entries(SIDE_EFFECTS).map(([property, what]) => ({ property, message: inStores(what) }))],
  'no-restricted-syntax': [
    'error',
    r2wcPrivate,
    // A computed name (window['fetch']) gets past no-restricted-properties.
    {
      selector: `MemberExpression[computed=true][property.value=/^(${Object.keys(SIDE_EFFECTS).join('|')})$/]`,
      message: inStores('HTTP, storage or a message to other windows'),
    },
  ],
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'custom-elements.json', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  { files: ['src/config/**'], rules: below('stores', 'components', 'services', 'protocol', 'elements', 'demo') },
  { files: ['src/services/**'], rules: below('stores', 'components', 'protocol', 'elements', 'demo') },
  { files: ['src/protocol/**'], rules: below('stores', 'components', 'services', 'elements', 'demo') },
  // The embedded-app SDK ships alone: it may import nothing from the rest of the shell.
  {
    files: ['src/protocol/client.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*', './*', '**/src/**'], message: 'client.ts is its own entry and imports nothing from src/ (src/README.md).' }] },
      ],
    },
  },
  { files: ['src/stores/**'], rules: below('components', 'elements', 'demo') },
  // Each folder of src/stores/ is imported only through its entry (the module named like the folder,
  // src/stores/README.md); its other modules are private to it.
  ...storeFolders.map((folder) => ({
    files: [`src/stores/${folder}/**`],
    rules: { 'no-restricted-imports': ['error', { patterns: [...['components', 'elements', 'demo'].map(layer), ...privateOfStores(folder)] }] },
  })),
  { files: ['src/stores/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [...['components', 'elements', 'demo'].map(layer), ...privateOfStores('')] }] } },
  {
    files: ['src/components/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [noHttp], patterns: [noHttpModules, ...['services', 'protocol', 'elements', 'demo'].map(layer), ...privateOfStores()] }],
    },
  },
  {
    files: ['elements/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [noHttp], patterns: [noHttpModules, ...['services', 'protocol', 'demo'].map(layer), ...privateOfStores()] }],
    },
  },
  // r2wc's state is private: the elements use its public options and renderer contract only.
  {
    files: ['elements/**', 'src/**'],
    rules: {
      'no-restricted-syntax': ['error', r2wcPrivate],
    },
  },
  // After the block above: its no-restricted-syntax is repeated in noViewSideEffects (a later block replaces a rule's options).
  { files: ['src/components/**', 'elements/**'], rules: noViewSideEffects },
  {
    files: ['demo/server/**', 'tests/**', '*.config.*', 'vite.config.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
