// oxlint (`npm run lint`): the rules ESLint's recommended sets, typescript-eslint's and React hooks'
// gave (carried over once with @oxlint/migrate), and the one-way layers of the source (src/README.md:
// elements -> components -> stores -> services / protocol / config) as lint errors. A JavaScript
// config so that the layers stay written once; oxlint reads it with `-c` (on Node 20 it cannot load
// a TypeScript one). What ESLint checked and oxlint does not: "Not carried over" at the end.
// `tests/unit/layer-rules.test.ts` proves the layer rules with oxlint itself.

const layer = (name) => ({ group: [`**/${name}`, `**/${name}/**`], message: `This layer may not import from ${name}/ (src/README.md).` });
const below = (...names) => ({ 'no-restricted-imports': ['error', { patterns: names.map(layer) }] });
const noHttp = { name: 'axios', message: 'HTTP belongs in src/services (src/README.md).' };
// The feature folders of src/stores/; each one's entry is the module named like the folder.
const storeFolders = ['access', 'chat', 'feeds', 'frames', 'platform', 'reporting', 'routing', 'session'];
// Outside src/stores/ an import names stores/; inside, a sibling folder is ./x or ../x. `allowed`:
// private modules a file may still load (the two loaded with import() at start-up, below). oxlint
// matches a pattern against the whole path (ESLint's patterns also matched a path's parents), so
// a folder's whole tree is x/**, not x/*.
const privateOfStores = (inside, allowed = []) =>
  storeFolders
    .filter((folder) => folder !== inside)
    .map((folder) => ({
      group: (inside === undefined ? ['**/stores'] : inside === '' ? ['.'] : ['..'])
        .flatMap((at) => [`${at}/${folder}/**`, `!${at}/${folder}/${folder}`])
        .concat(allowed.filter((path) => path.startsWith(`./${folder}/`)).map((path) => `!${path}`)),
      message: `Import src/stores/${folder}/ through its entry, stores/${folder}/${folder} (src/stores/README.md).`,
    }));
const noHttpModules = { group: ['axios/**', '**/http-client', '**/http-error', '**/*-service'], message: 'HTTP belongs in src/services, reached through a store (src/README.md).' };
const storesMayNot = ['components', 'elements', 'demo'].map(layer);

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
  // Any object's, computed names too: window.fetch, globalThis['localStorage'], frame.contentWindow.postMessage.
  'no-restricted-properties': ['error', ...Object.entries(SIDE_EFFECTS).map(([property, what]) => ({ property, message: inStores(what) }))],
};

