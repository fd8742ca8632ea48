// The tags, their props and their events in Vue templates, for vue-tsc.
/// <reference types="portal-shell/vue" />

declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent;
  export default component;
}
