/**
 * The body of a valid public booking (POST /api/appointments): an iPhone 15 Pro screen and battery
 * repair for Jane Doe. The estimate fields are the client's figures, which the server never trusts.
 */
export function bookingBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    appointmentDate: '2026-03-04T16:00:00.000Z', // Wed 4 March 10:00 CST
    appointmentType: 'repair',
    deviceBrand: 'Apple',
    deviceModel: 'iphone-15-pro',
    repairServices: ['screen', 'battery'],
    estimatedPrice: 1,
    estimatedDuration: 1,
    customerFirstName: 'Jane',
    customerLastName: 'Doe',
    customerPhone: '(555) 555-0123',
    customerEmail: 'jane@example.com',
    deviceInfo: 'Apple iPhone 15 Pro',
    notes: 'Screen Repair, Battery Replacement',
    ...overrides,
  };
}
