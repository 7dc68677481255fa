import { describe, expect, it } from 'vitest';
import { formatDuration } from './format';

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
