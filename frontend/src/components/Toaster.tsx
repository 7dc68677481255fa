import { lazy, Suspense, useEffect, useState } from 'react';
import { onFirstToast } from './notify';

/** notistack and the toast's look, loaded with the first toast. */
const ToastStack = lazy(() => import('./ToastStack'));

/** Spec 9: F8 moves keyboard focus to the notification region. */
export const TOAST_REGION_HOTKEY = 'F8';

/**
 * The toast region (spec 2, 9): `notify()` (components/notify) enqueues into it from anywhere.
 * Toasts render inside a labelled region that F8 focuses; a toast is dismissed by its button or by
 * swiping it right. The code that shows toasts (ToastStack) loads with the first one.
 */
export default function Toaster() {
  const [region, setRegion] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(() => onFirstToast(() => setWanted(true)), []);

  useEffect(() => {
    if (!region) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_REGION_HOTKEY || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      region.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [region]);

  return (
    <>
      <section
        ref={setRegion}
        aria-label={`Notifications (${TOAST_REGION_HOTKEY})`}
        tabIndex={-1}
        data-toast-region=""
        style={{ outlineOffset: -3 }}
      />
      {region && wanted ? (
        <Suspense fallback={null}>
          <ToastStack region={region} />
        </Suspense>
      ) : null}
    </>
  );
}
