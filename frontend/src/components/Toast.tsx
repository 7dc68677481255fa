import { forwardRef, useRef, useState, type PointerEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import CloseIcon from '@mui/icons-material/Close';
import { SnackbarContent, closeSnackbar, type CustomContentProps } from 'notistack';

declare module 'notistack' {
  interface VariantOverrides {
    destructive: true;
  }
}

/** Spec 9: a toast swiped right by more than 50 px is dismissed. */
/** On a phone, the room a toast leaves free at the right of the screen (a close button, the menu). */
export const PHONE_TOAST_GUTTER_PX = 96;

export const SWIPE_DISMISS_THRESHOLD = 50;

/** One toast; `destructive` uses the theme's error colours. Swipe right to dismiss. */
export const Toast = forwardRef<HTMLDivElement, CustomContentProps>(function Toast(
  { id, message, variant },
  ref,
) {
  const destructive = variant === 'destructive';
  const start = useRef<{ pointerId: number; x: number } | null>(null);
  const [offset, setOffset] = useState(0);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    start.current = { pointerId: event.pointerId, x: event.clientX };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current?.pointerId !== event.pointerId) return;
    setOffset(Math.max(0, event.clientX - start.current.x));
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current?.pointerId !== event.pointerId) return;
    const distance = event.clientX - start.current.x;
    start.current = null;
    if (event.type === 'pointerup' && distance > SWIPE_DISMISS_THRESHOLD) closeSnackbar(id);
    else setOffset(0);
  };

  return (
    <SnackbarContent ref={ref} role={destructive ? 'alert' : 'status'}>
      <Paper
        elevation={6}
        data-swipe-offset={offset}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        style={
          offset
            ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - offset / 200) }
            : undefined
        }
        sx={{
          touchAction: 'pan-y',
          transition: offset ? 'none' : 'transform 150ms ease-out, opacity 150ms ease-out',
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1,
          p: 2,
          // Phones: the right 96 px stay free for a popup's close button and the header's menu.
          width: { xs: `calc(100vw - ${PHONE_TOAST_GUTTER_PX + 16}px)`, sm: 380 },
          bgcolor: destructive ? 'error.main' : 'background.paper',
          color: destructive ? 'error.contrastText' : 'text.primary',
          border: 1,
          borderColor: destructive ? 'error.dark' : 'divider',
        }}
      >
        <div style={{ flex: 1 }}>{message}</div>
        <IconButton
          aria-label="Dismiss notification"
          size="small"
          color="inherit"
          onClick={() => closeSnackbar(id)}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Paper>
    </SnackbarContent>
  );
});
