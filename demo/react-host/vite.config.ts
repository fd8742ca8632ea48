// A plain object, no import: the packed-package test builds this host with its own Vite.
// PORTAL_BUILD=self-contained builds the same code against the self-contained entries, to compare bytes.
const selfContained = process.env.PORTAL_BUILD === 'self-contained';

export default {
  base: '/',
  resolve: {
    alias: selfContained ? [{ find: /^portal-shell\/react-external\//, replacement: 'portal-shell/' }] : [],
  },
  build: { outDir: selfContained ? 'dist-self-contained' : 'dist', emptyOutDir: true },
  logLevel: 'warn',
};
