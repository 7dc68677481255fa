import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { hostname } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePasscodeKeys, type PasscodeKey } from './passcode-keys.js';
import { parseShopHours, type OpeningHours } from './shop-hours.js';

/** Facts about the shop shown on the site and in messages: one source, `shop.config.json` at the repo root. */
export interface ShopFacts {
  name: string;
  tagline: string;
  description: string;
  email: string;
  phone: string;
  address: string;
  timeZone: string;
  /**
   * Whether customers see service prices: 'hidden' shows '$ Soon' (spec 9), 'shown' the amount.
   * The site (built from the same file) and the e-mails follow this one setting.
   */
  customerPrices: 'hidden' | 'shown';
  hours: { days: string; hours: string }[];
  /** The same hours as weekly opening times (read from `hours` at start). */
  openingHours: OpeningHours[];
  /** Where the shop stands (SHOP_GEO "latitude,longitude"), for maps and search engines; optional. */
  geo?: { latitude: number; longitude: number };
  /** The shop's listing on a map service (SHOP_MAP_URL), linked from the footer and the about page; optional. */
  mapUrl?: string;
  /** Where customers write a review of the shop (SHOP_REVIEW_URL): the site and the pickup e-mail ask every customer alike; optional. */
  reviewUrl?: string;
  /**
   * Sales tax on receipts (counter spec 3): the rate in percent (SHOP_SALES_TAX_RATE, e.g. 8.25, at
   * most 3 decimals) and whether parts are taxable (SHOP_PARTS_TAXABLE); labour lines are taxed,
   * repair services never (spec 9).
   */
  salesTax: { ratePercent: number; partsTaxable: boolean };
}

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** PostgreSQL connection string; when absent an embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  dbConnectTimeoutMs: number;
  dbPoolSize: number;
  /** Folder of the built frontend served at `/`; the site is skipped when it does not exist. */
  staticDir: string;
  shop: ShopFacts;
  session: {
    cookieName: string;
    cookieSecure: boolean;
    idleTimeoutMinutes: number;
    absoluteTimeoutHours: number;
  };
  /**
   * Sign-in throttling (OWASP's authentication cheat sheet): within `windowMinutes`, `maxFailures`
   * failures of one username from one address (the pair) or `maxFailuresPerAddress` from one
   * address (any usernames) give that pair or address 429; past `maxFailures` failures of an account
   * from anywhere, addresses that failed recently and never signed in to it wait a doubling delay
   * (1 s, 2 s, 4 s ... up to the window) between attempts, while others go through. Attempts are
   * kept `historyDays` (what staff see of failures since their previous sign-in).
   */
  loginThrottle: {
    maxFailures: number;
    maxFailuresPerAddress: number;
    windowMinutes: number;
    historyDays: number;
  };
  /**
   * Which hops in front of the server are trusted to say who the client is (X-Forwarded-For):
   * none (false), the nearest `n` hops, or the proxies at these addresses / subnets. Never "any".
   */
  trustProxy: TrustProxy;
  corsOrigins: string[];
  bodyLimit: string;
  /**
   * Limits of public endpoints, by policy name (RATE_LIMIT_<NAME>=limit/seconds, or off): per client
   * address, but for referenceGuesses, which counts wrong tracking look-ups per repair reference.
   */
  rateLimits: Record<RateLimitPolicy, RateLimitSetting | null>;
  /** Booking: people per 30-minute slot (SLOT_CAPACITY) and the hidden honeypot field check (BOOKING_HONEYPOT). */
  booking: { slotCapacity: number; honeypot: boolean };
  /** After SIGTERM: how long readiness says 'shutting down' before the server stops taking requests. */
  shutdownDelayMs: number;
  /**
   * How long an idle kept-alive connection stays open (KEEP_ALIVE_TIMEOUT_MS) and how long a client
   * may take to send a request's headers (headersTimeout, one second more, as Node wants it above the
   * keep-alive timeout). Longer than every client in front of the server keeps an idle connection
   * (nginx's upstream keepalive_timeout 60 s, fetch's 4 s), so the server never closes a connection
   * a client is sending on at that very moment.
   */
  http: { keepAliveTimeoutMs: number; headersTimeoutMs: number };
  /**
   * Logs (LOG_LEVEL, LOG_FORMAT): JSON lines in production and tests, readable lines in development;
   * `instance` (INSTANCE_NAME, else host name and port) names the process in every line and metric.
   */
  log: { level: LogLevel; format: 'json' | 'pretty'; instance: string };
  /** Prometheus metrics on a port of their own (METRICS_PORT: 9464 in production, 0 = off; METRICS_HOST). */
  metrics: { port: number; host: string };
  /** Outgoing e-mail: SMTP_URL, or .eml files under DATA_DIR/outbox; the outbox worker's pace. */
  mail: {
    /**
     * `smtp` (SMTP_URL set) or `file` (.eml files under DATA_DIR/outbox: nobody receives them). In
     * production a start without SMTP_URL is refused unless MAIL_TRANSPORT=file says so.
     */
    transport: 'smtp' | 'file';
    /** MAIL_TRANSPORT=file was said explicitly (what production needs to write files). */
    fileChosen: boolean;
    smtpUrl: string | undefined;
    from: string;
    publicUrl: string;
    pollMs: number;
    maxAttempts: number;
  };
  /**
   * The reminder e-mail of the day before: how often each instance looks for due bookings
   * (REMINDER_POLL_MS, 0 = never on its own) and from which hour of the shop's day before they go
   * out (REMINDER_FROM_HOUR).
   */
  reminders: { pollMs: number; fromHour: number };
  /**
   * Housekeeping (expired sessions, old sign-in failures, idempotency keys and rate-limit counters
   * past their windows): run once every `everyMinutes` (HOUSEKEEPING_EVERY_MINUTES) across all
   * instances; each instance looks
   * whether a run is due every `pollMs` (HOUSEKEEPING_POLL_MS, 0 = never on its own).
   */
  housekeeping: { everyMinutes: number; pollMs: number };
  /**
   * Photos of the device (intake spec 1 and 4): how many intake photos a check-in asks for
   * (INTAKE_PHOTOS_REQUIRED, default 2: front and back; 0 asks for none), and how many days after
   * the end of an order's longest warranty its photos are kept before the housekeeping job deletes
   * them (PHOTOS_KEEP_DAYS_AFTER_WARRANTY, default 30).
   */
  photos: { intakeRequired: number; keepDaysAfterWarranty: number };
  /**
   * The passcodes' keys (intake spec 3, PASSCODE_KEYS, `id:base64` newest first): the first encrypts,
   * all decrypt. None: the embedded database uses DATA_DIR/passcode.key (made on first start); a
   * production start with DATABASE_URL refuses (requirePasscodeKeys).
   */
  passcode: { keys: PasscodeKey[] };
  /** Passwords for the demo staff accounts created on first start outside production (generated when unset). */
  demoPasswords: { viewer: string | undefined; editor: string | undefined; owner: string | undefined };
}

