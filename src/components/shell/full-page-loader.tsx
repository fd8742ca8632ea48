import type { PartName } from '../element-parts';

/** Props of {@link FullPageLoader}. */
export interface FullPageLoaderProps {
  /** What is loading, for assistive technology. */
  label: string;
}

/** The full-page loader: shown while the login state initialises. */
export function FullPageLoader({ label }: FullPageLoaderProps) {
  return (
    <div className="full-page-loader" role="status" aria-live="polite" part={'loader' satisfies PartName}>
      <span className="full-page-loader__spinner" aria-hidden="true" />
      <span className="full-page-loader__label">{label}</span>
    </div>
  );
}
