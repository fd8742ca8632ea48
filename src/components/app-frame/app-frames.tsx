import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { $activeFrameKey, $appFrames, attachFrame, retryFrame, type AppFrame } from '../../stores/frames/frames';
import { $view } from '../../stores/routing/routing';
import { FullPageLoader } from '../shell/full-page-loader';
import { FRAME_ALLOW, FRAME_SANDBOX } from './frame-policy';
import type { PartName } from '../element-parts';

interface AppFrameViewProps {
  frame: AppFrame;
  active: boolean;
  title: string;
}

function AppFrameView({ frame, active, title }: AppFrameViewProps) {
  // A ref callback runs in the commit that inserts the frame, before any message of the frame
  // can arrive (messages are later tasks): the app's first message is never missed.
  const attach = useCallback(
    (element: HTMLIFrameElement | null) => (element ? attachFrame(frame.key, frame.instance, element) : undefined),
    [frame.key, frame.instance],
  );

  return (
    <div className="app-frame" hidden={!active} data-app-prefix={frame.key} data-state={frame.state}>
      <iframe
        ref={attach}
        className="app-frame__iframe"
        src={frame.src}
        title={title}
        sandbox={FRAME_SANDBOX}
        allow={FRAME_ALLOW}
        referrerPolicy="strict-origin-when-cross-origin"
        aria-hidden={!active || frame.state !== 'ready' ? true : undefined}
        part={'app-frame' satisfies PartName}
      />
      {active && frame.state === 'loading' && (
        <div className="app-frame__overlay">
          <FullPageLoader label={`Loading ${title}`} />
        </div>
      )}
      {active && frame.state === 'timeout' && (
        <div className="app-frame__overlay app-frame__error" role="alert" part={'app-frame-error' satisfies PartName}>
          <h1 className="app-frame__error-title">{title} did not start</h1>
          <p>The product area did not answer in time. It may be busy, or your connection may have dropped.</p>
          <button type="button" className="button button--primary" onClick={() => retryFrame(frame.key)}>
            Try again
          </button>
        </div>
      )}
      {active && frame.state === 'no-token' && (
        <div className="app-frame__overlay app-frame__error" role="alert" part={'app-frame-error' satisfies PartName}>
          <h1 className="app-frame__error-title">{title} could not be opened</h1>
          <p>Its access could not be granted. The service may be busy, or your connection may have dropped.</p>
          <button type="button" className="button button--primary" onClick={() => retryFrame(frame.key)}>
            Try again
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * The product areas' frames: the active one on screen, recently visited ones kept
 * alive but hidden, so going back to them is instant and keeps their state.
 */
export function AppFrames() {
  const frames = useStore($appFrames);
  const activeKey = useStore($activeFrameKey);
  const view = useStore($view);
  const activeTitle = view.kind === 'app' ? (view.entry?.title ?? view.app.appPrefix) : '';

  return (
    <div className="app-frames" part={'app-frames' satisfies PartName} hidden={activeKey === null}>
      {frames.map((frame) => (
        <AppFrameView
          key={frame.instance}
          frame={frame}
          active={frame.key === activeKey}
          title={frame.key === activeKey ? activeTitle : frame.key}
        />
      ))}
    </div>
  );
}
