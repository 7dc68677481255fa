import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';
import { errorCode, toastMessage } from '../api/errors';
import { ToastBody } from './ToastBody';

export type ToastVariant = 'default' | 'destructive';

export interface NotifyOptions {
  title: string;
  message?: string;
  variant?: ToastVariant;
  /** Milliseconds; defaults to the provider's 5000. */
  duration?: number;
  /** The failed request's id, for staff to quote (see notifyFailure). */
  code?: string;
}

type Enqueue = (message: SnackbarMessage, options: OptionsObject<ToastVariant>) => SnackbarKey;

/**
 * The toast region is loaded after the first render (see app/providers) and shows toasts with code
 * loaded with the first one (Toaster), so a toast raised before it is ready (a page whose data fails to load at once) waits here instead of being lost.
 */
let enqueue: Enqueue | null = null;
const waiting: Parameters<Enqueue>[] = [];
let demand: (() => void) | null = null;

/**
 * Calls `listener` once a toast is wanted (at once if one already waits): the Toaster then loads
 * the code that shows toasts. Returns the unsubscribe.
 */
export function onFirstToast(listener: () => void): () => void {
  if (waiting.length > 0 || enqueue) listener();
  else demand = listener;
  return () => {
    if (demand === listener) demand = null;
  };
}

/** Called by the Toaster once its provider is mounted; shows what waited. Returns the disconnect. */
export function connectToaster(sink: Enqueue): () => void {
  enqueue = sink;
  for (const args of waiting.splice(0)) sink(...args);
  return () => {
    if (enqueue === sink) enqueue = null;
  };
}

/** Shows a toast with a title and a message (spec 2, 9); one at a time. */
export function notify({ title, message, variant = 'default', duration, code }: NotifyOptions): void {
  const args: Parameters<Enqueue> = [
    <ToastBody title={title} message={message} code={code} />,
    { variant, ...(duration === undefined ? {} : { autoHideDuration: duration }) },
  ];
  if (enqueue) enqueue(...args);
  else {
    waiting.push(args);
    demand?.();
  }
}

export function notifyError(title: string, message?: string): void {
  notify({ title, message, variant: 'destructive' });
}

/** The title and message of a toast the spec names. */
export interface ToastText {
  title: string;
  message: string;
}

export interface FailureOptions {
  /**
   * Show the server's own message (the error body's `message`) when it sent one, `toast.message`
   * otherwise. Off where the spec gives a fixed text. Default true.
   */
  serverMessage?: boolean;
}

/**
 * The one path from a failed call to the spec's destructive toast: `toast.title`, with the server's
 * message when it sent one (see FailureOptions), else `toast.message`.
 */
export function notifyFailure(
  error: unknown,
  toast: ToastText,
  { serverMessage = true }: FailureOptions = {},
): void {
  notify({
    title: toast.title,
    message: serverMessage ? toastMessage(error, toast.message) : toast.message,
    variant: 'destructive',
    // On the staff screens, the request's id to quote (customers' toasts keep the spec's texts).
    code: onStaffScreen() ? errorCode(error) : undefined,
  });
}

/** Whether the page shown is one of the staff screens (all under /admin). */
function onStaffScreen(): boolean {
  return typeof window !== 'undefined' && /^\/admin(\/|$)/.test(window.location.pathname);
}
