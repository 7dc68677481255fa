// Set-up through the API for the browser tests: what a test needs to exist before the screens it is
// about (a walk-in's repair order, its state, a booking). One home for it, so that every spec makes
// its orders and bookings the same way; the caller signs in first where the route is for staff.
import { expect, type APIRequestContext } from '@playwright/test';

/** The contact details of a walk-in, as typed at the counter (a phone only is enough). */
export interface WalkInCustomer {
  name: string;
  phone: string;
  email?: string;
}

/** What the tests read of a new repair order (the API answers more). */
export interface CreatedOrder {
  id: string;
  reference: string;
  totalCostCents: number;
  /** The tracking link the check-in made. */
  trackingUrl?: string;
  [field: string]: unknown;
}

export interface WalkInOptions {
  /** The device model's slug (default: iPhone 15 Pro). */
  model?: string;
  /** The service types' slugs (default: a screen). */
  services?: string[];
  /** The intake's screen check: a cracked screen ('Cracked screen' noted) or all fine. */
  crackedScreen?: boolean;
  /** More fields of the check-in request (a deposit asked, an appointment linked...). */
  extra?: Record<string, unknown>;
}

/** The id of the catalogue's device model `slug` (a part names its model by id). */
export async function deviceModelId(request: APIRequestContext, slug: string): Promise<string> {
  const matrix = (await (await request.get('/api/admin/pricing')).json()) as {
    models: { id: string; slug: string }[];
  };
  const id = matrix.models.find((m) => m.slug === slug)?.id;
  expect(id, `device model ${slug}`).toBeTruthy();
  return id!;
}

/**
 * Checks a walk-in in through the staff API (agreed to the estimate; an editor signed in on
 * `request`): the new order.
 */
export async function walkIn(
  request: APIRequestContext,
  customer: WalkInCustomer,
  { model = 'iphone-15-pro', services = ['screen'], crackedScreen = false, extra = {} }: WalkInOptions = {},
): Promise<CreatedOrder> {
  const matrix = (await (await request.get('/api/admin/pricing')).json()) as {
    models: { id: string; slug: string }[];
    services: { id: string; slug: string }[];
  };
  const modelId = matrix.models.find((m) => m.slug === model)?.id;
  const serviceTypeIds = services.map((slug) => matrix.services.find((s) => s.slug === slug)?.id);
  expect(modelId, `device model ${model}`).toBeTruthy();
  expect(serviceTypeIds.every(Boolean), `services ${services.join(', ')}`).toBe(true);
  const res = await request.post('/api/admin/repair-orders', {
    data: {
      customer,
      deviceModelId: modelId,
      serviceTypeIds,
      intake: {
        checklist: {
          screen: crackedScreen ? 'damaged' : 'ok',
          back: 'ok',
          buttons: 'ok',
          cameras: 'ok',
          charging: 'ok',
          powersOn: 'ok',
        },
        conditionNotes: crackedScreen ? 'Cracked screen' : '',
        accessories: [],
        serial: null,
        agreedToEstimate: true,
      },
      ...extra,
    },
  });
  expect(res.status()).toBe(201);
  const { order, trackingUrl } = (await res.json()) as { order: CreatedOrder; trackingUrl: string };
  return { ...order, trackingUrl };
}

/** Moves order `id` through each state of `steps` in turn (the staff status API). */
export async function moveOrder(request: APIRequestContext, id: string, ...steps: string[]): Promise<void> {
  for (const to of steps)
    expect((await request.post(`/api/admin/repair-orders/${id}/status`, { data: { to } })).status()).toBe(
      200,
    );
}

export interface Slot {
  start: string;
  date: string;
  time: string;
  available: boolean;
}

/** Who books, as typed in the booking form's contact step. */
export interface Booker {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

/**
 * Books a repair through the public API (default: a Samsung Galaxy S24 battery). The slot is a free
 * one from the middle of a day, picked at random (the booking tests take the first slots of a day
 * and the discount test the last ones); a slot taken meanwhile by a parallel test is retried.
 * `extra` adds or replaces fields of the request (another device, notes, a discount code...).
 */
export async function bookRepair(
  request: APIRequestContext,
  booker: Booker,
  extra: Record<string, unknown> = {},
): Promise<{ reference: string; slot: Slot }> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const res = await request.get('/api/appointments/availability');
    expect(res.ok()).toBe(true);
    const { slots } = (await res.json()) as { slots: Slot[] };
    const days = [...new Set(slots.map((s) => s.date))];
    const middle = days.flatMap((day) => {
      const ofDay = slots.filter((s) => s.date === day);
      return ofDay.slice(3, ofDay.length - 3).filter((s) => s.available);
    });
    expect(middle.length).toBeGreaterThan(0);
    const slot = middle[Math.floor(Math.random() * middle.length)];
    const answer = await request.post('/api/appointments', {
      data: {
        appointmentDate: slot.start,
        appointmentType: 'repair',
        deviceBrand: 'Samsung',
        deviceModel: 'galaxy-s24',
        repairServices: ['battery'],
        estimatedPrice: 5900,
        estimatedDuration: 60,
        customerFirstName: booker.firstName,
        customerLastName: booker.lastName,
        customerPhone: booker.phone,
        customerEmail: booker.email,
        ...extra,
      },
    });
    if (answer.status() === 409) continue; // taken by a parallel test: pick another
    expect(answer.status()).toBe(201);
    return { reference: ((await answer.json()) as { reference: string }).reference, slot };
  }
  throw new Error('no free slot found');
}
