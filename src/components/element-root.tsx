import { EnvironmentProvider } from '@ark-ui/react/environment';
import { createContext, type ReactNode } from 'react';

/** The shadow root of the element a component renders in: where its `portal-*` events leave from. */
export const ElementContainerContext = createContext<ShadowRoot | null>(null);

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
  return (
    <ElementContainerContext.Provider value={container}>
      <EnvironmentProvider value={() => container}>{children}</EnvironmentProvider>
    </ElementContainerContext.Provider>
  );
}
