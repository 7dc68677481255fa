// Issue 40's story on a phone, end to end (intake spec 1 to 3): the shop checks a booked appointment
// in with two photos from the camera (files set on the capture input); the customer opens the
// tracking link of the check-in e-mail on their own phone (a second browser) and signs the intake
// there with a finger, choosing "You may unlock the device to test the repair"; the shop records the passcode, the
// technician reveals it with a reason, and the customer's tracking page counts one view; at pickup
// the customer signs for the device, and the receipt PDF shows both signatures. Steps that are not
// the story's point (the order moved to ready) go through the API.
// The signing screen (390 px) and the receipt's signature part (the PDF's page drawn with pdftoppm)
// are kept in the test's output and, when E2E_SHOTS_DIR is set, that folder.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import {
  expect,
  test,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import sharp from 'sharp';
import { bookRepair, moveOrder } from './api-setup';
import {
  dismissToasts,
  downloadReceiptPdf,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  mailsTo,
  signIn,
} from './helpers';

const SHOTS = process.env.E2E_SHOTS_DIR;

/** Keeps a file of this test: in its artifacts (attached to the report) and in E2E_SHOTS_DIR if set. */
async function keep(info: TestInfo, path: string): Promise<void> {
  await info.attach(basename(path), { path });
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    copyFileSync(path, join(SHOTS, basename(path)));
  }
}

/** What the screen shows, kept as `<name>.png`. */
async function shot(page: Page, info: TestInfo, name: string, fullPage = false): Promise<void> {
  await dismissToasts(page); // no toast over what is shown
  const path = info.outputPath(`${name}.png`);
  // The whole page from its top (the sticky header where it belongs); else what the screen shows.
  const scrolled = await page.evaluate(() => window.scrollY);
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage, animations: 'disabled' });
  if (fullPage) await page.evaluate((y) => window.scrollTo(0, y), scrolled);
  await keep(info, path);
}

/**
 * The toast saying `text` is shown, then closed (no toast over the dialog that comes next; a dialog
 * hides it from the accessibility tree). It may close by itself (5 s) before the tap lands.
 */
async function dismissToast(page: Page, text: string): Promise<void> {
  const toast = page.getByText(text);
  await expect(toast).toBeVisible();
  await page
    .getByRole('button', { name: 'Dismiss notification' })
    .click({ timeout: 3_000 })
    .catch(() => undefined);
  await expect(toast).toBeHidden();
}

/**
 * Taps Sign in `scope` until `done` shows. The shop's terms may change while the customer reads
 * them (signatures.spec edits them in parallel): the server answers 409, the screen says what was
 * shown changed and shows the new text with an empty form, and the customer reads and signs again
 * (`fillIn`), once.
 */
async function signAgainIfChanged(
  scope: Page | Locator,
  done: Locator,
  fillIn: () => Promise<void>,
): Promise<void> {
  const changed = scope.getByText('What you were shown has changed meanwhile', { exact: false });
  await scope.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(done.or(changed)).toBeVisible();
  if (await done.isVisible()) return;
  await expect(scope.getByRole('img', { name: 'Signature box, empty' })).toBeVisible();
  await fillIn();
  await scope.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(done).toBeVisible();
}

