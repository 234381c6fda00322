import { loginThroughForm, useFreshBrowser } from '../support/browser';
import { MEMBER } from '../support/env';

/** A seeded demo member the other suites leave alone, so a new picture and phone are harmless. */
const DANIEL = { email: 'daniel.kowalski@example.com', password: MEMBER.password };
/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('the member dashboard', () => {
  const browser = useFreshBrowser({ width: 1280, height: 900 });

  test('a member searches, opens a card, uploads a picture, edits the phone and signs out', async () => {
    const { page } = browser;
    await loginThroughForm(page, DANIEL.email, DANIEL.password);
    await page.waitForURL('**/user');
    await page.getByRole('heading', { name: /Welcome back,/ }).getByText(/Daniel Kowalski/).waitFor();
    await page.getByText('Distinguished Member').waitFor();
    await page.getByText(/^\d+ Members$/).waitFor();
    const calendar = page.locator('iframe[title*="Upcoming Events"]');
    expect(await calendar.getAttribute('src')).toContain('ctz=America');
    expect(await calendar.evaluate((frame) => frame.getBoundingClientRect().height)).toBe(600);

    // Search is case-insensitive over name, profession and e-mail.
    const search = page.getByRole('searchbox', { name: 'Search members' });
    await search.fill('SOFIA');
    const sofia = page.getByRole('button', { name: /Sofia Martinez/ });
    await sofia.waitFor();
    expect(await page.getByRole('button', { name: /Daniel Kowalski/ }).count()).toBe(0);
    await search.fill('nobody-by-that-name');
    await page.getByText('No Members Found').waitFor();
    await page.getByText('No active members found in the directory.').waitFor();
    await search.fill('sofia');

    // The detail modal, opened from the keyboard: what a fellow member may see, never a phone.
    await sofia.focus();
    await page.keyboard.press('Enter');
    const detail = page.getByRole('dialog', { name: 'Sofia Martinez' });
    await detail.getByText(/Member since/).waitFor();
    expect(await detail.textContent()).not.toMatch(/555/);
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
    await search.fill('');

    // Edit Profile: a new picture through the storage client, and a new phone.
    await page.getByRole('button', { name: 'Edit Profile', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Edit Profile' });
    await modal.getByText('Choose File').waitFor();
    await modal.locator('input[type="file"]').setInputFiles({ name: 'daniel portrait.png', mimeType: 'image/png', buffer: PNG });
    await modal.getByText('Change', { exact: true }).waitFor();
    await modal.getByRole('textbox', { name: 'Phone' }).fill('+1 (773) 555-0123');
    await modal.getByRole('button', { name: 'Save Changes' }).click();
    await page.locator('.Toastify').getByText('Profile updated successfully').waitFor();
    await modal.waitFor({ state: 'detached' });

    const me = (await (await page.request.get('/api/auth/me')).json()) as { data: { phone: string; profilePicture: string } };
    expect(me.data.phone).toBe('+17735550123');
    expect(me.data.profilePicture).toMatch(/\/storage\/v1\/object\/public\/avatars\/\d+-daniel-portrait\.png$/);
    // The header shows it, and the storage serves it as a PNG that cannot be sniffed into anything else.
    await page.locator(`img[src="${me.data.profilePicture}"]`).first().waitFor();
    const picture = await page.request.get(me.data.profilePicture);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');
    expect(picture.headers()['x-content-type-options']).toBe('nosniff');

    // Nothing changed: the modal says so and sends nothing.
    await page.getByRole('button', { name: 'Edit Profile', exact: true }).click();
    let sent = 0;
    page.on('request', (request) => { if (request.url().includes('edit-profile')) sent += 1; });
    await page.getByRole('dialog', { name: 'Edit Profile' }).getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('dialog', { name: 'Edit Profile' })
      .getByText('No changes detected. Please update at least one field.').waitFor();
    expect(sent).toBe(0);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/login');
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  });
});
