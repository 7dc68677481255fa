import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../app/theme';
import { notifyFailure } from '../components/notify';
import Toaster from '../components/Toaster';
import { createBaseQuery } from './baseQuery';
import {
  errorBody,
  errorCode,
  errorReason,
  errorStatus,
  failureText,
  fieldErrors,
  serverMessage,
  toastMessage,
} from './errors';

/** A failed call exactly as the app's base query produces it from a server answer. */
async function failedCall(status: number, body: unknown): Promise<unknown> {
  const fetchFn = vi.fn<typeof fetch>(
    async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': typeof body === 'string' ? 'text/plain' : 'application/json' },
      }),
  );
  const query = createBaseQuery({ fetchFn });
  const result = await query('/api/x', {} as never, {});
  return result.error;
}

afterEach(() => vi.unstubAllGlobals());

describe('api/errors: reading the one error body', () => {
  it('reads status, message, field errors (first per field) and reason of an ErrorBodyDto', async () => {
    const error = await failedCall(409, {
      statusCode: 409,
      error: 'Conflict',
      message: 'This time slot was just booked by someone else.',
      errors: [
        { field: 'appointmentDate', message: 'This time is no longer available' },
        { field: 'appointmentDate', message: 'second message' },
      ],
      details: { reason: 'slot_taken' },
    });
    expect(errorStatus(error)).toBe(409);
    expect(errorBody(error)?.error).toBe('Conflict');
    expect(serverMessage(error)).toBe('This time slot was just booked by someone else.');
    expect(fieldErrors(error)).toEqual({ appointmentDate: 'This time is no longer available' });
    expect(errorReason(error)).toBe('slot_taken');
    expect(failureText(error)).toMatch(/^409: /);
  });

  it('falls back when there is no body, an empty message or no server at all', async () => {
    const text = await failedCall(502, 'Bad gateway');
    expect(errorBody(text)).toBeUndefined();
    expect(toastMessage(text, 'fallback')).toBe('fallback');
    expect(fieldErrors(text)).toEqual({});
    expect(
      toastMessage(await failedCall(400, { statusCode: 400, error: 'Bad', message: ' ' }), 'fallback'),
    ).toBe('fallback');
    const offline = { status: 'FETCH_ERROR', message: 'Failed to fetch' };
    expect(errorStatus(offline)).toBe('FETCH_ERROR');
    expect(toastMessage(offline, 'fallback')).toBe('fallback');
    expect(errorReason(undefined)).toBeUndefined();
    expect(failureText(new Error('boom'))).toBe('boom');
  });
});

describe('notifyFailure: a failed call to the spec’s toast', () => {
  const renderToaster = () =>
    render(
      <ThemeProvider theme={theme}>
        <Toaster />
      </ThemeProvider>,
    );

  it("shows the title with the server's own message", async () => {
    renderToaster();
    const conflict = await failedCall(409, {
      statusCode: 409,
      error: 'Conflict',
      message: 'Changed by someone else',
    });
    act(() => notifyFailure(conflict, { title: 'Status not changed', message: 'Please try again.' }));
    expect(await screen.findByText('Status not changed')).toBeInTheDocument();
    expect(screen.getByText('Changed by someone else')).toBeInTheDocument();
  });

  it("shows the toast's own message when the server sent none (not reached)", async () => {
    renderToaster();
    act(() =>
      notifyFailure(
        { status: 'FETCH_ERROR', message: 'x' },
        { title: 'Not saved', message: 'Please try again.' },
      ),
    );
    expect(await screen.findByText('Not saved')).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
  });

  it('keeps a fixed spec text when asked to', async () => {
    renderToaster();
    const error = await failedCall(500, {
      statusCode: 500,
      error: 'Internal',
      message: 'Internal server error',
    });
    act(() =>
      notifyFailure(
        error,
        { title: 'Booking Failed', message: 'Please try again.' },
        { serverMessage: false },
      ),
    );
    expect(await screen.findByText('Booking Failed')).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Internal server error')).not.toBeInTheDocument();
  });

  const ID = '0123456789abcdef0123456789abcdef';

  it("shows staff the failed request's code to quote, on the staff screens only", async () => {
    const error = await failedCall(500, {
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal server error',
      requestId: ID,
    });
    expect(errorCode(error)).toBe(ID);
    expect(errorCode(await failedCall(502, 'Bad gateway'))).toBeUndefined();
    renderToaster();
    window.history.pushState({}, '', '/admin/appointments');
    try {
      act(() => notifyFailure(error, { title: 'Not saved', message: 'Please try again.' }));
      expect(await screen.findByText('Not saved')).toBeInTheDocument();
      expect(screen.getByText(/quote this code/)).toBeInTheDocument();
      expect(screen.getByText(ID)).toBeInTheDocument();
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it("keeps customers' toasts as the spec writes them (no code on public pages)", async () => {
    renderToaster();
    const error = await failedCall(500, {
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal server error',
      requestId: ID,
    });
    act(() =>
      notifyFailure(
        error,
        { title: 'Booking Failed', message: 'Please try again.' },
        { serverMessage: false },
      ),
    );
    expect(await screen.findByText('Booking Failed')).toBeInTheDocument();
    expect(screen.queryByText(ID)).not.toBeInTheDocument();
  });
});