export default {
  plugins: ['typescript', 'react'],
  // oxlint-rules.mjs: ESLint's no-restricted-syntax, which oxlint has no native form of.
  jsPlugins: ['./oxlint-rules.mjs'],
  categories: { correctness: 'off' },
  env: { builtin: true, es2023: true, browser: true },
  ignorePatterns: ['dist/**', 'node_modules/**', 'custom-elements.json', 'test-results/**'],
  rules: {
    // ESLint's recommended set.
    'constructor-super': 'error',
    'for-direction': 'error',
    'getter-return': 'error',
    'no-async-promise-executor': 'error',
    'no-case-declarations': 'error',
    'no-class-assign': 'error',
    'no-compare-neg-zero': 'error',
    'no-cond-assign': 'error',
    'no-const-assign': 'error',
    'no-constant-binary-expression': 'error',
    'no-constant-condition': 'error',
    'no-control-regex': 'error',
    'no-debugger': 'error',
    'no-delete-var': 'error',
    'no-dupe-class-members': 'error',
    'no-dupe-else-if': 'error',
    'no-dupe-keys': 'error',
    'no-duplicate-case': 'error',
    'no-empty': 'error',
    'no-empty-character-class': 'error',
    'no-empty-pattern': 'error',
    'no-empty-static-block': 'error',
    'no-ex-assign': 'error',
    'no-extra-boolean-cast': 'error',
    'no-fallthrough': 'error',
    'no-func-assign': 'error',
    'no-global-assign': 'error',
    'no-import-assign': 'error',
    'no-invalid-regexp': 'error',
    'no-irregular-whitespace': 'error',
    'no-loss-of-precision': 'error',
    'no-misleading-character-class': 'error',
    'no-new-native-nonconstructor': 'error',
    'no-nonoctal-decimal-escape': 'error',
    'no-obj-calls': 'error',
    'no-prototype-builtins': 'error',
    'no-redeclare': 'error',
    'no-regex-spaces': 'error',
    'no-self-assign': 'error',
    'no-setter-return': 'error',
    'no-shadow-restricted-names': 'error',
    'no-sparse-arrays': 'error',
    'no-this-before-super': 'error',
    'no-unassigned-vars': 'error',
    // oxlint's nursery (still being built there); both find nothing here today.
    'no-undef': 'error',
    'no-useless-assignment': 'error',
    'no-unexpected-multiline': 'error',
    'no-unreachable': 'error',
    'no-unsafe-finally': 'error',
    'no-unsafe-negation': 'error',
    'no-unsafe-optional-chaining': 'error',
    'no-unused-labels': 'error',
    'no-unused-private-class-members': 'error',
    'no-useless-backreference': 'error',
    'no-useless-catch': 'error',
    'no-useless-escape': 'error',
    'no-with': 'error',
    'preserve-caught-error': 'error',
    'require-yield': 'error',
    'use-isnan': 'error',
    'valid-typeof': 'error',
    // typescript-eslint's recommended set, with ours.
    'no-array-constructor': 'error',
    'no-unused-expressions': 'error',
    'no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    'typescript/ban-ts-comment': 'error',
    'typescript/consistent-type-imports': 'error',
    'typescript/no-duplicate-enum-values': 'error',
    'typescript/no-empty-object-type': 'error',
    'typescript/no-extra-non-null-assertion': 'error',
    'typescript/no-misused-new': 'error',
    'typescript/no-namespace': 'error',
    'typescript/no-non-null-asserted-optional-chain': 'error',
    'typescript/no-require-imports': 'error',
    'typescript/no-this-alias': 'error',
    'typescript/no-unnecessary-type-constraint': 'error',
    'typescript/no-unsafe-declaration-merging': 'error',
    'typescript/no-unsafe-function-type': 'error',
    'typescript/no-wrapper-object-types': 'error',
    'typescript/prefer-as-const': 'error',
    'typescript/prefer-namespace-keyword': 'error',
    'typescript/triple-slash-reference': 'error',
    // eslint-plugin-react-hooks' recommended set: the hooks' rules and the React Compiler's checks.
    'react/rules-of-hooks': 'error',
    'react/exhaustive-deps': 'warn',
    'react/static-components': 'error',
    'react/use-memo': 'error',
    'react/preserve-manual-memoization': 'error',
    'react/incompatible-library': 'warn',
    'react/immutability': 'error',
    'react/globals': 'error',
    'react/refs': 'error',
    'react/set-state-in-effect': 'error',
    'react/error-boundaries': 'error',
    'react/purity': 'error',
    'react/set-state-in-render': 'error',
    'react/unsupported-syntax': 'warn',
  },
  overrides: [
    // What TypeScript itself checks (typescript-eslint's eslint-recommended).
    {
      files: ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'],
      rules: {
        'constructor-super': 'off',
        'getter-return': 'off',
        'no-class-assign': 'off',
        'no-const-assign': 'off',
        'no-dupe-class-members': 'off',
        'no-dupe-keys': 'off',
        'no-func-assign': 'off',
        'no-import-assign': 'off',
        'no-new-native-nonconstructor': 'off',
        'no-obj-calls': 'off',
        'no-redeclare': 'off',
        'no-setter-return': 'off',
        'no-this-before-super': 'off',
        'no-undef': 'off',
        'no-unreachable': 'off',
        'no-unsafe-negation': 'off',
        'no-with': 'off',
        'no-var': 'error',
        'prefer-const': 'error',
        'prefer-rest-params': 'error',
        'prefer-spread': 'error',
      },
    },
    { files: ['src/config/**'], rules: below('stores', 'components', 'services', 'protocol', 'elements', 'demo') },
    { files: ['src/services/**'], rules: below('stores', 'components', 'protocol', 'elements', 'demo') },
    { files: ['src/protocol/**'], rules: below('stores', 'components', 'services', 'elements', 'demo') },
    // The embedded-app SDK ships alone: it may import nothing from the rest of the shell, but its
    // message contract (envelope.ts, which imports nothing either).
    {
      files: ['src/protocol/client.ts', 'src/protocol/envelope.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [{ group: ['../**', './**', '!./envelope', '**/src/**'], message: 'client.ts is its own entry and imports nothing from src/ but envelope.ts (src/README.md).' }] },
        ],
      },
    },
    { files: ['src/stores/**'], rules: below('components', 'elements', 'demo') },
    // Each folder of src/stores/ is imported only through its entry (the module named like the folder,
    // src/stores/README.md); its other modules are private to it.
    ...storeFolders.map((folder) => ({
      files: [`src/stores/${folder}/**`],
      rules: { 'no-restricted-imports': ['error', { patterns: [...storesMayNot, ...privateOfStores(folder)] }] },
    })),
    { files: ['src/stores/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [...storesMayNot, ...privateOfStores('')] }] } },
    // oxlint checks import() too (ESLint did not): two start-up modules load a folder's private
    // module lazily, off the first paint, which its entry must not re-export (the entries say so).
    { files: ['src/stores/page-start.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [...storesMayNot, ...privateOfStores('', ['./session/sibling-session'])] }] } },
    { files: ['src/stores/shell-start.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [...storesMayNot, ...privateOfStores('', ['./reporting/page-visit-tracking'])] }] } },
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
        'portal/restricted-syntax': [
          'error',
          {
            selector: "CallExpression[callee.object.name='Symbol'][callee.property.name='for'][arguments.0.value=/^r2wc\\./]",
            message: "r2wc's state is private: use its options and the renderer contract (elements/internal/renderer-contract.ts).",
          },
        ],
      },
    },
    { files: ['src/components/**', 'elements/**'], rules: noViewSideEffects },
    { files: ['demo/server/**', 'tests/**', '*.config.*', 'vite.config.ts'], env: { node: true, browser: true } },
  ],
};

// Not carried over from ESLint, and why:
// - react-hooks/config and react-hooks/gating check the options and gating of a React Compiler
//   build; this project does not compile with the React Compiler (its checks above run without
//   options), so both had nothing to check. oxlint has neither (its compiler options are fixed).
// - no-dupe-args and no-octal: every file here is an ES module, strict mode, where both are syntax
//   errors already.
// - The computed-name selector (window['fetch']) of the old no-restricted-syntax: oxlint's
//   no-restricted-properties catches computed names itself.
