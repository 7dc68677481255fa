import { describe, expect, it } from 'vitest';
import { formatDuration, formatPhone } from './format';

describe('formatDuration', () => {
  it('shows minutes below 1440', () => {
    expect(formatDuration(20)).toBe('20 minutes');
    expect(formatDuration(60)).toBe('60 minutes');
    expect(formatDuration(1439)).toBe('1439 minutes');
  });
  it('shows rounded hours from 1440', () => {
    expect(formatDuration(1440)).toBe('24 hours');
    expect(formatDuration(1500)).toBe('25 hours');
  });
});

describe('formatPhone (issue 41: phones shown in one format)', () => {
  it('shows North American numbers as (217) 555-0123 whatever was typed', () => {
    for (const typed of [
      '217.555.0123',
      '217-555-0123',
      '(217) 555-0123',
      '2175550123',
      '+1 217 555 0123',
      ' 1-217-555-0123 ',
    ])
      expect(formatPhone(typed)).toBe('(217) 555-0123');
  });
  it('leaves any other number as typed', () => {
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhone('555-0123')).toBe('555-0123');
  });
});
