import { describe, expect, it } from 'vitest';
import { scheduledJobs } from '../cron/jobs';
import { JOB_CATALOGUE } from './jobs-catalogue';

describe('the catalogue of scheduled jobs', () => {
  it('describes exactly the jobs the cron runs, each in a sentence', () => {
    expect(Object.keys(JOB_CATALOGUE).sort()).toEqual(Object.keys(scheduledJobs).sort());
    for (const [name, { does }] of Object.entries(JOB_CATALOGUE)) expect(does, name).toMatch(/^[A-Z].{10,}\.$/);
  });

  it('gives every job a short title of its own, in words rather than code', () => {
    const titles = Object.entries(JOB_CATALOGUE).map(([name, { title }]) => {
      expect(title, name).toMatch(/^[A-Z][a-z' -]{2,39}$/);
      return title;
    });
    expect(new Set(titles).size).toBe(titles.length);
  });
});
