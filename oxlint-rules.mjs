// Rules of our own for oxlint (a JS plugin, `oxlint.config.mjs`), for what it has no native rule for.
export default {
  meta: { name: 'portal' },
  rules: {
    // ESLint's no-restricted-syntax: each option, { selector, message }, reports the nodes its
    // selector matches with its message.
    'restricted-syntax': {
      meta: { schema: false },
      create(context) {
        return Object.fromEntries(context.options.map(({ selector, message }) => [selector, (node) => context.report({ node, message })]));
      },
    },
  },
};
