import type { AppEntry } from '../../config/app-types';
import { $appDefinitions } from '../access/access';

/** The origins of the product areas' frames not hinted yet, each once, in the apps' order. */
export function originsToPreconnect(apps: readonly AppEntry[], hinted: ReadonlySet<string>): string[] {
  const origins: string[] = [];
  for (const app of apps) {
    let origin: string;
    try {
      origin = new URL(app.iframeBaseUrl).origin;
    } catch {
      continue;
    }
    if (origin !== 'null' && !hinted.has(origin) && !origins.includes(origin)) origins.push(origin);
  }
  return origins;
}

/**
 * Lets the browser set up the connection to the apps' origin while the shell starts, so that a
 * product area's frame does not begin with DNS, TCP and TLS: a `preconnect` hint in the page's
 * head for each origin of the app set in force (and of a later set). Returns the stop.
 */
export function preconnectToApps(): () => void {
  const hinted = new Set<string>();
  return $appDefinitions.subscribe((apps) => {
    for (const origin of originsToPreconnect(apps, hinted)) {
      hinted.add(origin);
      const link = document.createElement('link');
      link.rel = 'preconnect';
      link.href = origin;
      document.head.append(link);
    }
  });
}
