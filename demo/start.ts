// `npm start`: the demo portal and its local backend with one command; Ctrl-C stops both.
// PORT moves the portal (default 5173); BACKEND_PORT moves the backend's seven origins, which
// take that port and the six after it (default 5301). DEMO_BUILD=production serves a production
// build of the pages instead of the sources. PORTAL_HOST=portal.example.com serves everything under
// that name instead of localhost (it must resolve to this machine), so that page visits are tracked.
import { LOCAL_PORTS } from '../src/config/local-ports';
import { backendPortsFrom, startDemo } from './demo-server';

const port = Number(process.env.PORT ?? LOCAL_PORTS.portal);
const backendPorts = backendPortsFrom(Number(process.env.BACKEND_PORT ?? LOCAL_PORTS.auth));

const started = performance.now();
const build = process.env.DEMO_BUILD === 'production' ? 'production' : 'dev';
const hostName = process.env.PORTAL_HOST || undefined;
const demo = await startDemo({ port, backendPorts, build, hostName });
const { origins } = demo.backend;

console.log(`
  Portal demo      ${demo.url}  (${build === 'production' ? 'production build' : 'from source'})
  Sign in          ${origins.auth}/identity/account/login?returnurl=${encodeURIComponent(demo.url)}

  Local backend    auth ${origins.auth}   profile ${origins.profile}   gateway ${origins.gateway}
                   chat ${origins.chat}   apps ${origins.apps}   blog ${origins.blog}   errors ${origins.errors}
  API description  demo/server/openapi.json
  Page visits      ${origins.profile}/__admin/sinks/page-visits${hostName ? '' : '  (none on localhost: set PORTAL_HOST, see README)'}
  Access requests  ${origins.auth}/__admin/sinks/access-requests

  Started in ${Math.round(performance.now() - started)} ms. Ctrl-C stops everything.
`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await demo.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
