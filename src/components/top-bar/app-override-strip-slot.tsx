import { useStore } from '@nanostores/react';
import { Suspense } from 'react';
import { $appOverrideNotices, $appOverrides } from '../../stores/access/access';
import { lazyPart } from '../lazy-part';

// The strip shows only while an area is pointed at a dev server or an override was refused: its
// code loads then, not in every shell's first frame.
const stripPart = lazyPart(() => import('./app-override-strip').then((module) => module.AppOverrideStrip));
const AppOverrideStrip = stripPart.Component;

/** Under the top bar: the app overrides' strip (badges, refusals), loaded when it has something to show. */
export function AppOverrideStripSlot() {
  const overrides = useStore($appOverrides);
  const notices = useStore($appOverrideNotices);
  if (overrides.length === 0 && notices.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <AppOverrideStrip />
    </Suspense>
  );
}
