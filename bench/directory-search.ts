/**
 * How long a keystroke in the Members Directory search takes to reach the screen with 5,000
 * members (budget: under 50 ms), in Chromium against a running product (`npm start`). The member
 * session and the directory are answered by the page's network layer (a signed-in member, 5,000
 * generated members), so only the front end is measured.
 *
 *   npx tsx bench/directory-search.ts [baseUrl=http://localhost:3000] [members=5000]
 *
 * Per keystroke: from the key's `keydown` timestamp to the first animation frame after the
 * result list has changed (input -> React -> DOM -> next frame), for a query typed, extended and
 * erased character by character.
 */
import { launchChromium } from '../e2e/support/chromium';
import { STORED_SESSION_KEY, storedUserText } from '../e2e/support/stored-session';

const base = process.argv[2] ?? 'http://localhost:3000';
const count = Number(process.argv[3] ?? 5000);

const FIRST = ['Ada', 'Grace', 'Marcus', 'Priya', 'Elena', 'Daniel', 'Sofia', 'Amara', 'Luis', 'Hana', 'Omar', 'Nina'];
const LAST = ['Lovelace', 'Hopper', 'Bennett', 'Raman', 'Novak', 'Kowalski', 'Martinez', 'Okafor', 'Reyes', 'Sato'];
const PROFESSIONS = ['Physician', 'Lawyer', 'Engineer', 'Software Developer', 'Chef / Culinary Professional', 'Student', null];

const member = {
  id: 'bench-member', fullName: 'Bench Member', email: 'bench@example.com', phone: null,
  profilePicture: null, createdAt: '2024-01-01T00:00:00.000Z', isAdmin: false,
};

function members(n: number) {
  return Array.from({ length: n }, (_, i) => {
    const fullName = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${i}`;
    return {
      id: `m${i}`, fullName, email: `member${i}@example.com`, profession: PROFESSIONS[i % PROFESSIONS.length],
      cuisineInterests: 'Basque, Sichuan', instagramUrl: null, linkedinUrl: null,
      memberSince: '2024-03-01T00:00:00.000Z', user: { id: `m${i}`, profilePicture: null },
    };
  }).sort((a, b) => a.fullName.localeCompare(b.fullName));
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main() {
  const { page, close } = await launchChromium({ viewport: { width: 1280, height: 900 } });
  try {
    const list = JSON.stringify({ data: { data: members(count) } });
    await page.route('**/api/auth/me', (route) => route.fulfill({ json: { data: member } }));
    await page.route('**/api/admin/membership/verifiedMembers**', (route) =>
      route.fulfill({ body: list, contentType: 'application/json' }));
    await page.addInitScript(([key, text]) => localStorage.setItem(key, text), [STORED_SESSION_KEY, storedUserText(member)] as const);

    await page.goto(`${base}/user`);
    const search = page.getByRole('searchbox').or(page.getByRole('textbox', { name: /search members/i })).first();
    await search.waitFor();
    await page.getByText(`${count} Members`, { exact: true }).waitFor();

    // Records, for each keydown, the time to the first frame after the result list changed.
    await page.evaluate(() => {
      const w = window as unknown as { keystrokes: number[] };
      w.keystrokes = [];
      const region = document.querySelector('main') ?? document.body;
      let pending: MutationObserver | null = null;
      document.addEventListener('keydown', (event) => {
        // A keystroke that changed nothing on screen gives no sample (rather than timing into
        // the next one).
        pending?.disconnect();
        const start = event.timeStamp;
        const observer = new MutationObserver(() => {
          observer.disconnect();
          pending = null;
          requestAnimationFrame(() => w.keystrokes.push(performance.now() - start));
        });
        pending = observer;
        observer.observe(region, { childList: true, subtree: true, characterData: true });
      }, true);
    });

    await search.click();
    const queries = ['ada', 'marcus', 'engineer', 'member12'];
    const keystrokes = queries.reduce((n, q) => n + 2 * q.length, 0);
    for (const query of queries) {
      for (const char of query) {
        await page.keyboard.press(char);
        await page.waitForTimeout(120);
      }
      for (let i = 0; i < query.length; i += 1) {
        await page.keyboard.press('Backspace');
        await page.waitForTimeout(120);
      }
    }
    await page.waitForTimeout(300);
    const samples = (await page.evaluate(() => (window as unknown as { keystrokes: number[] }).keystrokes))
      .sort((a, b) => a - b);
    const mean = samples.reduce((s, v) => s + v, 0) / samples.length;
    console.log(`directory search, ${count} members, ${samples.length} of ${keystrokes} keystrokes changed the screen`);
    console.log(`  (keydown -> the next frame after the page changed):`);
    console.log(`  median ${percentile(samples, 50).toFixed(1)} ms · p95 ${percentile(samples, 95).toFixed(1)} ms · max ${samples.at(-1)!.toFixed(1)} ms · mean ${mean.toFixed(1)} ms (budget 50 ms)`);
  } finally {
    await close();
  }
}

void main();
