import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../app/theme';
import { makeStore } from '../../app/store';
import Toaster from '../../components/Toaster';
import DiscountPopup, { OPEN_DELAY_MS } from './DiscountPopup';
import { SUPPRESSION_KEY, SUPPRESSION_MS } from './suppression';

function renderPopup() {
  const store = makeStore();
  return render(
    <ThemeProvider theme={theme}>
      <DiscountPopup loadStore={() => Promise.resolve(store)} />
      <Toaster />
    </ThemeProvider>,
  );
}

async function openPopup() {
  renderPopup();
  await act(async () => {
    vi.advanceTimersByTime(OPEN_DELAY_MS);
  });
  return screen.findByRole('dialog', { name: 'Get $10 OFF Your First Repair!' });
}

describe('DiscountPopup', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is closed at first and opens 2 seconds after load, focused on the first name', async () => {
    renderPopup();
    await act(async () => {
      vi.advanceTimersByTime(OPEN_DELAY_MS - 100);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Get $10 OFF Your First Repair!' });
    expect(dialog).toHaveAttribute('aria-describedby', 'discount-popup-description');
    expect(screen.getByLabelText(/First name/)).toHaveFocus();
  });

  it('stays closed for 7 days after a dismissal with Escape', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await openPopup();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const until = Number(localStorage.getItem(SUPPRESSION_KEY));
    expect(until - Date.now()).toBeGreaterThan(SUPPRESSION_MS - 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(SUPPRESSION_MS);
  });

  it('does not open while suppressed, and opens again once the 7 days are over', async () => {
    localStorage.setItem(SUPPRESSION_KEY, String(Date.now() + 1000 * 60));
    const { unmount } = renderPopup();
    await act(async () => {
      vi.advanceTimersByTime(OPEN_DELAY_MS * 2);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    localStorage.setItem(SUPPRESSION_KEY, String(Date.now() - 1));
    await openPopup();
  });

  it('moves the focus at 2, 2 and 10 characters and shows each message', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await openPopup();
    await user.keyboard('J');
    expect(screen.getByLabelText(/First name/)).toHaveFocus();
    await user.keyboard('a');
    expect(screen.getByLabelText(/Last name/)).toHaveFocus();
    await user.keyboard('Do');
    expect(screen.getByLabelText(/Phone/)).toHaveFocus();
    await user.keyboard('555555012');
    expect(screen.getByLabelText(/Phone/)).toHaveFocus();
    await user.keyboard('3');
    expect(screen.getByLabelText(/Email/)).toHaveFocus();

    // Going back to a field that is already long enough does not jump away.
    await user.click(screen.getByLabelText(/First name/));
    await user.keyboard('ne');
    expect(screen.getByLabelText(/First name/)).toHaveValue('Jane');
    expect(screen.getByLabelText(/First name/)).toHaveFocus();

    await user.clear(screen.getByLabelText(/First name/));
    await user.clear(screen.getByLabelText(/Last name/));
    await user.clear(screen.getByLabelText(/Phone/));
    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Claim My $10 Discount' }));
    expect(screen.getByText('First name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Last name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the spec 7 payload and closes on success', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () => new Response('{"id":"x","discountClaimed":"popup_10_off"}', { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await openPopup();
    await user.keyboard('Jane');
    await user.type(screen.getByLabelText(/Last name/), 'Doe');
    await user.type(screen.getByLabelText(/Phone/), '5555550123');
    await user.type(screen.getByLabelText(/Email/), ' jane@example.com ');
    await user.click(screen.getByRole('button', { name: 'Claim My $10 Discount' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/customers$/);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Ja',
      lastName: 'neDoe',
      phone: '5555550123',
      email: 'jane@example.com',
      discountClaimed: 'popup_10_off',
      deviceInfo: 'Discount signup via popup',
    });
    expect(Number(localStorage.getItem(SUPPRESSION_KEY))).toBeGreaterThan(Date.now());
    expect(await screen.findByText('Success! 🎉')).toBeInTheDocument();
    expect(
      screen.getByText("You'll receive your $10 OFF discount code via email shortly!"),
    ).toBeInTheDocument();
  });

  it('keeps the popup open and shows the spec 8 toast when the email was used', async () => {
    const body =
      '{"statusCode":409,"error":"Conflict","message":"A discount claim for this email already exists"}';
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => new Response(body, { status: 409 })),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await openPopup();
    await user.keyboard('Ja');
    await user.keyboard('Do');
    await user.keyboard('5555550123');
    await user.keyboard('jane@example.com{Enter}');
    expect(await screen.findByText('Email Already Used')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(localStorage.getItem(SUPPRESSION_KEY)).toBeNull();
  });
});
