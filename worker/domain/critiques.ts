// Photo critique's rules (docs/rules.md, "Photo critique"). No zod here: the contract, the
// services and the islands all import these at run time.

// What a member may ask to hear about, in the order the form shows them.
export const CRITIQUE_ASPECTS = ['general', 'composition', 'colour', 'subject', 'depth', 'focus', 'exposure'] as const;
export type CritiqueAspect = (typeof CRITIQUE_ASPECTS)[number];

export const ASPECT_LABELS: Record<CritiqueAspect, string> = {
  general: 'General impression',
  composition: 'Composition and perspective',
  colour: 'Colour and lighting',
  subject: 'Subject',
  depth: 'Depth of field',
  focus: 'Focus',
  exposure: 'Exposure and camera use',
};

export const REQUEST_STATUSES = ['open', 'closed', 'removed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

// The credit ledger's reasons: each change of a member's balance is one row with one of them.
export const CREDIT_REASONS = ['welcome', 'monthly', 'ask', 'earned', 'clawback'] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

export const WELCOME_CREDITS = 2;
// Portfolio Pro members, each calendar month (UTC) in which their plan counts.
export const MONTHLY_PRO_CREDITS = 5;
export const ASK_COST = 1;
// A critique its requester rates this helpful or more earns its writer a credit.
export const HELPFUL_FROM = 4;

// Substance: "great shot!" tells the photographer nothing they can use (1x, DPChallenge).
export const MIN_CRITIQUE_CHARS = 150;
export const MAX_NOTE_CHARS = 1000;
export const MAX_PINS = 10;
export const MAX_PIN_NOTE_CHARS = 200;

export type AspectNote = { aspect: CritiqueAspect; rating: number; works: string; improve: string; next: string };
export type CritiquePin = { x: number; y: number; note: string };

// Every character the critic wrote: the aspects' three texts and the pins' notes.
export function critiqueLength(notes: AspectNote[], pins: CritiquePin[]): number {
  const texts = [...notes.flatMap((n) => [n.works, n.improve, n.next]), ...pins.map((p) => p.note)];
  return texts.reduce((sum, text) => sum + text.trim().length, 0);
}

export const NO_IMPROVEMENT_MESSAGE = 'Say at least one thing to improve: that is what the photographer asked for';

// Why a critique cannot be sent yet, or null when it has substance.
export function substanceProblem(notes: AspectNote[], pins: CritiquePin[]): string | null {
  const length = critiqueLength(notes, pins);
  if (length < MIN_CRITIQUE_CHARS) {
    return `A critique needs at least ${MIN_CRITIQUE_CHARS} characters across its notes (this one has ${length}): a line such as “great shot!” gives the photographer nothing to work with`;
  }
  if (!notes.some((n) => n.improve.trim())) return NO_IMPROVEMENT_MESSAGE;
  return null;
}

// The month a Portfolio Pro grant belongs to ('2026-11').
export const creditPeriod = (now: Date) => now.toISOString().slice(0, 7);
