import type { ChallengeRow } from '../../../db/schema';
import type { ChallengeDto } from '../../contract/challenges';
import { challengeStatus } from '../../domain/status';

export function toChallengeDto(
  row: ChallengeRow,
  submissionCount: number,
  now: Date,
  creatorName: string | null = null,
): ChallengeDto {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    votingStartDate: row.votingStartDate.toISOString(),
    votingEndDate: row.votingEndDate?.toISOString() ?? null,
    thumbnailImage: row.thumbnailImage,
    coverImage: row.coverImage,
    coverImageCredit: row.coverImageCredit,
    imageTransform: row.imageTransform ?? null,
    submissionLimit: row.submissionLimit,
    status: challengeStatus(row, now),
    submissionCount,
    isDaily: row.dailyDate !== null,
    resultsAt: row.resultsAt?.toISOString() ?? null,
    isUserChallenge: row.creatorId !== null,
    creatorId: row.creatorId,
    creatorName,
    privacyType: row.privacyType,
    key: row.key,
    removedAt: row.removedAt?.toISOString() ?? null,
  };
}
