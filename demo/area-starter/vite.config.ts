// The area starter's own Vite config (a plain object, as an app team's would be): `npm run dev`
// serves it on port 5200, `npm run build` writes dist/ with relative asset paths.
export default {
  base: './',
  build: { outDir: 'dist', emptyOutDir: true },
};
