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
          voidedAt: null,
        },
        TZ,
      ),
    ).toBe('Claimed Nov 22, 2025, code SAVE-AB12CD, not used');
  });

  it('says a code voided by a merge is not redeemable (issue 39 item 4)', () => {
    expect(
      claimText(
        {
          code: 'SAVE-AB12CD',
          claimedAt: '2025-11-20T15:00:00Z',
          used: false,
          usedAt: null,
          usedOnReference: null,
          voidedAt: '2025-11-24T16:00:00Z',
        },
        TZ,
      ),
    ).toBe('Claimed Nov 20, 2025, code SAVE-AB12CD, voided Nov 24, 2025 by a merge (one per person)');
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
          voidedAt: null,
        },
        TZ,
      ),
    ).toBe('Used Nov 24, 2025 on RB-7KQ2MX');
    expect(
      claimText(
        {
          code: 'X',
          claimedAt: '2025-11-20T15:00:00Z',
          used: true,
          usedAt: null,
          usedOnReference: null,
          voidedAt: null,
        },
        TZ,
      ),
    ).toBe('Used');
  });
});
