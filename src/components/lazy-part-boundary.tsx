import { Component, useId, type ErrorInfo, type ReactNode } from 'react';
import type { PartName } from './element-parts';

/** Props of {@link LazyPartBoundary}. */
export interface LazyPartBoundaryProps {
  /** Renders the part; called on every render, so a retry renders the part's newest lazy component. */
  render: () => ReactNode;
  /** What shows in the part's place after it failed; `retry` renders the part again. */
  fallback: (retry: () => void) => ReactNode;
  /** Told of each failure once, when the fallback has taken the part's place. */
  onFailure: (error: unknown) => void;
}

interface LazyPartBoundaryState {
  failed: boolean;
}

/**
 * Keeps a part that failed (its code could not be fetched, or it threw while rendering) from
 * taking the whole element down: the part's place shows `fallback` and the rest stays.
 */
export class LazyPartBoundary extends Component<LazyPartBoundaryProps, LazyPartBoundaryState> {
  override state: LazyPartBoundaryState = { failed: false };

  static getDerivedStateFromError(): LazyPartBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onFailure(error);
  }

  private readonly retry = () => this.setState({ failed: false });

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.render();
  }
}

/** The message of a part that could not be loaded. */
export const PART_NOT_LOADED_TEXT = 'This part could not be loaded.';

/** The default fallback of a lazy part: one line of text and a Try again button, announced politely. */
export function PartNotLoaded({ retry }: { retry: () => void }) {
  const id = useId();
  return (
    <span className="lazy-part-failed" role="status" part={'lazy-part-failed' satisfies PartName}>
      <span id={id}>{PART_NOT_LOADED_TEXT}</span>{' '}
      <button type="button" className="button" aria-describedby={id} onClick={retry}>
        Try again
      </button>
    </span>
  );
}
