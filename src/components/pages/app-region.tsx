import type { AppEntry } from '../../config/app-types';

/** Props of {@link AppRegion}. */
export interface AppRegionProps {
  app: AppEntry;
  path: string;
  title: string;
}

/** The region a product area fills. The embedded app's frame arrives with the embedded-apps work. */
export function AppRegion({ app, path, title }: AppRegionProps) {
  return (
    <section className="app-region" part="app-region" aria-label={title} data-app-prefix={app.appPrefix} data-app-path={path}>
      <h1 className="app-region__title">{title}</h1>
    </section>
  );
}
