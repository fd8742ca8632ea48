// The starter's tests import the fake shell from here; in your own app: `from 'portal-shell/testing'`.
export { createBareWindow, createFakeShell, type FakeShell } from '../../../src/protocol/fake-shell';
