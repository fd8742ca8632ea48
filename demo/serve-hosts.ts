// `npm run serve-hosts`: the example host apps of demo/ (react-host with its server-rendered page,
// vue-host, plain-host) built from the packed package and served on free localhost ports, around a
// local backend of their own, exactly as tests/package/ does. `npm run build` first (it packs dist/).
// Ctrl-C stops everything and removes the work folder.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { makeConsumer, pack, removeFolder, renderServerPage, viteBuild, workFolder } from '../tests/package/consumer';
import { serveBuild, type StaticHost } from '../tests/package/static-host';
import { freeDemoPorts } from '../tests/tools/free-ports';
import { localHostParams } from './demo-server';
import { startBackend } from './server/start-backend';

if (!existsSync(new URL('../dist/integrity.json', import.meta.url))) {
  console.error('\n  npm run serve-hosts: no dist/ yet; run `npm run build` first.\n');
  process.exit(1);
}

const work = workFolder();
const { tarball } = pack(work);
const plain = makeConsumer(work, 'plain-host', tarball);
// The framework hosts use this repository's React and Vue, and a copy of the package installed once.
const react = makeConsumer(work, 'react-host', tarball, ['react', 'react-dom', 'scheduler'], plain);
const vue = makeConsumer(work, 'vue-host', tarball, ['vue', '@vitejs/plugin-vue'], plain);

const free = await freeDemoPorts(1);
const [reactPort, vuePort, plainPort] = [free.port, free.hostPort, free.extra[0]!];
const origin = (port: number) => `http://localhost:${port}`;
const backend = await startBackend({ ports: { ...free.backendPorts, portal: reactPort }, portalOrigins: [reactPort, vuePort, plainPort].map(origin) });
const settingsFor = (port: number, path: string) => ({ ...localHostParams(backend), AuthServerReturnUrl: `${origin(port)}${path}` });

await viteBuild(react);
await viteBuild(react, { PORTAL_BUILD: 'ssr-server' });
await viteBuild(vue);
await viteBuild(plain);
renderServerPage(react, 'dist-server/ssr-server.js', 'dist/ssr.html', settingsFor(reactPort, '/ssr.html'));
const hosts: StaticHost[] = [
  await serveBuild(join(react, 'dist'), reactPort, settingsFor(reactPort, '/portal/')),
  await serveBuild(join(vue, 'dist'), vuePort, settingsFor(vuePort, '/portal/')),
  await serveBuild(join(plain, 'dist'), plainPort, settingsFor(plainPort, '/')),
];

console.log(`
  React host       ${origin(reactPort)}/portal/   (demo/react-host)
  Server-rendered  ${origin(reactPort)}/ssr.html   (demo/react-host/ssr.html, rendered in Node at start)
  Vue host         ${origin(vuePort)}/portal/   (demo/vue-host)
  Plain host       ${origin(plainPort)}/   (demo/plain-host)
  Local backend    auth ${backend.origins.auth}   (sign in as Cora Customer: every area)

  Built from the packed package in ${work}. Ctrl-C stops everything.
`);

const stop = async () => {
  await Promise.all(hosts.map((host) => host.close()));
  await backend.close();
  removeFolder(work);
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
