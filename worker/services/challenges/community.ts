import { and, desc, isNotNull } from 'drizzle-orm';
import { type ChallengeRow, challenges } from '../../../db/schema';
import type { Db } from '../../env';
import { ApiError } from '../../errors';
import type { CurrentUser } from '../../contract/auth';
import type { ChallengeDto, CommunityChallengeDto, CommunityChallengeInput } from '../../contract/challenges';
import { randomToken } from '../../domain/secret-tokens';
import { isPrivateChallenge, listedChallengeWhere, newChallengeKey } from './access';
import { describeChallenge } from './queries';
import { one } from '../one';

const DAY_MS = 24 * 60 * 60 * 1000;
// A start a few minutes back is a form filled in slowly, not a challenge in the past.
const START_GRACE_MS = 10 * 60 * 1000;

// Any verified member may create one. Unlisted and invite-only ones get their key (their
// address), and invite-only ones also a code that the creator shares in the link.
export async function createCommunityChallenge(
  db: Db,
  creator: CurrentUser,
  input: CommunityChallengeInput,
  now: Date,
): Promise<CommunityChallengeDto> {
  if (input.startDate.getTime() < now.getTime() - START_GRACE_MS) {
    throw new ApiError('VALIDATION_FAILED', "startDate: The start date can't be in the past", [
      { path: 'startDate', message: "The start date can't be in the past" },
    ]);
  }
  const created = await db
    .insert(challenges)
    .values({
      ...input,
      votingStartDate: input.endDate,
      votingEndDate: input.votingEndDate ?? new Date(input.endDate.getTime() + DAY_MS),
      creatorId: creator.id,
      inviteCode: input.privacyType === 'invite' ? randomToken().slice(0, 16) : null,
      key: isPrivateChallenge(input) ? newChallengeKey() : null,
    })
    .returning();
  const row = one(created, 'the new challenge');
  return withInvite(await describeChallenge(db, row, now), row, creator.id);
}

// The invite code is the creator's to share; nobody else sees it in an answer.
function withInvite(dto: ChallengeDto, row: ChallengeRow, viewerId: number | null): CommunityChallengeDto {
  return row.creatorId === viewerId && row.inviteCode ? { ...dto, inviteCode: row.inviteCode } : dto;
}

// The answer for a community challenge the viewer may see (the route or page loader found
// it with admittedCommunityChallenge, middleware/challenge-access.ts).
export async function communityChallenge(
  db: Db,
  row: ChallengeRow,
  viewerId: number | null,
  now: Date,
): Promise<CommunityChallengeDto> {
  return withInvite(await describeChallenge(db, row, now), row, viewerId);
}

export function assertInvited(challenge: ChallengeRow, userId: number, inviteCode: string | null): void {
  if (challenge.privacyType !== 'invite' || challenge.creatorId === userId) return;
  if (!inviteCode || inviteCode !== challenge.inviteCode) throw new ApiError('FORBIDDEN', 'This challenge is by invitation only');
}

// The home page's featured challenge: the latest an admin featured that is still listed
// (public, neither hidden nor removed).
export async function featuredCommunityChallenge(db: Db, now: Date): Promise<ChallengeDto | null> {
  const [row] = await db
    .select()
    .from(challenges)
    .where(and(isNotNull(challenges.featuredAt), isNotNull(challenges.creatorId), listedChallengeWhere()))
    .orderBy(desc(challenges.featuredAt))
    .limit(1);
  return row ? describeChallenge(db, row, now) : null;
}
