import { readFileSync } from 'node:fs';

/** The API description of the local backend (demo/server/openapi.json), parsed. */
export const OPENAPI_DOCUMENT = JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, unknown> & { servers: Array<{ variables: { port: { default: string } } }> }>;
  components: { schemas: Record<string, unknown> };
};
