import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser.js';
import { browserSuite } from '../support/browser-suite.js';

/** Images (spec 1 §4, §5, §8): a person uploads and crops a profile photo; the avatar shows it everywhere. */
const suite = browserSuite();

/** A photo as a phone takes it: landscape, with a GPS position in its EXIF. */
const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2b7a78' } })
    .composite([
      { input: Buffer.from('<svg width="400" height="400"><circle cx="200" cy="200" r="180" fill="#f6c453"/></svg>'), left: 400, top: 200 },
    ])
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .jpeg()
    .toBuffer();

/** axe-core's WCAG 2.x A/AA violations on the page as it is (dialogs open included), one line each. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
async function axeViolations(page: Page): Promise<string[]> {
  if ((await page.evaluate<string>('typeof axe')) === 'undefined') await page.evaluate(AXE_SOURCE);
  return page.evaluate<string[]>(`axe
    .run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } })
    .then((result) => result.violations.flatMap((v) => v.nodes.map((node) => v.id + ': ' + node.target.join(' '))))`);
}

describe('profile photo (browser)', () => {
  it('uploads and crops a photo in Settings → Personal; the header and home avatars show it; a non-image is refused', async () => {
    const page = await suite.browser.signedInPage('participant@demo.wellway.test');
    await page.goto(suite.browser.url('/settings/personal'));
    const section = page.getByRole('region', { name: 'Profile photo' });
    await section.waitFor();

    // A page that claims to be a PNG: the Unexpected Error dialog with the spec's messages
    await section
      .locator('input[type=file]')
      .setInputFiles({ name: 'cat.png', mimeType: 'image/png', buffer: Buffer.from('<html></html>') });
    const failure = page.getByRole('alertdialog', { name: 'Unexpected Error' });
    await failure.waitFor();
    await failure.getByText('Oops, something went wrong while uploading your file.').waitFor();
    await failure.getByText('Sorry… this is the incorrect file type. Your image needs to be a .png, .jpeg, .jpg, or .gif.').waitFor();
    await screenshot(page, 'images-upload-error');
    expect(await axeViolations(page)).toEqual([]);
    await failure.getByRole('button', { name: 'OK' }).click();

    // When they choose a real photo, then the crop dialog opens on it
    await section.locator('input[type=file]').setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    const crop = page.getByRole('dialog', { name: 'Crop your image' });
    await crop.waitFor();
    const frame = crop.getByRole('slider', { name: /Crop area/ });
    await frame.waitFor();
    await frame.press('Shift+ArrowRight');
    await crop.getByLabel('Size').fill('600');
    await screenshot(page, 'images-crop-dialog');
    expect(await axeViolations(page)).toEqual([]);
    await crop.getByRole('button', { name: 'Crop' }).click();

    // Then the header's avatar shows the cropped photo (its thumbnail), and so does the settings' avatar
    const headerAvatar = page.locator('.app-header__person .avatar img');
    await headerAvatar.waitFor();
    const src = await headerAvatar.getAttribute('src');
    expect(src).toMatch(/^\/api\/files\/users\/[^/]+\/public\/[0-9a-f]{64}\.(jpg|png)$/);
    await section.getByRole('button', { name: 'Change photo' }).waitFor();
    await screenshot(page, 'images-profile-photo-set');

    // The stored photo is square, within 1920x1080, without the GPS position
    const stored = await page.request.get(suite.browser.url(src!));
    expect(stored.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(await stored.body()).metadata();
    expect(meta.width).toBe(meta.height);
    expect(meta.exif).toBeUndefined();
    // The frame started centred (800x800 at x 200), moved right 10 % (120 px), shrank to 600 around its
    // centre: x 420..1020, y 100..700 holds the left half of the yellow circle (x 400..800, y 200..600).
    const { channels } = await sharp(await stored.body()).stats();
    expect(channels[0]!.mean).toBeGreaterThan(90); // yellow raises red over the teal's 43

    // The home page's avatar shows it too
    await page.goto(suite.browser.url('/'));
    await page.locator('main .avatar img').first().waitFor();

    // At 400 px the settings screen still fits
    const narrow = await suite.browser.signedInPage('participant@demo.wellway.test', { width: 400 });
    await narrow.goto(suite.browser.url('/profileupload'));
    await narrow.getByRole('region', { name: 'Profile photo' }).waitFor();
    expect(await narrow.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(400);
    await screenshot(narrow, 'images-profileupload-400');
    expect(await axeViolations(narrow)).toEqual([]);

    // When they remove it, the initials come back
    await section.page().goto(suite.browser.url('/settings/personal'));
    await section.getByRole('button', { name: 'Remove photo' }).click();
    await page.getByRole('alertdialog', { name: 'Remove photo' }).getByRole('button', { name: 'Remove' }).click();
    await section.getByRole('button', { name: 'Upload photo' }).waitFor();
    expect(await page.locator('.app-header__person .avatar img').count()).toBe(0);
  });
});