export type TrustProxy = false | number | string[];
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Express's names for address ranges, accepted in TRUST_PROXY beside addresses and subnets. */
const TRUST_PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: `false` (the default), a hop count (`1` behind one nginx), or a comma-separated list
 * of the proxies' addresses, subnets or Express's range names (`loopback`, `127.0.0.1`,
 * `10.0.0.0/8`). `true` would believe any X-Forwarded-For a client sends, and so let every client
 * choose the address its per-IP limits count: it is refused.
 */
function parseTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'false' || value === '0' || value === 'no') return false;
  if (value === 'true' || value === 'yes') {
    problems.push(
      'TRUST_PROXY=true would trust any X-Forwarded-For a client sends: give the number of proxies in front of the server (1 behind one nginx) or their addresses',
    );
    return false;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 10) return hops;
    problems.push(`TRUST_PROXY must be a hop count from 0 to 10 or the proxies' addresses (got "${raw}")`);
    return false;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => {
    if (TRUST_PROXY_NAMES.includes(entry)) return false;
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return true;
    return bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  });
  if (bad.length > 0) {
    problems.push(
      `TRUST_PROXY must be a hop count or addresses, subnets, loopback, linklocal or uniquelocal (not "${bad.join('", "')}")`,
    );
    return false;
  }
  return entries;
}

export type RateLimitPolicy =
  'bookings' | 'customers' | 'lookups' | 'tracking' | 'trackingPhotos' | 'referenceGuesses';
