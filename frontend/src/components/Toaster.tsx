import { useEffect, useState } from 'react';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { connectToaster } from './notify';
import { Toast } from './Toast';

const toastComponents = { default: Toast, destructive: Toast };

/** Spec 9: F8 moves keyboard focus to the notification region. */
export const TOAST_REGION_HOTKEY = 'F8';

/**
 * The toast region (spec 2, 9): one toast at a time, 5000 ms by default, default and destructive
 * variants. `notify()` (lib/notify) enqueues into it from anywhere. Toasts render inside a
 * labelled region that F8 focuses; a toast is dismissed by its button or by swiping it right.
 */
export default function Toaster() {
  const [region, setRegion] = useState<HTMLElement | null>(null);

  // The provider mounts in the same commit as the region: from then on toasts go straight to it.
  useEffect(() => (region ? connectToaster(enqueueSnackbar) : undefined), [region]);

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
      {region ? (
        <SnackbarProvider
          maxSnack={1}
          autoHideDuration={5000}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          Components={toastComponents}
          domRoot={region}
        />
      ) : null}
    </>
  );
}
