import { describe, expect, it } from 'vitest';
import { claimText } from './customers';

const TZ = 'America/Chicago';

describe('claimText', () => {
  it('says Not claimed without a claim', () => {
    expect(claimText(null, TZ)).toBe('Not claimed');
    expect(claimText(undefined, TZ)).toBe('Not claimed');
  });

  it('names the claim date (shop time) and the code of an unused claim', () => {
    expect(
      claimText(
        {
          code: 'SAVE-AB12CD',
          claimedAt: '2025-11-23T03:00:00Z',
          used: false,
          usedAt: null,
          usedOnReference: null,
        },
        TZ,
      ),
    ).toBe('Claimed Nov 22, 2025, code SAVE-AB12CD, not used');
  });

  it('names the date and the booking a used code went to', () => {
    expect(
      claimText(
        {
          code: 'SAVE-AB12CD',
          claimedAt: '2025-11-20T15:00:00Z',
          used: true,
          usedAt: '2025-11-24T16:00:00Z',
          usedOnReference: 'RB-7KQ2MX',
        },
        TZ,
      ),
    ).toBe('Used Nov 24, 2025 on RB-7KQ2MX');
    expect(
      claimText(
        { code: 'X', claimedAt: '2025-11-20T15:00:00Z', used: true, usedAt: null, usedOnReference: null },
        TZ,
      ),
    ).toBe('Used');
  });
});
