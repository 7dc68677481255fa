/** Formats the API documents and checks in more than one place. */

/** A calendar day, YYYY-MM-DD (in the shop's time zone where it is a local date). */
export const LOCAL_DATE = { type: 'string', format: 'date', example: '2026-03-09' } as const;

/** A time of day on the 24-hour clock, HH:MM. */
export const LOCAL_TIME = {
  type: 'string',
  pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
  example: '10:00',
} as const;

/** A phone number: 10 to 15 digits, with spaces and + ( ) - . allowed between them. */
export const PHONE_PATTERN = /^(?=(?:\D*\d){10,15}\D*$)[0-9+().\-\s]+$/;

/** The name of the staff session's security scheme in the API document. */
export const SESSION_SECURITY_SCHEME = 'session';
