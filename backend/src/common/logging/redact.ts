/**
 * What never reaches a log: customers' e-mail addresses and the secrets that travel in paths
 * (tracking tokens: whoever has one can open the repair, approve its quote and read its receipts).
 * Applied to every message and error text the logger writes (logger.ts); fields by name are
 * redacted by pino's own `redact` paths.
 */

/** An e-mail address as it appears in free text (also inside <...> and after "to "). */
const EMAIL =
  /[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9-]+)+/g;
/** /track/<token> and /api/track/<token>/..., as in links and paths. */
const TRACK_TOKEN = /(\/track\/)(?!lookup\b)[A-Za-z0-9_-]{16,}/g;

export const EMAIL_MASK = '[email]';
export const TOKEN_MASK = '[token]';

export function redactText(text: string): string {
  return text.replace(EMAIL, EMAIL_MASK).replace(TRACK_TOKEN, `$1${TOKEN_MASK}`);
}

/** Field names whose values are never logged, wherever they appear (one level deep and at the top). */
export const REDACTED_KEYS = [
  'cookie',
  'cookies',
  'authorization',
  'password',
  'currentPassword',
  'newPassword',
  'passcode',
  'token',
  'trackingToken',
  'email',
  'recipient',
  'to',
];

export function redactPaths(): string[] {
  return [
    ...REDACTED_KEYS,
    ...REDACTED_KEYS.map((key) => `*.${key}`),
    'req.headers.cookie',
    'req.headers.authorization',
    'res.headers["set-cookie"]',
    'headers.cookie',
    'headers.authorization',
    'headers["set-cookie"]',
  ];
}
