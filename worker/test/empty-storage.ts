import { env } from 'cloudflare:workers';

// Test files share one runtime (see vitest.config.ts), so each starts by emptying what
// the ones before it wrote: every table's rows and every stored photo. The schema stays,
// and so do the id sequences: ids keep rising across files, so what is kept by id outside
// D1 (rate limits in their Durable Object, answers in the edge cache) never meets a new
// row under an old id. One batch, so the foreign keys are checked only at its end.
export async function emptyStorage() {
  const { results } = await env.DB.prepare(
    `SELECT name FROM sqlite_master
     WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name <> 'd1_migrations'`,
  ).all<{ name: string }>();
  await env.DB.batch([
    env.DB.prepare('PRAGMA defer_foreign_keys = on'),
    ...results.map(({ name }) => env.DB.prepare(`DELETE FROM "${name}"`)),
  ]);
  for (let listed = await env.PHOTOS.list(); ; listed = await env.PHOTOS.list({ cursor: listed.cursor })) {
    if (listed.objects.length > 0) await env.PHOTOS.delete(listed.objects.map((object) => object.key));
    if (!listed.truncated) break;
  }
}
