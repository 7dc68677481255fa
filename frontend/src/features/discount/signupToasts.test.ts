import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../api/baseQuery';
import { DISCOUNT_SIGNUP_SUCCESS, discountSignupErrorToast } from './signupToasts';

const PHONE = '(555) 555-0142';
const apiError = (status: number, body: string): ApiError => ({
  status,
  message: `${status}: ${body}`,
  data: body,
});

describe('discount signup toasts (spec 8)', () => {
  it('row 1: a message containing "already exists" is Email Already Used', () => {
    const body = JSON.stringify({
      statusCode: 409,
      message: 'A discount claim for this email already exists',
    });
    expect(discountSignupErrorToast(apiError(409, body), PHONE)).toEqual({
      title: 'Email Already Used',
      message: 'This email has already been used to claim the discount. Each email can only be used once.',
    });
    // The check is on the message, whatever the status.
    expect(discountSignupErrorToast(new Error('500: customer already exists'), PHONE).title).toBe(
      'Email Already Used',
    );
  });

  it('row 2: a message containing "Invalid customer data" is Invalid Information', () => {
    const body = JSON.stringify({
      statusCode: 400,
      message: 'Invalid customer data',
      errors: [{ field: 'phone', message: 'Please enter a valid phone number' }],
    });
    expect(discountSignupErrorToast(apiError(400, body), PHONE)).toEqual({
      title: 'Invalid Information',
      message: 'Please check your information and try again.',
    });
  });

  it('row 3: after a 400: or 500: prefix, the JSON message is shown', () => {
    expect(discountSignupErrorToast(apiError(400, JSON.stringify({ message: 'Bad things' })), PHONE)).toEqual(
      { title: 'Something went wrong', message: 'Bad things' },
    );
    expect(
      discountSignupErrorToast(apiError(500, '{"statusCode":500,"message":"Internal server error"}'), PHONE),
    ).toEqual({ title: 'Something went wrong', message: 'Internal server error' });
  });

  it('row 3: after a 400: or 500: prefix, text that is not JSON is shown raw', () => {
    expect(discountSignupErrorToast(apiError(500, 'Internal Server Error'), PHONE)).toEqual({
      title: 'Something went wrong',
      message: 'Internal Server Error',
    });
    expect(discountSignupErrorToast(new Error('400: <html>bad</html>'), PHONE).message).toBe(
      '<html>bad</html>',
    );
    // JSON without a message: the raw text.
    expect(discountSignupErrorToast(apiError(400, '{"error":"x"}'), PHONE).message).toBe('{"error":"x"}');
  });

  it('row 4: anything else is Something went wrong with the shop phone', () => {
    const expected = { title: 'Something went wrong', message: `Please try again or call us at ${PHONE}` };
    expect(discountSignupErrorToast({ status: 'FETCH_ERROR', message: 'Failed to fetch' }, PHONE)).toEqual(
      expected,
    );
    expect(discountSignupErrorToast(apiError(429, '{"message":"Too many requests"}'), PHONE)).toEqual(
      expected,
    );
    expect(discountSignupErrorToast(apiError(503, '{"message":"unavailable"}'), PHONE)).toEqual(expected);
    expect(discountSignupErrorToast(undefined, PHONE)).toEqual(expected);
    // A prefix with nothing after it has nothing to show.
    expect(discountSignupErrorToast(new Error('500: '), PHONE)).toEqual(expected);
    // Only a prefix counts, not 400 elsewhere in the text.
    expect(discountSignupErrorToast(new Error('Error 400: nope'), PHONE)).toEqual(expected);
  });

  it('has the 5-second success toast', () => {
    expect(DISCOUNT_SIGNUP_SUCCESS).toEqual({
      title: 'Success! 🎉',
      message: "You'll receive your $10 OFF discount code via email shortly!",
      duration: 5000,
    });
  });
});
