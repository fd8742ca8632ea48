// A plain object, no import: the packed-package test builds this host with its own Vite.
// PORTAL_BUILD=self-contained builds the same code against the self-contained entries, to compare bytes;
// PORTAL_BUILD=ssr-server builds the server side of the server-rendered page (ssr.html) for Node.
const build = process.env.PORTAL_BUILD;
const selfContained = build === 'self-contained';

export default {
  base: '/',
  resolve: {
    alias: selfContained ? [{ find: /^portal-shell\/react-external\//, replacement: 'portal-shell/' }] : [],
  },
  build:
    build === 'ssr-server'
      ? { ssr: 'src/ssr-server.tsx', outDir: 'dist-server', emptyOutDir: true }
      : {
          outDir: selfContained ? 'dist-self-contained' : 'dist',
          emptyOutDir: true,
          // The portal page, and the server-rendered page's template and browser side.
          rolldownOptions: selfContained ? {} : { input: { main: 'index.html', ssr: 'ssr.html' } },
        },
  logLevel: 'warn',
};
