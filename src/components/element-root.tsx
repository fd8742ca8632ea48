import { EnvironmentProvider } from '@ark-ui/react/environment';
import type { ReactNode } from 'react';

/** Props of {@link ElementRoot}. */
export interface ElementRootProps {
  /** The shadow root the element renders into. */
  container: ShadowRoot;
  children: ReactNode;
}

/**
 * The root of every element's React tree: points Ark UI's environment at the shadow root, so
 * portals render inside it and focus traps and outside clicks see the right document.
 */
export function ElementRoot({ container, children }: ElementRootProps) {
  return <EnvironmentProvider value={() => container}>{children}</EnvironmentProvider>;
}
