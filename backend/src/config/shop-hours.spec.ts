import { parseShopHours } from './shop-hours.js';

describe('the shop hours setting', () => {
  it('reads days, ranges of days, 12-hour times and Closed', () => {
    expect(
      parseShopHours([
        { days: 'Monday - Friday', hours: '10:00 AM - 7:00 PM' },
        { days: 'Saturday', hours: '9:30 am - 12:15 PM' },
        { days: 'Sunday', hours: 'Closed' },
      ]),
    ).toEqual([
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '10:00', closes: '19:00' },
      { days: ['Saturday'], opens: '09:30', closes: '12:15' },
    ]);
  });

  it('names each row it cannot read, and a day named twice', () => {
    expect(
      parseShopHours([
        { days: 'Weekdays', hours: '10:00 AM - 7:00 PM' },
        { days: 'Saturday', hours: 'mornings' },
        { days: 'Friday - Sunday', hours: '7:00 PM - 10:00 AM' },
        { days: 'Saturday', hours: 'Closed' },
      ]),
    ).toEqual([
      'shop hours: "Weekdays" is not a day or a range of days (e.g. Monday - Friday)',
      'shop hours: "mornings" (Saturday) is not Closed or a time range (e.g. 10:00 AM - 7:00 PM)',
      'shop hours: Saturday is named twice',
      'shop hours: "7:00 PM - 10:00 AM" (Friday - Sunday) is not Closed or a time range (e.g. 10:00 AM - 7:00 PM)',
      'shop hours: Saturday is named twice',
    ]);
  });
});
