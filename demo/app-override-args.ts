import { appDefinitions } from '../src/config/app-definitions';
import type { AppOriginOverride } from '../src/config/app-origin-rules';
import { APP_OVERRIDE_PARAM, bareAppPrefix, loopbackOrigin } from '../src/config/app-overrides';

/** The environment variable naming app overrides for scripts: `cdp=http://localhost:3000,dash=…`. */
export const APP_OVERRIDES_VARIABLE = 'PORTAL_APP_OVERRIDES';

/** An app override of `npm start` that cannot be: the message says which and why. */
export class AppOverrideArgumentError extends Error {
  override readonly name = 'AppOverrideArgumentError';
}

function overrideOf(text: string, source: string): AppOriginOverride {
  const at = text.indexOf('=');
  const appPrefix = bareAppPrefix(text.slice(0, Math.max(at, 0)));
  const url = text.slice(at + 1).trim();
  const prefixes = appDefinitions('Local').map((app) => app.appPrefix);
  if (at === -1 || appPrefix === '') throw new AppOverrideArgumentError(`${source}: "${text}" is not <app prefix>=<url>, e.g. cdp=http://localhost:3000.`);
  if (!prefixes.includes(appPrefix)) throw new AppOverrideArgumentError(`${source}: "${appPrefix}" is not an app prefix of the demo (${prefixes.join(', ')}).`);
  const origin = URL.canParse(url) ? loopbackOrigin(new URL(url).origin) : null;
  if (origin === null) throw new AppOverrideArgumentError(`${source}: "${url}" is not on a loopback origin (http://localhost:<port>, http://127.0.0.1:<port> or http://[::1]:<port>).`);
  return { appPrefix, origin };
}

/**
 * The app overrides `npm start` is asked for: each `--app <prefix>=<url>` (or `--app=<prefix>=<url>`)
 * of `args`, then each comma-separated entry of {@link APP_OVERRIDES_VARIABLE}; a later one for the
 * same prefix wins. The URL's origin is used (the frame loads the path after the prefix from it).
 * Throws an {@link AppOverrideArgumentError} naming an entry that cannot be.
 */
export function appOverridesFrom(args: readonly string[], variable: string | undefined): AppOriginOverride[] {
  const found: AppOriginOverride[] = [];
  args.forEach((arg, index) => {
    if (arg === '--app') {
      const value = args[index + 1];
      if (value === undefined) throw new AppOverrideArgumentError('--app: expected <app prefix>=<url> after it.');
      found.push(overrideOf(value, '--app'));
    } else if (arg.startsWith('--app=')) {
      found.push(overrideOf(arg.slice('--app='.length), '--app'));
    }
  });
  for (const entry of (variable ?? '').split(',')) if (entry.trim() !== '') found.push(overrideOf(entry.trim(), APP_OVERRIDES_VARIABLE));
  return [...new Map(found.map((override) => [override.appPrefix, override])).values()];
}

/**
 * The portal address with the overrides asked for: the browser that opens it gets the confirmation,
 * and lands in the first overridden area, so the team sees its app once it applied.
 */
export function addressWithOverrides(url: string, overrides: readonly AppOriginOverride[]): string {
  const address = new URL(url);
  if (overrides[0]) address.pathname = `/${overrides[0].appPrefix}/`;
  for (const { appPrefix, origin } of overrides) address.searchParams.append(APP_OVERRIDE_PARAM, `${appPrefix}=${origin}`);
  return address.href;
}
