import { describe, expect, it } from 'vitest';
import { formatNextStart, nextAppointmentText } from './appointmentSummary';

const TZ = 'America/Chicago';

describe('dashboard appointment summary', () => {
  it('says Today, Tomorrow or the date of the next appointment, on the shop clock', () => {
    const today = '2025-11-22';
    expect(formatNextStart('2025-11-22T16:30:00Z', '2025-11-22', TZ, today)).toBe('Today at 10:30 AM');
    expect(formatNextStart('2025-11-23T16:30:00Z', '2025-11-23', TZ, today)).toBe('Tomorrow at 10:30 AM');
    expect(formatNextStart('2025-11-24T16:30:00Z', '2025-11-24', TZ, today)).toBe(
      'Monday, November 24 at 10:30 AM',
    );
    expect(formatNextStart('2025-11-30T18:00:00Z', '2025-11-30', TZ, '2025-11-29')).toBe(
      'Tomorrow at 12:00 PM',
    );
  });

  it('puts time, customer and device in one line', () => {
    expect(
      nextAppointmentText(
        {
          startsAt: '2025-11-22T16:30:00Z',
          day: '2025-11-22',
          customer: {
            firstName: 'Jane',
            lastName: 'Doe',
            email: 'jane@example.com',
            phone: '(217) 555-0123',
          },
          device: { brand: 'Apple', model: 'iPhone 15 Pro' },
        },
        TZ,
        '2025-11-22',
      ),
    ).toBe('Today at 10:30 AM · Jane Doe · Apple iPhone 15 Pro');
  });
});
