// A Vue 3 host: the elements are defined first, then the app mounts, so Vue finds their
// properties (`:hostParams` is set as a property only on a defined element).
import 'portal-shell/portal-shell';
import 'portal-shell/portal-release-notes';
import 'portal-shell/portal-chat';
import 'portal-shell/portal-account-switcher';
import { createApp } from 'vue';
import App from './App.vue';

createApp(App).mount('#app');
