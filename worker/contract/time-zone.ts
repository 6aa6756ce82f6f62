import { isTimeZone } from '../domain/zoned-time';
import { plainLine } from './plain-text';

// A time zone a person chose from the list (a mentor's hours, a member's profile).
export const timeZoneSchema = plainLine()
  .trim()
  .min(1, 'Choose your time zone')
  .max(64)
  .refine(isTimeZone, 'Choose a time zone from the list');

// The browser's own zone, sent along with a sign-up or sign-in: shaped like a zone's name, but
// one this runtime does not know is dropped where it is kept (domain/zoned-time.ts
// `knownTimeZone`), never a reason to refuse the form.
export const browserTimeZoneField = plainLine()
  .max(64)
  .regex(/^[\w+\-/]+$/, 'Not a time zone name')
  .optional();
