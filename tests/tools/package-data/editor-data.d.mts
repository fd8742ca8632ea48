// Types of editor-data.mjs for the TypeScript that imports it (the unit test).
export function vscodeCustomData(manifest: unknown): any;
export function webTypes(manifest: unknown, pkg: { name: string; version: string }): any;
