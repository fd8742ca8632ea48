// Every view writes a part name from the parts' list.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every file below `folder` (recursively) whose name ends in .ts or .tsx. */
function sources(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(folder, name));
}

describe('the elements\' CSS parts, named once', () => {
  it('has the views write each part name checked against the list, never as plain text', () => {
    const unchecked = sources('src/components')
      .concat(sources('elements'))
      .filter((file) => /\spart="|\spart=\{'[a-z-]+'\}/.test(readFileSync(file, 'utf8')));
    expect(unchecked).toEqual([]);
  });
});
