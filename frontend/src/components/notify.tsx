import { enqueueSnackbar } from 'notistack';
import { ToastBody } from './ToastBody';

export type ToastVariant = 'default' | 'destructive';

export interface NotifyOptions {
  title: string;
  message?: string;
  variant?: ToastVariant;
  /** Milliseconds; defaults to the provider's 5000. */
  duration?: number;
}

/** Shows a toast with a title and a message (spec 2, 9); one at a time. */
export function notify({ title, message, variant = 'default', duration }: NotifyOptions): void {
  enqueueSnackbar(<ToastBody title={title} message={message} />, {
    variant,
    ...(duration === undefined ? {} : { autoHideDuration: duration }),
  });
}

export function notifyError(title: string, message?: string): void {
  notify({ title, message, variant: 'destructive' });
}
