// @custom-elements-manifest/analyzer: custom-elements.json from the JSDoc of elements/*.
export default {
  globs: ['elements/portal-*.ts', 'elements/portal-*.tsx'],
  exclude: ['elements/portal-chat-app.tsx'],
  outdir: '.',
  litelement: false,
  // package.json names dist/custom-elements.json itself; regenerating must not rewrite it.
  packagejson: false,
};
