import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe';
import { loginThroughForm, openBrowser, useFreshBrowser } from '../support/browser';
import type { RunningChromium } from '../support/chromium';
import { ADMIN, MEMBER } from '../support/env';
import { waitForMail } from '../support/outbox';

/** Seeded demo members whose passwords no other suite changes: replies to a dinner of this suite are harmless. */
const SOFIA = { email: 'sofia.martinez@example.com', password: MEMBER.password };
const MARCUS = { email: 'marcus.bennett@example.com', password: MEMBER.password, name: 'Marcus Bennett' };
const DANIEL = { email: 'daniel.kowalski@example.com', password: MEMBER.password, name: 'Daniel Kowalski' };

/** A Chicago `datetime-local` value some days ahead at the given hour (the form's own format). */
function chicagoInput(daysAhead: number, hour: number): string {
  const day = new Date(Date.now() + daysAhead * 86_400_000);
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(day);
  return `${date}T${String(hour).padStart(2, '0')}:00`;
}

async function signedInMember(member: { email: string; password: string }): Promise<RunningChromium> {
  const browser = await openBrowser({ width: 1280, height: 900 });
  await loginThroughForm(browser.page, member.email, member.password);
  await browser.page.waitForURL('**/user');
  return browser;
}

const dinnerCard = (page: Page, title: string) => page.getByRole('article', { name: title });

describe('dinners', () => {
  const browser = useFreshBrowser({ width: 1280, height: 900 });
  const members: RunningChromium[] = [];
  afterEach(async () => {
    await Promise.all(members.splice(0).map((member) => member.close()));
  });

  test('admin creates a dinner of 2 seats; three members reserve (one waits), one cancels, the waiting one is promoted and mailed; the admin exports and checks them in', async () => {
    const { page: admin } = browser;
    const title = `Test supper ${Date.now()}`;

    // The admin creates it in Chicago time.
    await loginThroughForm(admin, ADMIN.email, ADMIN.password);
    await admin.waitForURL('**/admin');
    await admin.getByRole('navigation', { name: 'Admin panel' }).getByRole('button', { name: 'Dinners' }).click();
    await admin.getByRole('button', { name: 'New dinner' }).click();
    const form = admin.getByRole('dialog', { name: 'New dinner' });
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByRole('textbox', { name: 'Venue' }).fill('The Loft, 1 W Wacker Dr');
    await form.getByLabel('Starts').fill(chicagoInput(20, 19));
    await form.getByLabel('Ends').fill(chicagoInput(20, 22));
    await form.getByRole('spinbutton', { name: 'Capacity' }).fill('2');
    await expectNoAxeViolations(admin, 'the new dinner dialog');
    await form.getByRole('button', { name: 'Create dinner' }).click();
    await admin.locator('.Toastify').getByText('Dinner created successfully').waitFor();
    await form.waitFor({ state: 'detached' });
    await dinnerCard(admin, title).getByText('0 of 2 seats taken').waitFor();
    await expectNoAxeViolations(admin, 'the admin Dinners list');

    // Sofia and Marcus take the two seats.
    for (const member of [SOFIA, MARCUS]) {
      const signedIn = await signedInMember(member);
      members.push(signedIn);
      await dinnerCard(signedIn.page, title).getByRole('button', { name: `Reserve a seat for ${title}` }).click();
      const reserve = signedIn.page.getByRole('dialog', { name: 'Reserve a seat' });
      await reserve.getByRole('button', { name: 'Reserve', exact: true }).click();
      await reserve.waitFor({ state: 'detached' });
      await dinnerCard(signedIn.page, title).getByText('Confirmed · just you').waitFor();
    }
    const sofia = members[0]!;

    // Daniel finds it full and joins the waitlist.
    const daniel = await signedInMember(DANIEL);
    members.push(daniel);
    await dinnerCard(daniel.page, title).getByRole('button', { name: `Join the waitlist for ${title}` }).click();
    const join = daniel.page.getByRole('dialog', { name: 'Join the waitlist' });
    await join.getByRole('button', { name: 'Join the waitlist' }).click();
    await join.waitFor({ state: 'detached' });
    await dinnerCard(daniel.page, title).getByText('On the waitlist · number 1').waitFor();
    await expectNoAxeViolations(daniel.page, 'the member dashboard with a dinner on the waitlist');

    // Sofia cancels: Daniel is promoted, mailed, and sees his seat.
    const cancelledAt = new Date().toISOString();
    await dinnerCard(sofia.page, title).getByRole('button', { name: `Cancel RSVP for ${title}` }).click();
    const confirmCancel = sofia.page.getByRole('dialog', { name: 'Cancel your RSVP?' });
    await confirmCancel.getByRole('button', { name: 'Cancel RSVP' }).click();
    await confirmCancel.waitFor({ state: 'detached' });
    // The seat went straight to Daniel: Sofia may only join the waitlist now.
    await dinnerCard(sofia.page, title).getByRole('button', { name: `Join the waitlist for ${title}` }).waitFor();
    const promoted = await waitForMail(admin, DANIEL.email, cancelledAt, 15_000);
    expect(promoted.subject).toContain("A seat opened up, you're confirmed");
    await daniel.page.reload();
    await dinnerCard(daniel.page, title).getByText('Confirmed · just you').waitFor();

    // The admin sees both confirmed, downloads the list and checks them in at the door.
    await admin.reload();
    await admin.getByRole('navigation', { name: 'Admin panel' }).getByRole('button', { name: 'Dinners' }).click();
    await dinnerCard(admin, title).getByText('2 of 2 seats taken').waitFor();
    await dinnerCard(admin, title).getByRole('button', { name: `Attendees ${title}` }).click();
    const confirmed = admin.getByRole('region', { name: 'Confirmed' });
    await confirmed.getByRole('button', { name: `Checked in ${DANIEL.name}` }).waitFor();
    expect(await admin.getByRole('region', { name: 'Waitlist' }).getByText('No one waiting.').count()).toBe(1);
    const csvHref = await admin.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
    const csv = await admin.request.get(csvHref ?? '');
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    const rows = await csv.text();
    expect(rows).toContain(MARCUS.email);
    expect(rows).toContain(DANIEL.email);
    expect(rows).not.toContain(SOFIA.email);

    for (const [n, member] of [MARCUS, DANIEL].entries()) {
      const toggle = confirmed.getByRole('button', { name: `Checked in ${member.name}` });
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      await toggle.click();
      await admin.waitForFunction((name) => {
        const button = Array.from(document.querySelectorAll('button[aria-pressed]')).find((b) => b.textContent?.includes(name));
        return button?.getAttribute('aria-pressed') === 'true';
      }, member.name);
      await admin.getByText(`${n + 1} of 2 seats checked in (${n + 1} of 2 parties)`).waitFor();
    }
    await expectNoAxeViolations(admin, 'the attendees of a dinner');
  });
});
