// Issue 22, the owner's numbers: /admin/reports shows the seeded fixture's figures (four weeks of
// March 2026) in charts, tables and CSV downloads; axe clean; screenshots at 390 and 1280 px.
// The fixture needs a database of its own (its open orders would show on the shared server's
// workshop board), so each worker starts the built server on a fresh embedded database that holds
// the fixture: started once to create and migrate it, the fixture written, started again.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { expect, test as base, type Page } from '@playwright/test';
import {
  FIXTURE_FIGURES,
  FIXTURE_RANGE,
  loadReportsFixture,
} from '../../backend/test/support/reports-fixture.ts';
import {
  PASSWORDS,
  closeStaffMenu,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  saveScreenshot,
  signIn,
  staffSection,
} from './helpers';

const root = resolve(fileURLToPath(import.meta.url), '..', '..', '..');

/**
 * Starts the built backend with `dataDir` on a port the system gives it (PORT=0); resolves with it
 * and its address once it answers /api/health. The address is the one it says it listens on: a
 * port picked beforehand could be taken by another suite's server before it listened (this
 * machine runs several), whose health would have answered for it.
 */
async function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    [resolve(root, process.env.BACKEND_DIST ?? 'backend/dist', 'main.js')],
    {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        STATIC_DIR: resolve(root, process.env.STATIC_DIR ?? 'frontend/dist'),
        DEMO_VIEWER_PASSWORD: PASSWORDS.viewer,
        DEMO_EDITOR_PASSWORD: PASSWORDS.editor,
        OUTBOX_POLL_MS: '0',
        REMINDER_POLL_MS: '0',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  // What it says until it names its address (the rest of its log is read and dropped).
  let said = '';
  child.stdout!.setEncoding('utf8').on('data', (text: string) => {
    if (!/Site:/.test(said)) said += text;
  });
  // A fresh embedded database runs initdb first: slow on a busy 2-core machine.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the reports server exited with ${child.exitCode}`);
    const url = /Site:\s+(http:\/\/127\.0\.0\.1:\d+)\//.exec(said)?.[1];
    const ok =
      url !== undefined &&
      (await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      ));
    if (ok) return { child, url };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('the reports server did not start');
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

const test = base.extend<object, { reportsServer: string }>({
  reportsServer: [
    // Playwright reads the fixtures a function uses from its first parameter: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      mkdirSync(resolve(root, '.test-output'), { recursive: true });
      const dataDir = mkdtempSync(resolve(root, '.test-output', 'e2e-reports-data-'));
      // First start: the database created and migrated, the demo accounts made.
      await stopServer((await startServer(dataDir)).child);
      const db = await PGlite.create(resolve(dataDir, 'pglite'), { extensions: { btree_gist } });
      try {
        await loadReportsFixture((sql, params) => db.query(sql, params));
      } finally {
        await db.close();
      }
      const server = await startServer(dataDir);
      await use(server.url);
      await stopServer(server.child);
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 420_000 },
  ],
  baseURL: async ({ reportsServer }, use) => use(reportsServer),
});

// The tests of this file share one worker (and so one server of their own) per project.
test.describe.configure({ mode: 'default' });

const RANGE = `?from=${FIXTURE_RANGE.from}&to=${FIXTURE_RANGE.to}`;

/** The rows of a figure's table (header excluded), each as its cells' texts. */
async function tableRows(page: Page, name: string): Promise<string[][]> {
  const table = page.getByRole('table', { name: `${name}: table` });
  await expect(table).toBeVisible();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('td')).map((td) => td.textContent?.trim() ?? '')),
    );
}

/** The totals row of a figure's table: assert it with toHaveText (it waits for the figures asked for). */
function footerRow(page: Page, name: string) {
  return page.getByRole('table', { name: `${name}: table` }).locator('tfoot td');
}

