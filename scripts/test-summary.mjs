// Sums the JSON reports of every test runner `npm test` ran into one closing line.
// A runner whose report is missing (it crashed before reporting) counts as one failure.
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

let passed = 0;
let failed = 0;

const vitest = read('test-results/vitest-report.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
} else failed += 1;

const e2e = read('test-results/e2e-report.json');
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
} else failed += 1;

console.log(`${passed} passed, ${failed} failed`);
