import { useStore } from '@nanostores/react';
import { $appOverrideNotices, $appOverrides, dismissOverrideNotice, setAppOverride } from '../../stores/access/access';
import type { PartName } from '../element-parts';
import partCss from './app-override-strip.css?inline';
import { usePartStyles } from '../part-styles';

const APP_OVERRIDE_STRIP_STYLES = [partCss];

/** When an override lapses, in the person's own clock: a time today, with the day when it is another. */
function lapseTime(until: number): string {
  const at = new Date(until);
  const time = at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return at.toDateString() === new Date().toDateString() ? time : `${at.toLocaleDateString([], { weekday: 'short' })} ${time}`;
}

/**
 * Under the top bar, while an area is pointed at a dev server: a badge per override with when it
 * lapses and its Reset, and each refused override's notice with Dismiss. Nothing otherwise.
 */
export function AppOverrideStrip() {
  usePartStyles(APP_OVERRIDE_STRIP_STYLES);
  const overrides = useStore($appOverrides);
  const notices = useStore($appOverrideNotices);
  if (overrides.length === 0 && notices.length === 0) return null;
  return (
    <div className="app-override-strip" part={'app-override' satisfies PartName} role="region" aria-label="App overrides">
      {overrides.map(({ appPrefix, origin, until }) => (
        <p className="app-override-strip__row app-override-strip__badge" key={appPrefix}>
          <span className="app-override-strip__text">
            Override: /{appPrefix}/ → {origin} (until {lapseTime(until)})
          </span>
          <button type="button" className="button" onClick={() => setAppOverride(appPrefix, null)}>
            Reset
          </button>
        </p>
      ))}
      {notices.map((notice, index) => (
        <p className="app-override-strip__row app-override-strip__notice" role="alert" key={`${index}:${notice}`}>
          <span className="app-override-strip__text">App override refused: {notice}.</span>
          <button type="button" className="button" onClick={() => dismissOverrideNotice(index)}>
            Dismiss
          </button>
        </p>
      ))}
    </div>
  );
}
