// The version an element reports is package.json's, put in by the bundler.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PACKAGE_VERSION } from '../../../elements/internal/package-version';

describe('PACKAGE_VERSION', () => {
  it('is the version in package.json', () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    expect(PACKAGE_VERSION).toBe(version);
  });
});
