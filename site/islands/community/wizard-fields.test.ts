import { describe, expect, it } from 'vitest';
import { communityChallengeSchema } from '../../../worker/contract/challenges';
import { dateTimeInput } from '../../../worker/domain/dates';
import { initialFields, stepErrors } from './wizard-fields';

const NOW = new Date('2026-12-01T12:00:00Z');
const at = (minutes: number) => dateTimeInput(new Date(NOW.getTime() + minutes * 60_000));
const dates = (start: number, end: number, votingEnd: number) => ({
  ...initialFields(NOW),
  title: 'Red doors',
  category: 'street',
  startDate: at(start),
  endDate: at(end),
  votingEndDate: at(votingEnd),
});

describe('the Dates step', () => {
  it("says entries and voting each need an hour, in the API's own words", () => {
    expect(stepErrors(communityChallengeSchema, 1, dates(60, 61, 24 * 60), NOW)).toEqual({
      endDate: 'Entries must stay open for at least 1 hour',
    });
    expect(stepErrors(communityChallengeSchema, 1, dates(60, 120, 150), NOW)).toEqual({
      votingEndDate: 'Voting must stay open for at least 1 hour after entries close',
    });
    expect(stepErrors(communityChallengeSchema, 1, dates(60, 120, 180), NOW)).toEqual({});
  });

  it('keeps the older message for an end before the start', () => {
    expect(stepErrors(communityChallengeSchema, 1, dates(60, 60, 24 * 60), NOW)).toEqual({
      endDate: 'End date must be after the start date',
    });
  });
});
