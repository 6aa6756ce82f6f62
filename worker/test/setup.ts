import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach } from 'vitest';
import { answerDrift } from '../middleware/check-answer';
import { emptyStorage } from './empty-storage';
import { askAs } from './helpers';

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
// The restore drill's scratch database (services/backups/): the same schema, its rows its own.
await applyD1Migrations(env.DRILL_DB, env.TEST_MIGRATIONS);
await emptyStorage();
askAs(`http://${crypto.randomUUID()}.example.com`);

// Any answer in any test that strayed from its route's declared schema fails that test,
// even one that only looked at the database afterwards.
afterEach(() => {
  const drifted = answerDrift.splice(0);
  if (drifted.length > 0) throw new Error(`Answers that differ from the contract:\n${drifted.join('\n')}`);
});
