// The platform folder's entry: what every feature stands on: the environment and host parameters,
// the HTTP clients, storage (local and the tab's versioned cache), the base path, the browser's
// navigation, leaving a page with unsaved changes, and a refused origin. Importers use this one path.
export { $dirty, $navigationPrompt, answerNavigation, confirmNavigation, navigateWithConfirmation } from './navigation-confirmation';
export { $allowAppOverrides, $appOriginRules, $contentPlatformHost, $environment, $hostParams, adoptHostParams } from './environment';
export { httpClients } from './http-clients';
export { clearStaleSessionKeys, readSessionCache, removeSessionCache, writeSessionCache } from './tab-storage';
export { persistentJsonAtom, persistentParsedAtom, readStoredJson, removeRetiredKeys, writeStoredJson } from './persistence';
export { $originRefused, noteOriginRefused } from './origin-refusal';
export { browserNavigation } from './browser-navigation';
export { $basePath } from './base-path';
export { afterFirstFrame, $firstFrameRendered } from './first-frame';
