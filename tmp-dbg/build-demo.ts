import { fileURLToPath } from 'node:url';
import { buildForProduction } from '../demo/production-build';
const dir = await buildForProduction({ root: fileURLToPath(new URL('../demo/', import.meta.url)), pages: ['index.html'] });
console.log(dir);
