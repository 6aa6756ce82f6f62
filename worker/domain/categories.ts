// The product's challenge categories (spec §3) and the three the daily challenges cycle
// through. Plain constants, no zod: islands import them without the validator.
export const DAILY_CATEGORIES = ['landscape', 'portrait', 'street'] as const;
export const CATEGORIES = [
  'street',
  'portrait',
  'landscape',
  'architecture',
  'nature',
  'urban',
  'macro',
  'abstract',
  'lighting',
  'technical',
  'creative',
  'black and white',
] as const;
