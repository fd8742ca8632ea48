// Types of typings.mjs for the TypeScript that imports it (the unit test).
export function elementsOf(manifest: unknown): any[];
export function eventsOf(elements: readonly any[]): Map<string, { detail: string; description?: string }>;
export function eventsDeclaration(elements: readonly any[]): string;
export function elementDeclaration(element: any): string;
export function reactElementDeclaration(element: any): string;
export function indexDeclaration(elements: readonly any[], prefix: string): string;
export function vueDeclaration(elements: readonly any[]): string;