export interface RateLimitSetting {
  limit: number;
  windowSeconds: number;
}
const RATE_LIMIT_DEFAULTS: Record<RateLimitPolicy, RateLimitSetting> = {
  bookings: { limit: 10, windowSeconds: 3600 },
  customers: { limit: 10, windowSeconds: 3600 },
  lookups: { limit: 30, windowSeconds: 3600 },
  /** The repair tracking page's data and its look-up form (/api/track/*), counted together. */
  tracking: { limit: 60, windowSeconds: 3600 },
  /**
   * The photos on the tracking page (/api/track/{token}/photos…, RATE_LIMIT_TRACKING_PHOTOS): their
   * list and images, counted apart from the page (one view asks for up to 13: the list and 12
   * thumbnails).
   */
  trackingPhotos: { limit: 600, windowSeconds: 3600 },
  /**
   * Wrong last-4 guesses of one repair reference, from whatever addresses (RATE_LIMIT_REFERENCE_GUESSES):
   * past them the reference answers as an unknown one until the window frees a guess.
   */
  referenceGuesses: { limit: 5, windowSeconds: 3600 },
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const here = dirname(fileURLToPath(import.meta.url));
/** backend/src/config or backend/dist/config: the repo root is three levels up. */
export const repoRoot = resolve(here, '..', '..', '..');

type ShopFile = Omit<ShopFacts, 'openingHours' | 'geo'> & { geo?: string };

function readShopDefaults(): ShopFile {
  const file = resolve(repoRoot, 'shop.config.json');
  if (!existsSync(file)) throw new ConfigError([`shop facts file not found: ${file}`]);
  return JSON.parse(readFileSync(file, 'utf8')) as ShopFile;
}

/** An absolute http(s) URL without credentials, or null. */
function webUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return /^https?:$/.test(url.protocol) && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
}

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads and validates the whole configuration once. Every problem is collected, so a bad start
 * says everything that is wrong at once.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const problems: string[] = [];

  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    if (['true', '1', 'yes'].includes(raw.toLowerCase())) return true;
    if (['false', '0', 'no'].includes(raw.toLowerCase())) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };
  const str = (name: string, fallback: string): string => {
    const raw = env[name];
    return raw === undefined || raw.trim() === '' ? fallback : raw.trim();
  };

  const nodeEnvRaw = str('NODE_ENV', 'development');
  if (!['development', 'production', 'test'].includes(nodeEnvRaw)) {
    problems.push(`NODE_ENV must be development, production or test (got "${nodeEnvRaw}")`);
  }
  const nodeEnv = (
    ['development', 'production', 'test'].includes(nodeEnvRaw) ? nodeEnvRaw : 'development'
  ) as AppConfig['nodeEnv'];

  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }

  let defaults: ShopFile;
  try {
    defaults = readShopDefaults();
  } catch (error) {
    throw error instanceof ConfigError ? error : new ConfigError([String(error)]);
  }
  // Optional settings: an empty variable turns off the file's.
  const optional = (name: string, fallback: string | undefined) =>
    (env[name] === undefined ? fallback : env[name].trim()) || undefined;
  const openingHours = parseShopHours(defaults.hours);
  if (typeof openingHours[0] === 'string') problems.push(...(openingHours as string[]));
  const geoText = optional('SHOP_GEO', defaults.geo);
  const geoMatch = geoText ? /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(geoText) : null;
  const geo = geoMatch ? { latitude: Number(geoMatch[1]), longitude: Number(geoMatch[2]) } : undefined;
  if (geoText && (!geo || Math.abs(geo.latitude) > 90 || Math.abs(geo.longitude) > 180))
    problems.push(`SHOP_GEO must be "latitude,longitude" in degrees (got "${geoText}")`);
  const mapUrl = optional('SHOP_MAP_URL', defaults.mapUrl);
  const reviewUrl = optional('SHOP_REVIEW_URL', defaults.reviewUrl);
  for (const [name, value] of [
    ['SHOP_MAP_URL', mapUrl],
    ['SHOP_REVIEW_URL', reviewUrl],
  ] as const)
    if (value && !webUrl(value)) problems.push(`${name} must be an http(s) address (got "${value}")`);
  const shop: ShopFacts = {
    ...defaults,
    openingHours: typeof openingHours[0] === 'string' ? [] : (openingHours as OpeningHours[]),
    geo,
    mapUrl,
    reviewUrl,
    name: str('SHOP_NAME', defaults.name),
    email: str('SHOP_EMAIL', defaults.email),
    phone: str('SHOP_PHONE', defaults.phone),
    address: str('SHOP_ADDRESS', defaults.address),
    timeZone: str('SHOP_TIME_ZONE', defaults.timeZone),
    customerPrices: str('SHOP_CUSTOMER_PRICES', defaults.customerPrices) as ShopFacts['customerPrices'],
    salesTax: {
      ratePercent: Number(str('SHOP_SALES_TAX_RATE', String(defaults.salesTax?.ratePercent ?? 0))),
      partsTaxable: bool('SHOP_PARTS_TAXABLE', defaults.salesTax?.partsTaxable ?? true),
    },
  };
  const rate = shop.salesTax.ratePercent;
  if (
    !Number.isFinite(rate) ||
    rate < 0 ||
    rate > 25 ||
    Math.abs(Math.round(rate * 1000) - rate * 1000) > 1e-6
  )
    problems.push(
      `SHOP_SALES_TAX_RATE must be a percentage from 0 to 25 with at most 3 decimals (got "${rate}")`,
    );
  if (shop.customerPrices !== 'hidden' && shop.customerPrices !== 'shown')
    problems.push(`SHOP_CUSTOMER_PRICES must be hidden or shown (got "${shop.customerPrices}")`);
  if (!isTimeZone(shop.timeZone))
    problems.push(`SHOP_TIME_ZONE is not a known time zone: "${shop.timeZone}"`);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(shop.email))
    problems.push(`SHOP_EMAIL is not an e-mail address: "${shop.email}"`);
  if (shop.phone.replace(/\D/g, '').length < 10)
    problems.push(`SHOP_PHONE needs at least 10 digits: "${shop.phone}"`);

  const corsOrigins = str('CORS_ORIGINS', '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/]+$/.test(origin)) problems.push(`CORS_ORIGINS entry is not an origin: "${origin}"`);
  }

  // The site's address: links in e-mails, canonical links, the sitemap, link previews.
  const publicUrlText = str('PUBLIC_URL', `http://localhost:${env.PORT || 3000}`);
  const publicUrl = webUrl(publicUrlText);
  if (!publicUrl || publicUrl.search || publicUrl.hash)
    problems.push(`PUBLIC_URL must be an http(s) address without a query (got "${publicUrlText}")`);

  const bodyLimit = str('BODY_LIMIT', '100kb');
  if (!/^\d+(b|kb|mb)$/i.test(bodyLimit))
    problems.push(`BODY_LIMIT must look like 100kb (got "${bodyLimit}")`);

  const rateLimits = {} as AppConfig['rateLimits'];
  for (const [policy, fallback] of Object.entries(RATE_LIMIT_DEFAULTS) as [
    RateLimitPolicy,
    RateLimitSetting,
  ][]) {
    const name = `RATE_LIMIT_${policy.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
    const raw = str(name, `${fallback.limit}/${fallback.windowSeconds}`);
    const match = /^(\d+)\/(\d+)$/.exec(raw);
    if (raw === 'off') rateLimits[policy] = null;
    else if (match && Number(match[1]) > 0 && Number(match[2]) > 0) {
      rateLimits[policy] = { limit: Number(match[1]), windowSeconds: Number(match[2]) };
    } else {
      problems.push(`${name} must be LIMIT/SECONDS (e.g. 10/3600) or off (got "${raw}")`);
      rateLimits[policy] = fallback;
    }
  }

  // nginx keeps idle upstream connections 60 s (docker/nginx: keepalive_timeout 60s): 15 s more.
  const keepAliveTimeoutMs = int('KEEP_ALIVE_TIMEOUT_MS', 75_000, 1000, 600_000);

  const logLevel = str('LOG_LEVEL', nodeEnv === 'test' ? 'warn' : 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  const logFormat = str('LOG_FORMAT', nodeEnv === 'development' ? 'pretty' : 'json');
  if (logFormat !== 'json' && logFormat !== 'pretty')
    problems.push(`LOG_FORMAT must be json or pretty (got "${logFormat}")`);
  const port = int('PORT', 3000, 0, 65535);

  // E-mail: through SMTP_URL, or written to files (MAIL_TRANSPORT=file, or no SMTP_URL outside
  // production); a production server refuses to start with neither (requireMailTransport).
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  const mailTransportRaw = str('MAIL_TRANSPORT', '');
  if (mailTransportRaw !== '' && mailTransportRaw !== 'smtp' && mailTransportRaw !== 'file')
    problems.push(`MAIL_TRANSPORT must be smtp or file (got "${mailTransportRaw}")`);
  else if (mailTransportRaw === 'smtp' && !smtpUrl) problems.push('MAIL_TRANSPORT=smtp needs SMTP_URL');
  const mailTransport: 'smtp' | 'file' =
    mailTransportRaw === 'file' || (mailTransportRaw === '' && !smtpUrl) ? 'file' : 'smtp';

  const config: AppConfig = {
    nodeEnv,
    host: str('HOST', '0.0.0.0'),
    port,
    databaseUrl,
    dataDir: resolve(str('DATA_DIR', resolve(repoRoot, 'data'))),
    dbConnectTimeoutMs: int('DB_CONNECT_TIMEOUT_MS', 3000, 100, 60000),
    dbPoolSize: int('DB_POOL_SIZE', 10, 1, 100),
    staticDir: resolve(str('STATIC_DIR', resolve(repoRoot, 'frontend', 'dist'))),
    shop,
    session: {
      cookieName: str('SESSION_COOKIE_NAME', 'shop_session'),
      cookieSecure: bool('SESSION_COOKIE_SECURE', nodeEnv === 'production'),
      idleTimeoutMinutes: int('SESSION_IDLE_MINUTES', 30, 1, 24 * 60),
      absoluteTimeoutHours: int('SESSION_ABSOLUTE_HOURS', 8, 1, 24 * 30),
    },
    loginThrottle: {
      maxFailures: int('LOGIN_MAX_FAILURES', 5, 1, 1000),
      maxFailuresPerAddress: int('LOGIN_MAX_FAILURES_PER_ADDRESS', 20, 1, 10_000),
      windowMinutes: int('LOGIN_WINDOW_MINUTES', 15, 1, 24 * 60),
      historyDays: 30,
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY, problems),
    corsOrigins,
    bodyLimit,
    rateLimits,
    booking: { slotCapacity: int('SLOT_CAPACITY', 1, 1, 50), honeypot: bool('BOOKING_HONEYPOT', true) },
    shutdownDelayMs: int('SHUTDOWN_DELAY_MS', 0, 0, 60_000),
    http: { keepAliveTimeoutMs: keepAliveTimeoutMs, headersTimeoutMs: keepAliveTimeoutMs + 1000 },
    metrics: {
      port: int('METRICS_PORT', nodeEnv === 'production' ? 9464 : 0, 0, 65535),
      host: str('METRICS_HOST', str('HOST', '0.0.0.0')),
    },
    log: {
      level: LOG_LEVELS.includes(logLevel) ? logLevel : 'info',
      format: logFormat === 'pretty' ? 'pretty' : 'json',
      instance: str('INSTANCE_NAME', `${hostname()}:${port}`),
    },
    mail: {
      transport: mailTransport,
      fileChosen: mailTransportRaw === 'file',
      smtpUrl,
      from: str('MAIL_FROM', `${shop.name} <${shop.email}>`),
      publicUrl: (publicUrl?.href ?? publicUrlText).replace(/\/$/, ''),
      pollMs: int('OUTBOX_POLL_MS', 2000, 0, 3_600_000),
      maxAttempts: int('OUTBOX_MAX_ATTEMPTS', 8, 1, 100),
    },
    reminders: {
      pollMs: int('REMINDER_POLL_MS', 300_000, 0, 86_400_000),
      fromHour: int('REMINDER_FROM_HOUR', 9, 0, 23),
    },
    housekeeping: {
      everyMinutes: int('HOUSEKEEPING_EVERY_MINUTES', 60, 1, 7 * 24 * 60),
      pollMs: int('HOUSEKEEPING_POLL_MS', 60_000, 0, 86_400_000),
    },
    photos: {
      intakeRequired: int('INTAKE_PHOTOS_REQUIRED', 2, 0, 12),
      keepDaysAfterWarranty: int('PHOTOS_KEEP_DAYS_AFTER_WARRANTY', 30, 0, 3650),
    },
    passcode: { keys: parsePasscodeKeys(env.PASSCODE_KEYS, problems) },
    demoPasswords: {
      viewer: env.DEMO_VIEWER_PASSWORD || undefined,
      editor: env.DEMO_EDITOR_PASSWORD || undefined,
      owner: env.DEMO_OWNER_PASSWORD || undefined,
    },
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * Mail that cannot vanish: a production server (not the staff or backup commands, which send
 * nothing) refuses to start without SMTP_URL, unless the operator says MAIL_TRANSPORT=file.
 */
export function requireMailTransport(config: AppConfig): void {
  if (config.nodeEnv === 'production' && config.mail.transport === 'file' && !config.mail.fileChosen)
    throw new ConfigError([
      'SMTP_URL must be set in production (e.g. smtp://user:password@mail.example:587): without it no e-mail reaches a customer. To write e-mails as files instead (nothing is sent), set MAIL_TRANSPORT=file',
    ]);
}

/**
 * Passcodes readable by every instance: a production server on PostgreSQL (DATABASE_URL) refuses to
 * start without PASSCODE_KEYS (a key file of one instance's folder would not open what another
 * encrypted, and would not survive the container). The embedded database keeps its key file.
 */
export function requirePasscodeKeys(config: AppConfig): void {
  if (config.nodeEnv === 'production' && config.databaseUrl && config.passcode.keys.length === 0)
    throw new ConfigError([
      'PASSCODE_KEYS must be set in production with DATABASE_URL: the key that encrypts the customers\' device passcodes, the same on every instance, e.g. PASSCODE_KEYS=k1:$(openssl rand -base64 32) (README: "The passcode key")',
    ]);
}
