// `npx tsx demo/serve-area-starter.ts [port]`: the area starter served from this repository on a port of
// its own (5200 unless given), framed by the demo portal on http://localhost:5173.
import { serveAreaStarter } from './area-starter-server';

const port = Number(process.argv[2] ?? 5200);
await serveAreaStarter({ host: 'localhost', port, shellOrigins: ['http://localhost:5173'] });
console.log(`Area starter     http://localhost:${port}/  (from this repository's source)\nNow, in another terminal: npm start -- --app cdp=http://localhost:${port}`);
