// The packed-package test builds this host with its own Vite; the Vue plugin is the host's.
import vue from '@vitejs/plugin-vue';

export default {
  base: '/',
  plugins: [
    vue({
      // <portal-*> are custom elements, not Vue components: Vue creates them as elements.
      template: { compilerOptions: { isCustomElement: (tag: string) => tag.startsWith('portal-') } },
    }),
  ],
  build: { outDir: 'dist', emptyOutDir: true },
  logLevel: 'warn',
};
