import { failureText } from '../../api/errors';
import type { ToastText } from '../../components/notify';

/** Signup success toast (spec 8), shown for 5 seconds. */
export const DISCOUNT_SIGNUP_SUCCESS: ToastText & { duration: number } = {
  title: 'Success! 🎉',
  message: "You'll receive your $10 OFF discount code via email shortly!",
  duration: 5000,
};

const STATUS_PREFIX = /^(400|500):\s?/;

/** The part after a 400:/500: prefix: its JSON `message` when it is JSON with one, else the raw text. */
function messageAfterPrefix(rest: string): string {
  try {
    const parsed: unknown = JSON.parse(rest);
    if (parsed && typeof parsed === 'object') {
      const message = (parsed as { message?: unknown }).message;
      if (typeof message === 'string' && message) return message;
      if (Array.isArray(message) && message.length > 0) return message.join('; ');
    }
  } catch {
    // Not JSON: the raw text is shown.
  }
  return rest;
}

/**
 * The destructive toast for a failed discount signup (spec 8), checked in the table's order:
 * 'already exists', 'Invalid customer data', a 400:/500: prefix, anything else.
 * `error` is what the API call failed with (its message is `${status}: ${body}`, spec 7).
 */
export function discountSignupErrorToast(error: unknown, phone: string): ToastText {
  const text = failureText(error);
  if (text.includes('already exists')) {
    return {
      title: 'Email Already Used',
      message: 'This email has already been used to claim the discount. Each email can only be used once.',
    };
  }
  if (text.includes('Invalid customer data')) {
    return { title: 'Invalid Information', message: 'Please check your information and try again.' };
  }
  const fallback = { title: 'Something went wrong', message: `Please try again or call us at ${phone}` };
  const prefix = STATUS_PREFIX.exec(text);
  if (prefix) {
    const rest = text.slice(prefix[0].length);
    return rest.trim() ? { ...fallback, message: messageAfterPrefix(rest) } : fallback;
  }
  return fallback;
}
