import { LOGIN_REFRESH_INTERVAL_MS } from '../../config/business-constants';
import { onStoreReset } from '../store-reset';

// The timer alone, apart from what it runs: a sign-out stops it, and a failed refresh signs out.
let refreshTimer: ReturnType<typeof setInterval> | undefined;

/**
 * Runs `refresh` every 50 s; a second call restarts the timer.
 * @param refresh One login refresh (its own failure handled inside).
 */
export function startLoginRefreshTimer(refresh: () => void): void {
  stopLoginRefresh();
  refreshTimer = setInterval(refresh, LOGIN_REFRESH_INTERVAL_MS);
}

/** Stops the login refresh. */
export function stopLoginRefresh(): void {
  if (refreshTimer !== undefined) clearInterval(refreshTimer);
  refreshTimer = undefined;
}

onStoreReset('session', () => stopLoginRefresh());
