import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import type { OrderPhotosDto, PhotoDto } from '../../api/staff';
import { StoreProvider } from '../../app/StoreProvider';
import { makeStore } from '../../app/store';
import { theme } from '../../app/theme';
import { IntakePhotosStep, intakePhotosState } from './IntakePhotosStep';

const ORDER = 'o1';

function photo(n: number): PhotoDto {
  return {
    id: `p${n}`,
    moment: 'intake',
    takenBy: 'editor',
    takenAt: '2030-11-22T16:30:00Z',
    sharedWithCustomer: false,
    customerSees: true,
    width: 1600,
    height: 1200,
    thumbnailWidth: 360,
    thumbnailHeight: 270,
    imageUrl: `/api/admin/repair-orders/${ORDER}/photos/p${n}/image`,
    thumbnailUrl: `/api/admin/repair-orders/${ORDER}/photos/p${n}/thumbnail`,
  };
}

function photosOf(count: number, declined = false): OrderPhotosDto {
  return {
    photos: Array.from({ length: count }, (_, i) => photo(i + 1)),
    maxPhotos: 12,
    maxPhotoBytes: 15 * 1024 * 1024,
    intakePhotosRequired: 2,
    intakePhotosDeclined: declined ? { by: 'editor', at: '2030-11-22T16:31:00Z' } : null,
    intakeSignedAt: null,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake server holding the order's photos: an upload adds as many as it sends, a refusal is kept. */
function fakeServer(start: number) {
  let count = start;
  let declined = false;
  const calls: { method: string; url: string; files: number }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      let files = 0;
      if (method === 'POST' && url.endsWith('/photos')) {
        files = (init!.body as FormData).getAll('photos').length;
        count += files;
      }
      if (url.endsWith('/intake-declined')) declined = true;
      calls.push({ method, url, files });
      return json(photosOf(count, declined), method === 'POST' && files ? 201 : 200);
    }),
  );
  return calls;
}

function renderStep(onDone = vi.fn()) {
  render(
    <ThemeProvider theme={theme}>
      <StoreProvider store={makeStore()}>
        <IntakePhotosStep orderId={ORDER} onDone={onDone} />
      </StoreProvider>
    </ThemeProvider>,
  );
  return onDone;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('intakePhotosState', () => {
  it('is complete with the photos the setting asks for, or with the refusal', () => {
    expect(intakePhotosState(photosOf(1))).toMatchObject({ taken: 1, needed: 2, complete: false });
    expect(intakePhotosState(photosOf(2))).toMatchObject({ taken: 2, complete: true });
    expect(intakePhotosState(photosOf(0, true))).toMatchObject({ declined: true, complete: true });
  });
});

describe('IntakePhotosStep', () => {
  it('says what is missing, takes photos from the capture input and ends with Done once there are two', async () => {
    const calls = fakeServer(0);
    const onDone = renderStep();
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('0 of 2 intake photos taken: 2 more needed.');
    expect(screen.getByText(/Take 2 photos of the device \(front and back\)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();

    const input = screen.getByTestId('photo-capture');
    expect(input).toHaveAttribute('capture', 'environment');
    expect(input).toHaveAttribute('accept', 'image/*');
    const user = userEvent.setup();
    await user.upload(input, [
      new File(['front'], 'front.jpg', { type: 'image/jpeg' }),
      new File(['back'], 'back.jpg', { type: 'image/jpeg' }),
    ]);
    await waitFor(() => expect(status).toHaveTextContent('2 intake photos taken.'));
    const grid = screen.getByRole('list', { name: 'Intake photos' });
    expect(
      within(grid)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual([
      `/api/admin/repair-orders/${ORDER}/photos/p1/thumbnail`,
      `/api/admin/repair-orders/${ORDER}/photos/p2/thumbnail`,
    ]);
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: `/api/admin/repair-orders/${ORDER}/photos`,
      files: 2,
    });
    expect(screen.queryByRole('button', { name: 'Customer declined photos' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it("records the customer's refusal and ends the step", async () => {
    const calls = fakeServer(1);
    const onDone = renderStep();
    expect(await screen.findByRole('status')).toHaveTextContent('1 of 2 intake photos taken: 1 more needed.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Customer declined photos' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/photos/intake-declined'))).toBe(true);
  });

  it('leaves the photos for later without recording anything', async () => {
    const calls = fakeServer(0);
    const onDone = renderStep();
    await screen.findByRole('status');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Take photos later' }));
    expect(onDone).toHaveBeenCalledOnce();
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
  });
});
