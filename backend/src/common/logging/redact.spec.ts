import { redactText } from './redact.js';

describe('redactText: what never reaches a log line', () => {
  it('masks e-mail addresses wherever they stand', () => {
    expect(redactText('Sending receipt to jane.doe+shop@example.co.uk failed')).toBe(
      'Sending receipt to [email] failed',
    );
    expect(redactText('550 <bob@mail.example>: Recipient address rejected')).toBe(
      '550 <[email]>: Recipient address rejected',
    );
  });

  it('masks tracking tokens in paths and links, not the look-up form', () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
    expect(redactText(`/track/${token}`)).toBe('/track/[token]');
    expect(redactText(`GET /api/track/${token}/receipts/3 failed`)).toBe(
      'GET /api/track/[token]/receipts/3 failed',
    );
    expect(redactText(`https://shop.example/track/${token}?x=1`)).toBe(
      'https://shop.example/track/[token]?x=1',
    );
    expect(redactText('/api/track/lookup')).toBe('/api/track/lookup');
  });

  it('leaves ordinary text alone', () => {
    expect(redactText('Deleted 3 expired sessions, 2 idempotency keys')).toBe(
      'Deleted 3 expired sessions, 2 idempotency keys',
    );
  });
});
