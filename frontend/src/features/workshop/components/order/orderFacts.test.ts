import { describe, expect, it } from 'vitest';
import type { ChargeLineDto, RepairOrderDto } from '../../../../api/staff';
import { chargeFacts } from './ChargesSection';
import { claimable } from './WarrantyClaimsSection';

const line = (over: Partial<ChargeLineDto>): ChargeLineDto => ({
  kind: 'service',
  serviceTypeId: 'svc-1',
  partId: null,
  description: 'Screen Repair',
  quantity: 1,
  unitPriceCents: 14900,
  totalCents: 14900,
  warrantyDays: 90,
  ...over,
});

describe("the order page's charges", () => {
  it("write each line as the receipt does: kind, quantity at unit price, a service's warranty", () => {
    expect(chargeFacts(line({}))).toBe('Service · 90 days warranty');
    expect(chargeFacts(line({ kind: 'labour', serviceTypeId: null, quantity: 2, unitPriceCents: 500 }))).toBe(
      'Labour · 2 × $5.00 each',
    );
    expect(chargeFacts(line({ kind: 'part', serviceTypeId: null, partId: 'p-1', warrantyDays: 0 }))).toBe(
      'Part',
    );
  });

  it('offer a warranty claim only on services charged with a warranty', () => {
    const order = {
      charges: [
        line({}),
        line({ serviceTypeId: 'svc-2', description: 'Water Treatment', warrantyDays: 0 }),
        line({ kind: 'labour', serviceTypeId: null, description: 'Bench time' }),
      ],
    } as RepairOrderDto;
    expect(claimable(order)).toEqual([{ serviceTypeId: 'svc-1', name: 'Screen Repair', warrantyDays: 90 }]);
  });
});
