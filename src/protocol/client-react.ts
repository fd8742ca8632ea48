/**
 * React hooks over the client SDK (`portal-shell/client/react`, src/protocol/APP-TEAMS.md). React is
 * the app's own (a peer dependency); this module adds nothing else.
 *
 * @example
 * ```tsx
 * const shell = createShellClient({ allowedShellOrigins: ['https://portal.example'] });
 * root.render(<ShellProvider client={shell}><App /></ShellProvider>);
 *
 * function App() {
 *   const token = useShellToken();
 *   const reportNavigation = useShellNavigation((url) => router.navigate(url, { replace: true }));
 *   useUnsavedChanges(form.isDirty);
 * }
 * ```
 */
import { createContext, createElement, useCallback, useContext, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { AxiosAuthorizationPayload, ShellClient } from './client';

const ShellContext = createContext<ShellClient | null>(null);

type TokenStore = { get: () => AxiosAuthorizationPayload | null; subscribe: (listener: () => void) => () => void };

/** One store of the latest token per client, subscribed on first use, so a component mounted later still has it. */
const tokenStores = new WeakMap<ShellClient, TokenStore>();

function tokenStore(client: ShellClient): TokenStore {
  let store = tokenStores.get(client);
  if (!store) {
    let latest: AxiosAuthorizationPayload | null = null;
    const listeners = new Set<() => void>();
    client.onToken((token) => {
      latest = token;
      for (const listener of [...listeners]) listener();
    });
    store = { get: () => latest, subscribe: (listener) => (listeners.add(listener), () => void listeners.delete(listener)) };
    tokenStores.set(client, store);
  }
  return store;
}

/** The clients that have told the shell they are ready: once per client, however many providers. */
const readyClients = new WeakSet<ShellClient>();

const noStore: TokenStore = { get: () => null, subscribe: () => () => {} };

/** Props of {@link ShellProvider}. */
export interface ShellProviderProps {
  /** The app's client, from `createShellClient`; null outside the shell (every hook then does nothing). */
  client: ShellClient | null;
  children?: ReactNode;
}

/**
 * Gives the hooks below the app's shell client, and tells the shell the app is ready (childReady)
 * once mounted, after its children have subscribed (once per client, however many providers);
 * do not call `client.ready()` as well.
 */
export function ShellProvider({ client, children }: ShellProviderProps) {
  useEffect(() => {
    if (!client || readyClients.has(client)) return;
    tokenStore(client);
    readyClients.add(client);
    client.ready();
  }, [client]);
  return createElement(ShellContext.Provider, { value: client }, children);
}

/** The shell client of the nearest {@link ShellProvider}, or null outside the shell. */
export function useShellClient(): ShellClient | null {
  return useContext(ShellContext);
}

/** The latest token the shell issued to this app (axiosAuthorization), or null before the first one. */
export function useShellToken(): AxiosAuthorizationPayload | null {
  const client = useShellClient();
  const store = client ? tokenStore(client) : noStore;
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/**
 * Calls `onNavigate` with the app URL whenever the shell navigates inside the app (parentUrlChanged:
 * the app should replace its address, without a reload), and returns the function that reports the
 * app's own navigation to the shell (childUrlChanged; `navigated` false for a replace).
 */
export function useShellNavigation(onNavigate: (url: string) => void): (url: string, navigated?: boolean) => void {
  const client = useShellClient();
  const latest = useRef(onNavigate);
  useEffect(() => {
    latest.current = onNavigate;
  });
  useEffect(() => client?.onParentUrlChanged((url) => latest.current(url)), [client]);
  return useCallback((url: string, navigated = true) => client?.reportUrl(url, navigated), [client]);
}

/** Tells the shell whether the app has unsaved work (dirtyStateChanged), so it asks before leaving; clean again when unmounted. */
export function useUnsavedChanges(isDirty: boolean): void {
  const client = useShellClient();
  useEffect(() => {
    if (!client || !isDirty) return;
    client.setDirty(true);
    return () => client.setDirty(false);
  }, [client, isDirty]);
}
