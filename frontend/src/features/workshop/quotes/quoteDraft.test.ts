import { describe, expect, it } from 'vitest';
import { draftFrom, lineCents, newLine, partLine, toRequest } from './quoteDraft';

describe('quote drafts', () => {
  it('totals a line and builds the request: every line with the price the editor sees (changed or not)', () => {
    const [service] = draftFrom([
      {
        kind: 'service',
        serviceTypeId: 's1',
        partId: null,
        description: 'Screen Repair',
        quantity: 1,
        unitPriceCents: 12900,
        totalCents: 12900,
      },
    ]);
    expect(service.price).toBe('129.00');
    const part = newLine({
      kind: 'part',
      serviceTypeId: null,
      partId: 'p1',
      description: 'Screen',
      quantity: '2',
      price: '45.5',
    });
    const labour = newLine({
      kind: 'labour',
      serviceTypeId: null,
      partId: null,
      description: ' Glue ',
      quantity: '1',
      price: '5',
    });
    expect(lineCents(part)).toBe(9100);
    expect(toRequest([service, part, labour])).toEqual({
      lines: [
        { kind: 'service', serviceTypeId: 's1', quantity: 1, unitPriceCents: 12900 },
        { kind: 'part', partId: 'p1', quantity: 2, unitPriceCents: 4550 },
        { kind: 'labour', description: 'Glue', quantity: 1, unitPriceCents: 500 },
      ],
    });
    expect(toRequest([])).toEqual({ error: 'noLines' });
    expect(toRequest([{ ...labour, description: ' ' }])).toEqual({ error: 'badLine' });
    expect(toRequest([{ ...part, quantity: '0' }])).toEqual({ error: 'badLine' });
    expect(toRequest([{ ...service, price: 'free' }])).toEqual({ error: 'badLine' });
  });

  it('starts a picked part as one unit at its sell price', () => {
    const line = partLine({ id: 'p9', name: 'iPhone 13 battery', sellPriceCents: 3250 });
    expect(line).toMatchObject({
      kind: 'part',
      partId: 'p9',
      description: 'iPhone 13 battery',
      quantity: '1',
    });
    expect(line.price).toBe('32.50');
    expect(toRequest([{ ...line, quantity: '2' }])).toEqual({
      lines: [{ kind: 'part', partId: 'p9', quantity: 2, unitPriceCents: 3250 }],
    });
  });
});
