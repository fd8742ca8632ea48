// `npm start`: the demo portal and its local backend with one command; Ctrl-C stops both.
// PORT moves the portal (default 5173); HOST_PORT the host site with the other host pages (default
// PORT + 1); BACKEND_PORT moves the backend's seven origins, which take that port and the six after
// it (default 5301). PORTAL_ALLOWED_ORIGINS adds trusted origins (comma-separated) to the backend.
// DEMO_BUILD=production serves a production build of the pages instead of the sources. PORTAL_HOST=
// portal.example.com serves everything under that name instead of localhost (it must resolve to this
// machine), so that page visits are tracked. PORTAL_PROFILE_SAMPLE_RATE (0 to 1, default 0.3) is the
// profile sample rate of traced loads: 0.3 × it of page loads get the profiler's Document-Policy. `npm start -- --app cdp=http://localhost:3000`
// (repeatable; or PORTAL_APP_OVERRIDES=cdp=http://localhost:3000,… for scripts) points that area at an
// app team's dev server: the start address asks the browser to confirm it, and the backend trusts
// that origin (src/protocol/app-overrides.md).
import { LOCAL_PORTS } from '../src/config/local-ports';
import { backendPortsFrom, ownPageLines, startDemo } from './demo-server';
import { APP_OVERRIDES_VARIABLE, addressWithOverrides, appOverridesFrom } from './app-override-args';
import { parseAllowedOrigins } from './server/http/allowed-origins';
import type { AppOriginOverride } from '../src/config/app-origin-rules';
import { PROFILE_SAMPLE_RATE_VARIABLE, profileSampleRateFrom } from './profiling-policy';

const port = Number(process.env.PORT ?? LOCAL_PORTS.portal);
const hostPort = Number(process.env.HOST_PORT ?? port + 1);
const backendPorts = backendPortsFrom(Number(process.env.BACKEND_PORT ?? LOCAL_PORTS.auth));

let allowedOrigins: string[];
let profileSampleRate: number;
let appOverrides: AppOriginOverride[];
try {
  appOverrides = appOverridesFrom(process.argv.slice(2), process.env[APP_OVERRIDES_VARIABLE]);
  // The app's own calls (the gateway, from its dev server's origin) need the backend to trust it.
  allowedOrigins = [...new Set([...parseAllowedOrigins(process.env.PORTAL_ALLOWED_ORIGINS), ...appOverrides.map(({ origin }) => origin)])];
  profileSampleRate = profileSampleRateFrom(process.env[PROFILE_SAMPLE_RATE_VARIABLE]);
} catch (error) {
  if (!(error instanceof Error)) throw error;
  console.error(`\n  npm start: ${error.message}\n`);
  process.exit(1);
}

const started = performance.now();
const build = process.env.DEMO_BUILD === 'production' ? 'production' : 'dev';
const hostName = process.env.PORTAL_HOST || undefined;
const demo = await startDemo({ port, hostPort, allowedOrigins, backendPorts, build, hostName, profileSampleRate });
const { origins } = demo.backend;
const extraOrigins = demo.backend.trustedOrigins.filter((origin) => origin !== origins.portal && origin !== new URL(demo.hostUrl).origin);

const overriddenOrigins = new Set(appOverrides.map(({ origin }) => origin));
const ownPages = extraOrigins.filter((origin) => !overriddenOrigins.has(origin));
const startAddress = addressWithOverrides(demo.url, appOverrides);
const overrideLines = appOverrides.map(({ appPrefix, origin }) => `\n  App override     /${appPrefix}/ → ${origin}  (open the start address, sign in as Cora Customer, who has every area, and Apply)`).join('');

console.log(`
  Portal demo      ${startAddress}  (${build === 'production' ? 'production build' : 'from source'})${overrideLines}
  Host site        ${demo.hostUrl}cms/portal/   ${demo.hostUrl}widget.html   ${demo.hostUrl}elements.html
  Sign in          ${origins.auth}/identity/account/login?returnurl=${encodeURIComponent(startAddress)}
  Trusted origins  ${demo.backend.trustedOrigins.join('  ')}${extraOrigins.length > 0 ? '' : '  (more with PORTAL_ALLOWED_ORIGINS)'}

  Local backend    auth ${origins.auth}   profile ${origins.profile}   gateway ${origins.gateway}
                   chat ${origins.chat}   apps ${origins.apps}   blog ${origins.blog}   errors ${origins.errors}
  Your own page    ${ownPageLines(demo.backend, ownPages)}
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
