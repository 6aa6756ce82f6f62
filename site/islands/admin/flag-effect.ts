import type { FlagUpdate } from '../../../worker/contract/feature-flags';

// Mirrors flagOnFor() in worker/services/feature-flags.ts, in words an admin can check
// before saving.
export function flagEffect({ enabled, rolloutPercentage = 0, allowlist = [] }: FlagUpdate): string {
  if (enabled) return 'On for everyone, visitors included.';
  const groups = [
    allowlist.length > 0 && `${allowlist.length} listed ${allowlist.length === 1 ? 'member' : 'members'}`,
    rolloutPercentage > 0 && `${rolloutPercentage}% of signed-in members`,
  ].filter(Boolean);
  if (groups.length === 0) return 'Off for everyone.';
  return `On for ${groups.join(' and ')}; off for visitors.`;
}

// '12, 48 7' → [12, 48, 7]; anything that is not a whole positive number makes it invalid.
export function parseAllowlist(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  const ids = parts.map(Number);
  return ids.every((id) => Number.isSafeInteger(id) && id > 0) ? ids : null;
}
