// The area starter's own Vite config (a plain object, as an app team's would be):
// `npx vite --config demo/area-starter/vite.config.ts demo/area-starter` serves it.
export default {
  base: './',
  build: { outDir: 'dist', emptyOutDir: true },
  logLevel: 'warn',
};
