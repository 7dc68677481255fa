import { ConfigError, loadConfig, requireMailTransport } from './app-config.js';

describe('loadConfig', () => {
  it('starts on a fresh machine with no settings: embedded database, fictional shop facts, Chicago time', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.shop.phone).toMatch(/555-01\d\d/);
    expect(config.shop.timeZone).toBe('America/Chicago');
    expect(config.session).toMatchObject({
      idleTimeoutMinutes: 30,
      absoluteTimeoutHours: 8,
      cookieSecure: false,
    });
  });

  it('lets the environment override the shop facts', () => {
    const config = loadConfig({
      SHOP_PHONE: '(217) 555-0199',
      SHOP_TIME_ZONE: 'Europe/Berlin',
      RATE_LIMIT_BOOKINGS: 'off',
    });
    expect(config.shop.phone).toBe('(217) 555-0199');
    expect(config.shop.timeZone).toBe('Europe/Berlin');
    expect(config.rateLimits.bookings).toBeNull();
  });

  it('names every bad value at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        SHOP_TIME_ZONE: 'Mars/Olympus',
        DATABASE_URL: 'mysql://x',
        RATE_LIMIT_CUSTOMERS: 'lots',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/PORT/);
    expect(problems).toMatch(/SHOP_TIME_ZONE/);
    expect(problems).toMatch(/DATABASE_URL/);
    expect(problems).toMatch(/RATE_LIMIT_CUSTOMERS/);
  });

  it("trusts no proxy by default, and a hop count or the proxies' addresses when told", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      '::1',
    ]);
  });

  it('refuses TRUST_PROXY=true, which lets any client choose the address its limits count', () => {
    for (const value of ['true', 'TRUE', 'yes', '10.0.0.0/33', 'proxy.example', '99']) {
      let error: unknown;
      try {
        loadConfig({ TRUST_PROXY: value });
      } catch (e) {
        error = e;
      }
      expect([value, error]).toEqual([value, expect.any(ConfigError)]);
      expect((error as ConfigError).problems.join('\n')).toMatch(/TRUST_PROXY/);
    }
  });

  it('mail that cannot vanish: production needs SMTP_URL, or MAIL_TRANSPORT=file said explicitly', () => {
    expect(loadConfig({}).mail).toMatchObject({ transport: 'file', fileChosen: false });
    expect(() => requireMailTransport(loadConfig({}))).not.toThrow();
    expect(() => requireMailTransport(loadConfig({ NODE_ENV: 'production' }))).toThrow(
      /SMTP_URL must be set in production.*MAIL_TRANSPORT=file/s,
    );
    expect(() =>
      requireMailTransport(loadConfig({ NODE_ENV: 'production', MAIL_TRANSPORT: 'file' })),
    ).not.toThrow();
    const smtp = loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587' });
    expect(smtp.mail.transport).toBe('smtp');
    expect(() => requireMailTransport(smtp)).not.toThrow();
    expect(() => loadConfig({ MAIL_TRANSPORT: 'pigeon' })).toThrow(/MAIL_TRANSPORT must be smtp or file/);
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(/MAIL_TRANSPORT=smtp needs SMTP_URL/);
  });
});