test('the reports page shows the fixture’s figures in charts, tables and CSV, axe clean @desktop', async ({
  page,
}, testInfo) => {
  // Eight figures read through their tables, two axe scans and two screenshots of a long page at
  // twice the phone's pixels (13-42 s each on a loaded 2-core machine): 45 s, then 150 s, were too
  // short there.
  test.setTimeout(240_000);
  await signIn(page.request, 'viewer');
  await page.goto(`/admin/reports${RANGE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(await staffSection(page, 'Reports')).toHaveAttribute('aria-current', 'page');
  if (testInfo.project.name === 'mobile') await closeStaffMenu(page);
  if (testInfo.project.name === 'desktop') {
    // Every section of the staff bar, Reports included, on one line at 1280 px.
    const sections = page.getByRole('navigation', { name: 'Staff' }).getByRole('list');
    expect((await sections.boundingBox())!.height).toBeLessThan(56);
  }
  await expect(page.getByRole('textbox', { name: 'From', exact: true })).toHaveValue(FIXTURE_RANGE.from);
  await expect(page.getByRole('textbox', { name: 'To', exact: true })).toHaveValue(FIXTURE_RANGE.to);

  // The headline numbers of the range.
  const summary = page.getByRole('region', { name: 'In this range' });
  const figure = (label: string) => summary.getByText(label).locator('xpath=following-sibling::dd');
  await expect(figure('Bookings made')).toHaveText('7');
  await expect(figure('Repairs finished')).toHaveText('6');
  await expect(figure('Median turnaround')).toHaveText('27 h');
  await expect(figure('90th percentile')).toHaveText('60 h');
  await expect(figure('Revenue (picked up)')).toHaveText('$717.07');
  await expect(figure('Parts spend')).toHaveText('$108.50');
  await expect(figure('Quote approval')).toHaveText('87.5%');

  // Each figure: a chart, its table, its CSV.
  for (const name of [
    'Bookings per day',
    'Repairs finished per week',
    'Turnaround',
    'Quote approval',
    'Orders by state now',
    'Orders unchanged for 3 days or more',
    'Revenue per day',
    'Revenue per week',
    'Parts spend and margin per week',
    'Payments by method',
    'Deposits held now',
    'Due on orders ready for pickup',
  ]) {
    const section = page.getByRole('region', { name });
    await expect(
      section
        .getByRole('figure', { name: `${name}: chart` })
        .locator('svg')
        .first(),
    ).toBeVisible();
    await expect(section.getByRole('link', { name: `Download CSV of ${name.toLowerCase()}` })).toBeVisible();
  }

  const bookings = await tableRows(page, 'Bookings per day');
  expect(bookings).toHaveLength(FIXTURE_FIGURES.bookingsPerDay.days);
  expect(bookings.filter(([, n]) => n !== '0')).toEqual([
    ['Mon, Mar 2', '2', '1'],
    ['Wed, Mar 4', '1', '0'],
    ['Sun, Mar 8', '1', '0'],
    ['Sun, Mar 29', '3', '0'],
  ]);
  await expect(footerRow(page, 'Bookings per day')).toHaveText(['Total', '7', '1']);

  expect(await tableRows(page, 'Repairs finished per week')).toEqual([
    ['Mar 2', '2', '2', '$204.50', '$30.00'],
    ['Mar 9', '2', '2', '$154.98', '$16.50'],
    ['Mar 16', '2', '4', '$357.59', '$62.00'],
    ['Mar 23', '0', '0', '$0.00', '$0.00'],
  ]);
  await expect(footerRow(page, 'Repairs finished per week')).toHaveText([
    'Total',
    '6',
    '8',
    '$717.07',
    '$108.50',
  ]);

  expect(await tableRows(page, 'Turnaround')).toEqual([
    ['Mar 2', '2', '36 h', '45.6 h'],
    ['Mar 9', '2', '39 h', '65.4 h'],
    ['Mar 16', '2', '21 h', '28.2 h'],
    ['Mar 23', '0', '—', '—'],
  ]);
  await expect(footerRow(page, 'Turnaround')).toHaveText(['Whole range', '6', '27 h', '60 h']);

  // Approved and declined by the week the customer answered; the rate of those answered; expired apart.
  expect(await tableRows(page, 'Quote approval')).toEqual([
    ['Mar 2', '100%', '2', '0', '0'],
    ['Mar 9', '100%', '2', '0', '0'],
    ['Mar 16', '66.7%', '2', '1', '0'],
    ['Mar 23', '100%', '1', '0', '1'],
  ]);
  const quotes = FIXTURE_FIGURES.quoteApproval;
  await expect(footerRow(page, 'Quote approval')).toHaveText(
    ['Whole range', '87.5%', quotes.approved, quotes.declined, quotes.expired].map(String),
  );

  expect(await tableRows(page, 'Orders by state now')).toEqual([
    ['Received', '1'],
    ['Diagnosing', '0'],
    ['Awaiting approval', '1'],
    ['In repair', '1'],
    ['Waiting for parts', '0'],
    ['Ready for pickup', '1'],
    ['Picked up', '8'],
    ['Cancelled', '1'],
    ['Unrepairable', '0'],
  ]);

  // Months after March 2026 every open order of the fixture has waited 3 days or more.
  const stale = await tableRows(page, 'Orders unchanged for 3 days or more');
  expect(stale.map(([reference]) => reference)).toEqual(FIXTURE_FIGURES.openOrders);
  await expect(
    page
      .getByRole('table', { name: 'Orders unchanged for 3 days or more: table' })
      .getByRole('link', { name: 'RO-FIX008' }),
  ).toHaveAttribute('href', /^\/admin\/workshop\/[0-9a-f-]{36}$/);

  // The CSV download of a figure is its table, for the range shown.
  const csv = await page.request.get(
    (await page
      .getByRole('link', { name: 'Download CSV of repairs finished per week' })
      .getAttribute('href')) ?? '',
  );
  expect(csv.headers()['content-disposition']).toBe(
    'attachment; filename="finished-per-week-2026-03-02-to-2026-03-29.csv"',
  );
  const finishedCsv = await csv.text();
  expect(finishedCsv.split('\r\n')[0]).toBe('week,finished,picked_up,revenue,parts_spend');
  expect(finishedCsv).toContain('2026-03-16,2,4,357.59,62.00\r\n');
  const quotesCsv = await page.request.get(
    (await page.getByRole('link', { name: 'Download CSV of quote approval' }).getAttribute('href')) ?? '',
  );
  expect((await quotesCsv.text()).split('\r\n').slice(-3)).toEqual([
    '2026-03-23,100.0,1,0,1',
    'all,87.5,7,1,1',
    '',
  ]);

  // The day's takings (counter spec 4): revenue two ways, margin, money held and due.
  const revenueDays = await tableRows(page, 'Revenue per day');
  expect(revenueDays).toHaveLength(FIXTURE_FIGURES.revenuePerDay.days);
  expect(revenueDays.find(([day]) => day === 'Wed, Mar 11')).toEqual([
    'Wed, Mar 11',
    '$49.99',
    '$0.00',
    '$149.99',
    '$5.00',
    '$144.99',
  ]);
  // The credit note of Friday 20 March: against that day's charges, its refund in its refunds.
  expect(revenueDays.find(([day]) => day === 'Fri, Mar 20')).toEqual([
    'Fri, Mar 20',
    '-$10.00',
    '$10.00',
    '$0.00',
    '$10.00',
    '-$10.00',
  ]);
  await expect(footerRow(page, 'Revenue per day')).toHaveText([
    'Total',
    '$717.07',
    '$10.00',
    '$817.07',
    '$35.00',
    '$782.07',
  ]);
  expect(await tableRows(page, 'Revenue per week')).toEqual([
    ['Mar 2', '$204.50', '$0.00', '$224.50', '$0.00', '$224.50'],
    ['Mar 9', '$154.98', '$0.00', '$234.98', '$5.00', '$229.98'],
    ['Mar 16', '$357.59', '$10.00', '$317.59', '$10.00', '$307.59'],
    ['Mar 23', '$0.00', '$0.00', '$40.00', '$20.00', '$20.00'],
  ]);
  expect(await tableRows(page, 'Parts spend and margin per week')).toEqual([
    ['Mar 2', '2', '$204.50', '$30.00', '$174.50'],
    ['Mar 9', '2', '$154.98', '$16.50', '$138.48'],
    ['Mar 16', '4', '$357.59', '$62.00', '$295.59'],
    ['Mar 23', '0', '$0.00', '$0.00', '$0.00'],
  ]);
  await expect(footerRow(page, 'Parts spend and margin per week')).toHaveText([
    'Total',
    '8',
    '$717.07',
    '$108.50',
    '$608.57',
  ]);

  // The range's money by method, refunds shown and the net (the cash-ups of its days added up).
  expect(await tableRows(page, 'Payments by method')).toEqual([
    ['Cash', '$232.33 5 payments', '$5.00 1 refund', '$227.33'],
    ['Card', '$554.74 7 payments', '$30.00 2 refunds', '$524.74'],
    ['Other', '$30.00 1 payment', '$0.00 0 refunds', '$30.00'],
  ]);
  await expect(footerRow(page, 'Payments by method')).toHaveText([
    'Total',
    '$817.07 13 payments',
    '$35.00 3 refunds',
    '$782.07',
  ]);

  // Sales tax collected (issue 41): the receipts' tax lines less the credit note's, by week, day
  // and month, each with its CSV.
  const tax = page.getByRole('region', { name: 'Sales tax collected' });
  const by = tax.getByRole('group', { name: 'Count by' });
  await expect(by.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
  await expect(
    tax.getByRole('figure', { name: 'Sales tax collected: chart' }).locator('svg').first(),
  ).toBeVisible();
  expect(await tableRows(page, 'Sales tax collected')).toEqual([
    ['Mar 2', '$45.50 2 receipts', '$3.47', '$0.00'],
    ['Mar 9', '$25.00 2 receipts', '$1.91', '$0.00'],
    ['Mar 16', '$90.69 4 receipts', '$6.91', '$0.22 1 credit note'],
    ['Mar 23', '$0.00 0 receipts', '$0.00', '$0.00'],
  ]);
  const taxTotal = ['Total', '$161.19 8 receipts', '$12.29', '$0.22 1 credit note'];
  await expect(footerRow(page, 'Sales tax collected')).toHaveText(taxTotal);
  const taxCsv = async (what: string) => {
    const link = tax.getByRole('link', { name: `Download CSV of sales tax by ${what}` });
    await expect(link).toHaveText('Download CSV');
    const download = await page.request.get((await link.getAttribute('href')) ?? '');
    return (await download.text()).split('\r\n');
  };
  expect(await taxCsv('week')).toContain('2026-03-16,4,1,90.69,6.91,2.90,0.22');
  await by.getByRole('button', { name: 'Day' }).click();
  const taxDays = await tableRows(page, 'Sales tax collected');
  expect(taxDays).toHaveLength(28);
  expect(taxDays.find(([day]) => day === 'Fri, Mar 20')).toEqual([
    'Fri, Mar 20',
    '-$2.90 1 receipt',
    '-$0.22',
    '$0.22 1 credit note',
  ]);
  await expect(footerRow(page, 'Sales tax collected')).toHaveText(taxTotal);
  expect(await taxCsv('day')).toContain('2026-03-20,1,1,-2.90,-0.22,2.90,0.22');
  await by.getByRole('button', { name: 'Month' }).click();
  expect(await tableRows(page, 'Sales tax collected')).toEqual([
    ['Mar 2026', '$161.19 8 receipts', '$12.29', '$0.22 1 credit note'],
  ]);
  expect(await taxCsv('month')).toContain('2026-03-01,8,1,161.19,12.29,2.90,0.22');
  await by.getByRole('button', { name: 'Week' }).click();
  expect(await tableRows(page, 'Deposits held now')).toEqual([
    ['RO-FIX008', 'Ready for pickup', 'Apple MacBook Air', '$50.00'],
    ['RO-FIX007', 'In repair', 'Nintendo Switch OLED', '$20.00'],
  ]);
  await expect(footerRow(page, 'Deposits held now')).toHaveText(['Total', '', '', '$70.00']);
  const due = await tableRows(page, 'Due on orders ready for pickup');
  expect(due.map((row) => [row[0], ...row.slice(3)])).toEqual([
    ['RO-FIX008', '$209.00', '$50.00', '$159.00'],
  ]);
  await expect(footerRow(page, 'Due on orders ready for pickup')).toHaveText([
    'Total',
    '',
    '',
    '$209.00',
    '$50.00',
    '$159.00',
  ]);
  for (const [name, line] of [
    ['revenue per week', '2026-03-09,154.98,0.00,234.98,5.00,229.98'],
    ['parts spend and margin per week', 'total,8,717.07,10.00,108.50,608.57'],
    ['payments by method', 'total,13,817.07,3,35.00,782.07'],
    ['due on orders ready for pickup', 'total,,,209.00,50.00,159.00'],
  ]) {
    const href = await page.getByRole('link', { name: `Download CSV of ${name}` }).getAttribute('href');
    const download = await page.request.get(href ?? '');
    expect(download.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect((await download.text()).split('\r\n')).toContain(line);
  }

  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'reports');
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, testInfo, 'reports-first-screen', { fullPage: false });
  // The same page on a phone's width: nothing sideways, the range's buttons on screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Today' })).toBeInViewport();
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, testInfo, 'reports-390');
});

test('the cash-up of a fixture day: its figures, its CSV download, axe clean @desktop', async ({
  page,
}, testInfo) => {
  await signIn(page.request, 'viewer');
  await page.goto('/admin/cash-up');
  await page.getByLabel('Day').fill('2026-03-11');
  await expect(page.getByTestId('cash-up-payments')).toHaveText('$149.99');
  await expect(page.getByTestId('cash-up-cash-expected')).toHaveText('$15.00');
  const link = page.getByRole('link', { name: 'Download CSV of the cash-up of' });
  await expect(link).toHaveAttribute('href', '/api/admin/cash-ups/2026-03-11/export.csv');
  const csv = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(csv.headers()['content-disposition']).toBe('attachment; filename="cash-up-2026-03-11.csv"');
  expect((await csv.text()).split('\r\n')).toEqual(
    expect.arrayContaining([
      'payments,all,,3,149.99',
      'receipt,2026-000004,RO-FIX003,,49.99',
      'cash,expected,,,15.00',
    ]),
  );
  await expectNoHorizontalOverflow(page);
  // Each takings table fits the screen, a phone's included: no column behind a sideways scroll.
  const tables = page.getByRole('region', { name: /: takings$/ });
  await expect(tables).toHaveCount(2);
  for (const table of await tables.all())
    expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, 'cash-up');
});

test('another range from the form; a bad one is refused by the field @desktop', async ({ page }) => {
  await signIn(page.request, 'editor');
  await page.goto(`/admin/reports${RANGE}`);
  await expect(page.getByRole('table', { name: 'Turnaround: table' })).toBeVisible();
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('2026-03-04');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('2026-03-10');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/\/admin\/reports\?from=2026-03-04&to=2026-03-10$/);
  await expect(footerRow(page, 'Turnaround')).toHaveText(['Whole range', '2', '27 h', '43.8 h']);
  await expect(footerRow(page, 'Repairs finished per week')).toHaveText([
    'Total',
    '2',
    '2',
    '$279.49',
    '$46.50',
  ]);
  // RO-FIX003 approved on 9 March; the other answers fall outside 4 to 10 March.
  await expect(footerRow(page, 'Quote approval')).toHaveText(['Whole range', '100%', '1', '0', '0']);

  // Today: the one day, in the shop's time zone (the day before and after the click, should it be midnight).
  const shopDay = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
  const before = shopDay();
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page).toHaveURL(/\/admin\/reports\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  const asked = new URL(page.url()).searchParams;
  expect([before, shopDay()]).toContain(asked.get('from'));
  expect(asked.get('to')).toBe(asked.get('from'));
  await expect(page.getByRole('textbox', { name: 'From', exact: true })).toHaveValue(asked.get('from')!);
  expect(await tableRows(page, 'Bookings per day')).toHaveLength(1);
  await expect(footerRow(page, 'Payments by method')).toHaveText(['Total', /^\$/, /^\$/, /^\$/]);

  await page.goto('/admin/reports?from=2025-01-01&to=2026-03-29');
  await expect(page.getByText('The range is longer than 366 days')).toBeVisible();
  await page.getByRole('button', { name: 'Last 4 weeks' }).click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  await expect(page.getByRole('table', { name: 'Turnaround: table' })).toBeVisible();
});

test('issue 41: the turnaround chart shows its whole axis when repairs take weeks, on a phone too @desktop', async ({
  page,
}) => {
  await signIn(page.request, 'viewer');
  // The fixture's repairs take a day or two; these weeks' took up to 75 days (1,800 h), as a slow
  // month's can. Only the numbers change: the page draws them as it draws any.
  const slow = [540_000, 1_440_000, 4_320_000];
  await page.route('**/api/admin/reports?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { turnaround: { weeks: object[] } };
    body.turnaround.weeks = body.turnaround.weeks.map((w, i) => ({
      ...w,
      medianSeconds: slow[i] ?? null,
      p90Seconds: slow[i] ? slow[i] * 1.5 : null,
    }));
    await route.fulfill({ response, json: body });
  });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`/admin/reports${RANGE}`);
    const chart = page.getByRole('figure', { name: 'Turnaround: chart' });
    await expect(page.getByRole('table', { name: 'Turnaround: table' })).toBeVisible();
    const ticks = chart.locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel');
    // Every tick in full ('1,500' was cut to '1…' in a fixed 48 px), inside the chart.
    await expect(ticks.filter({ hasText: '1,500' })).toBeVisible();
    const box = (await chart.boundingBox())!;
    for (const tick of await ticks.all()) {
      expect(await tick.textContent()).toMatch(/^[\d,.]+$/);
      expect((await tick.boundingBox())!.x).toBeGreaterThanOrEqual(box.x);
    }
  }
});

test('issue 32 item 8: a reversed range says so in words and shows no figures of the last range @desktop', async ({
  page,
}) => {
  await signIn(page.request, 'editor');
  await page.goto(`/admin/reports${RANGE}`);
  await expect(page.getByRole('table', { name: 'Turnaround: table' })).toBeVisible();
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('2026-03-10');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('2026-03-04');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The To date is before the From date' }),
  ).toBeVisible();
  await expect(page.getByText('to is before from')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Turnaround: table' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'To', exact: true })).toHaveAccessibleDescription(
    'The To date is before the From date: choose a To date on or after it.',
  );
});

test('signed out, the reports page asks for a sign-in @desktop', async ({ page }) => {
  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
});