/** A photo as a phone's camera hands it over: a JPEG of 1600 × 1200, a device on a plain ground. */
async function cameraPhoto(
  name: string,
  colour: string,
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <rect width="100%" height="100%" fill="${colour}"/>
    <rect x="500" y="150" width="600" height="900" rx="60" fill="#222"/>
    <rect x="530" y="200" width="540" height="800" rx="30" fill="#6af"/></svg>`;
  const buffer = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/**
 * A signature drawn with a finger on the pad (touch events through the DevTools protocol, as a
 * phone's screen sends them): two strokes across the box.
 */
async function signWithFinger(pad: Locator): Promise<void> {
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const page = pad.page();
  const cdp = await page.context().newCDPSession(page);
  const at = (fx: number, fy: number) => ({ x: box.x + box.width * fx, y: box.y + box.height * fy });
  const stroke = async (points: (readonly [number, number])[]) => {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at(...points[0])] });
    for (const [fx, fy] of points.slice(1))
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(fx, fy)] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
  const wave: (readonly [number, number])[] = [];
  for (let i = 0; i <= 30; i += 1)
    wave.push([0.08 + (0.62 * i) / 30, 0.5 + 0.25 * Math.sin(i / 2.5)] as const);
  await stroke(wave);
  await stroke([
    [0.74, 0.62],
    [0.8, 0.55],
    [0.86, 0.48],
    [0.92, 0.42],
  ]);
  await cdp.detach();
}

/** The text of a PDF, as pdftotext reads it (poppler-utils). */
function pdfText(path: string): string {
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

test("issue 40's story on a phone: checked in with two photos, signed on the customer's phone with 'you may unlock', the passcode revealed once with a reason and counted, signed at hand-over, both signatures on the receipt PDF @phone", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(300_000);
  const customer = {
    firstName: 'Ines',
    lastName: 'Storey',
    name: 'Ines Storey',
    phone: '(217) 555-0174',
    last4: '0174',
    email: `intake-story-${Date.now()}@example.com`,
  };
  const pin = '482916';

  // 1. A booked appointment, checked in at the counter on the shop's phone.
  const { reference } = await bookRepair(page.request, customer);
  await signIn(page.request, 'editor');
  await page.goto('/admin/appointments');
  await page.getByRole('searchbox', { name: 'Search appointments' }).fill(reference);
  await page.getByRole('button', { name: `Check in ${reference}` }).click();
  const checkIn = page.getByRole('dialog', { name: `Check in ${reference}` });
  await checkIn.getByRole('checkbox', { name: /The customer agrees to the estimate/ }).check();
  await checkIn.getByRole('button', { name: 'Check in', exact: true }).click();

  // Two photos from the camera: the capture input opens the back camera on a phone; one at a time.
  const photos = page.getByRole('dialog', { name: /^Photos of the device · RO-/ });
  await expect(photos).toBeVisible();
  const order = /RO-[2-9A-HJ-NP-Z]{6}/.exec((await photos.getByRole('heading').first().textContent())!)![0];
  const status = photos.getByRole('status');
  await expect(status).toHaveText('0 of 2 intake photos taken: 2 more needed.');
  const capture = photos.getByTestId('photo-capture');
  await expect(capture).toHaveAttribute('capture', 'environment');
  await capture.setInputFiles([await cameraPhoto('front.jpg', '#e0e0e0')]);
  await expect(status).toHaveText('1 of 2 intake photos taken: 1 more needed.');
  await capture.setInputFiles([await cameraPhoto('back.jpg', '#c8d8c0')]);
  await expect(status).toHaveText('2 intake photos taken.');
  const grid = photos.getByRole('list', { name: 'Intake photos' });
  await expect(grid.getByRole('img', { name: /^Intake photo \d of 2$/ })).toHaveCount(2);
  await photos.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { level: 1, name: order })).toBeVisible();
  const orderId = /\/admin\/workshop\/([0-9a-f-]{36})/.exec(page.url())![1];
  await expect(
    page.getByRole('region', { name: 'Photos' }).getByRole('heading', { name: 'Intake (2)' }),
  ).toBeVisible();

  // 2. The check-in e-mail's tracking link, opened on the customer's own phone.
  let trackPath = '';
  await expect
    .poll(
      () => {
        const mail = mailsTo(customer.email).find((raw) => raw.includes(order)) ?? '';
        trackPath = /\/track\/[A-Za-z0-9_-]{32}(?![A-Za-z0-9_/-])/.exec(mail)?.[0] ?? '';
        return trackPath;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  const { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, baseURL } = info.project.use;
  const theirs = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    userAgent,
    baseURL,
  } as BrowserContextOptions);
  try {
    const phone = await theirs.newPage();
    await phone.goto(trackPath);
    await expect(phone.getByRole('heading', { level: 1, name: new RegExp(order) })).toBeVisible();
    await expect(phone.getByTestId('track-status')).toBeVisible();

    // The page asks them to sign the intake; the signing screen shows what the shop recorded.
    const notice = phone.getByTestId('track-sign');
    await expect(notice).toBeVisible();
    await notice.getByRole('link', { name: 'Sign your intake' }).click();
    await expect(phone).toHaveURL(new RegExp(`${trackPath}/sign$`));
    await expect(phone.getByRole('heading', { level: 1, name: `Intake of repair ${order}` })).toBeVisible();
    await expect(phone.getByRole('region', { name: /^Repair terms \(version \d+\)$/ })).toBeVisible();
    // They choose "You may unlock the device to test the repair", type their name and sign with a finger.
    const fillIn = async () => {
      const choices = phone.getByRole('group', { name: 'Your data' });
      await expect(choices.getByRole('radio', { name: 'Do not access my data', exact: true })).toBeVisible();
      await choices
        .getByRole('radio', { name: 'You may unlock the device to test the repair', exact: true })
        .check();
      await phone.getByLabel('Your full name').fill(customer.name);
      const scrolled = await phone.evaluate(() => window.scrollY);
      await signWithFinger(phone.getByRole('img', { name: 'Signature box, empty' }));
      await expect(phone.getByRole('img', { name: 'Signature box, signed' })).toBeVisible();
      // Drawing did not scroll the page.
      expect(await phone.evaluate(() => window.scrollY)).toBe(scrolled);
    };
    await fillIn();
    await expectNoAxeViolations(phone);
    await expectNoHorizontalOverflow(phone);
    await shot(phone, info, 'h40story-signing-390', true);
    await shot(phone, info, 'h40story-signing-pad-390');
    await signAgainIfChanged(phone, phone.getByTestId('signed'), fillIn);
    await expect(phone.getByTestId('signed')).toContainText(
      `Thank you, ${customer.name}: your intake is signed`,
    );
    await expectNoAxeViolations(phone);
    await phone.goto(trackPath);
    await expect(phone.getByTestId('track-status')).toBeVisible();
    await expect(phone.getByTestId('track-sign')).toBeHidden();

    // 3. The shop records the passcode the customer gives (a PIN).
    await page.reload();
    const card = page.getByRole('region', { name: 'Passcode' });
    await expect(
      card.getByText('The customer allows unlocking the device to test the repair.'),
    ).toBeVisible();
    await card.getByRole('button', { name: 'Record Passcode' }).click();
    await card.getByRole('button', { name: 'PIN', exact: true }).click();
    await card.getByLabel('PIN (4 to 16 digits)').fill(pin);
    await card.getByRole('button', { name: 'Save Passcode' }).click();
    await dismissToast(page, 'Passcode saved (encrypted)');
    await expect(card.getByText(/^PIN recorded by editor on /)).toBeVisible();
    await expect(card.getByText(pin)).toHaveCount(0);

    // 4. The technician reveals it, with a reason.
    await card.getByRole('button', { name: 'Reveal', exact: true }).click();
    const reveal = page.getByRole('dialog', { name: 'Reveal the passcode' });
    await reveal.getByLabel(/^Reason/).fill('Testing the battery after the repair');
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    await reveal.getByRole('button', { name: 'Reveal Passcode' }).click();
    await expect(reveal.getByText('The PIN:')).toBeVisible();
    await expect(reveal.getByText(pin, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, info, 'h40story-revealed-390');
    await reveal.getByRole('button', { name: 'Close' }).click();
    await expect(reveal).toBeHidden();
    await expect(card.getByRole('heading', { name: 'Revealed 1 time' })).toBeVisible();
    await expect(card.getByText(/^editor · .* — Testing the battery after the repair$/)).toBeVisible();

    // 5. The customer's tracking page counts the one view, never the passcode.
    await phone.reload();
    const theirPasscode = phone.getByRole('region', { name: 'Your passcode' });
    await expect(theirPasscode.getByTestId('track-passcode-views')).toHaveText(
      'Your passcode was viewed 1 time by the technician.',
    );
    await expect(phone.getByText(pin)).toHaveCount(0);
    await theirPasscode.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shot(phone, info, 'h40story-tracking-viewed-390');

    // 6. Repaired and ready (the API); the hand-over at the counter with the payment.
    await moveOrder(page.request, orderId, 'diagnosing', 'in_repair', 'ready');
    await page.reload();
    await page
      .getByRole('group', { name: 'Change state' })
      .getByRole('button', { name: 'Hand over' })
      .click();
    const handOver = page.getByRole('dialog', { name: `Hand over ${order}` });
    await handOver.getByRole('textbox', { name: 'Order reference' }).fill(order);
    await handOver.getByRole('textbox', { name: 'Last 4 digits of the phone' }).fill(customer.last4);
    await handOver.getByRole('button', { name: 'Card' }).click();
    await handOver.getByRole('button', { name: 'Confirm pickup' }).click();
    await expect(handOver).toBeHidden();
    await dismissToast(page, 'Now picked up');

    // The customer signs for the device on the shop's phone.
    const signatures = page.getByRole('region', { name: 'Signatures' });
    await signatures.getByRole('button', { name: 'Customer signs for the device' }).click();
    const handOverSigning = page.getByRole('dialog', { name: 'Customer signs for the device' });
    await expect(
      handOverSigning.getByRole('heading', { name: `Hand-over of repair ${order}` }),
    ).toBeVisible();
    await expect(handOverSigning.getByRole('radio')).toHaveCount(0);
    const fillInHandOver = async () => {
      await handOverSigning.getByLabel('Your full name').fill(customer.name);
      await signWithFinger(handOverSigning.getByRole('img', { name: 'Signature box, empty' }));
      await expect(handOverSigning.getByRole('img', { name: 'Signature box, signed' })).toBeVisible();
    };
    await fillInHandOver();
    await expectNoAxeViolations(page);
    await shot(page, info, 'h40story-handover-signing-390');
    await signAgainIfChanged(handOverSigning, signatures.getByTestId('signature-handover'), fillInHandOver);
    await expect(handOverSigning).toBeHidden();
    await expect(signatures.getByTestId('signature-intake')).toContainText(
      `Intake signed · ${customer.name}`,
    );
    await expect(signatures.getByTestId('signature-intake')).toContainText('on the customer’s phone');
    await expect(signatures.getByTestId('data-choice')).toHaveText(
      'You may unlock the device to test the repair',
    );
    await expect(signatures.getByTestId('signature-handover')).toContainText(
      `Received the device · ${customer.name}`,
    );
    await expect(signatures.getByTestId('signature-handover')).toContainText('on the shop’s screen');

    // The passcode went with the device: the customer's page says so.
    await phone.reload();
    await expect(theirPasscode.getByText(/^It was destroyed on /)).toBeVisible();
  } finally {
    await theirs.close();
  }

  // 7. The receipt PDF shows both signatures.
  await page.reload();
  await page.getByRole('link', { name: /^Receipt \d{4}-\d{6}/ }).click();
  await expect(page.getByRole('article', { name: /^Receipt \d{4}-\d{6}$/ })).toBeVisible();
  const pdfPath = await downloadReceiptPdf(page, info, 'h40story-receipt.pdf');
  await keep(info, pdfPath);
  const text = pdfText(pdfPath);
  expect(text).toContain('Signatures');
  expect(text).toContain('Intake signed');
  expect(text).toContain('Received the device');
  expect(text).not.toContain('Intake not signed');
  expect(text).not.toContain('Hand-over not signed');
  expect(text.match(new RegExp(`${customer.name} · `, 'g'))?.length).toBe(2);
  expect(
    readFileSync(pdfPath)
      .toString('latin1')
      .match(/\/Subtype \/Image/g)?.length,
  ).toBeGreaterThanOrEqual(2);
  if (existsSync('/usr/bin/pdftoppm'))
    await keep(info, receiptSignaturesPng(pdfPath, info.outputPath('h40story-receipt-signatures')));
});

/**
 * The receipt's signature part drawn as a PNG (`<out>.png`): the page that holds "Signatures" (where
 * pdftotext's word boxes put it), from that heading down 210 points, at 150 dpi (poppler-utils).
 */
function receiptSignaturesPng(pdfPath: string, out: string): string {
  const boxes = execFileSync('pdftotext', ['-bbox', pdfPath, '-'], { encoding: 'utf8' });
  const pages = boxes.split('<page ').slice(1);
  const index = pages.findIndex((p) => />Signatures<\/word>/.test(p));
  expect(index).toBeGreaterThanOrEqual(0);
  const top = Number(/yMin="([\d.]+)"[^>]*>Signatures<\/word>/.exec(pages[index])![1]);
  const width = Number(/width="([\d.]+)"/.exec(pages[index])![1]);
  const dpi = 150;
  const px = (pt: number) => String(Math.round((pt * dpi) / 72));
  execFileSync('pdftoppm', [
    '-png',
    '-singlefile',
    '-r',
    String(dpi),
    '-f',
    String(index + 1),
    '-l',
    String(index + 1),
    '-x',
    '0',
    '-y',
    px(Math.max(0, top - 12)),
    '-W',
    px(width),
    '-H',
    px(175),
    pdfPath,
    out,
  ]);
  return `${out}.png`;
}
