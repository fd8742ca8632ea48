// The one place the starter imports Portal Shell from. Here it is the repository's source; in your
// own app these lines read `from 'portal-shell/client'` and `'portal-shell/client/react'` (the tests' fake shell: portal-shell-testing.ts).
export { createShellClient, type AxiosAuthorizationPayload, type ShellClient } from '../../../src/protocol/client';
export { ShellProvider, useShellClient, useShellNavigation, useShellToken, useUnsavedChanges } from '../../../src/protocol/client-react';
