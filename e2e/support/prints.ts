import type { Page } from '@playwright/test';
import { sql, sqlRow } from './local-state';

const DAY = 24 * 60 * 60 * 1000;
const PART = 10 * 1024 * 1024;

// A public community challenge with its results named, holding an entry of imogen's (a
// Print Seller in the demo data) that shows a seeded photo. Answers the entry's title and
// the challenge's id.
export function seedSellableEntry(): { title: string; challengeId: number } {
  const now = Date.now();
  const title = `E2E harbour ${now.toString(36)}`;
  const challenge = sqlRow(
    `INSERT INTO challenges (title, description, category, start_date, end_date, voting_start_date, voting_end_date, results_at, creator_id, privacy_type)
     SELECT 'Harbours ${now.toString(36)}', 'Seeded by a print test.', 'landscape', ${now - 3 * DAY}, ${now - 2 * DAY}, ${now - 2 * DAY}, ${now - DAY}, ${now - DAY}, id, 'public'
     FROM users WHERE username = 'ansel' RETURNING id`,
  );
  const photo = sqlRow("SELECT filename, image_url FROM submissions WHERE status = 'active' ORDER BY id LIMIT 1");
  sql(
    `INSERT INTO submissions (challenge_id, user_id, title, description, alt_text, filename, image_url, width, height, created_at)
     SELECT ${challenge.id}, id, '${title}', '', 'A harbour at dawn', '${photo.filename}', '${photo.image_url}', 1600, 1200, ${now}
     FROM users WHERE username = 'imogen'`,
  );
  return { title, challengeId: Number(challenge.id) };
}

// A print master the size of more than one part: a PNG header saying 6000 × 4500, padded.
export function printMaster() {
  const buffer = Buffer.alloc(PART + 512 * 1024);
  buffer.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  buffer.writeUInt32BE(6000, 16);
  buffer.writeUInt32BE(4500, 20);
  return { name: 'harbour-master.png', mimeType: 'image/png', buffer };
}

// Pays the local provider's checkout page with the test card, shipping to `name`.
export async function payPrintsWithCard(page: Page, name: string, total: string): Promise<void> {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 40');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill(name);
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Address', { exact: true }).fill('12 Harbour Road');
  await page.getByLabel('City').fill('Portland');
  await page.getByLabel('Postal code').fill('04101');
  await page.getByLabel('Country (2 letters, e.g. US)').fill('US');
  await page.getByRole('button', { name: `Pay ${total}` }).click();
}
