import { z } from 'zod';
import { plainLine } from './plain-text';
import { browserTimeZoneField } from './time-zone';

export const mentorProfileStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type MentorProfileStatus = z.infer<typeof mentorProfileStatusSchema>;

export const mentorProfileSummarySchema = z.object({ profileStatus: mentorProfileStatusSchema });

// What GET /api/auth/user answers (and sign-up and sign-in): the signed-in user's own fields
// (spec §3), never a hash.
export const currentUserSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    isAdmin: z.boolean(),
    isSuperAdmin: z.boolean(),
    isAuthenticated: z.literal(true),
    emailVerified: z.boolean(),
    mentorProfile: mentorProfileSummarySchema.nullable(),
  })
  .meta({ id: 'CurrentUser' });
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const MIN_PASSWORD_LENGTH = 8;
const PASSWORD_MESSAGE = 'Password must be at least 8 characters';
// Caps checked before any hashing, so a huge body cannot buy hashing time. 254 is the
// longest an email address can be.
export const MAX_PASSWORD_LENGTH = 200;
export const MAX_EMAIL_LENGTH = 254;
const PASSWORD_TOO_LONG = `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;

// Spec §5 wording. Emails and usernames are compared in lowercase.
export const emailField = plainLine({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(MAX_EMAIL_LENGTH, `Email must be at most ${MAX_EMAIL_LENGTH} characters`)
  .pipe(z.email('Please enter a valid email address'))
  .transform((email) => email.toLowerCase());

export const passwordField = plainLine({ error: PASSWORD_MESSAGE })
  .min(MIN_PASSWORD_LENGTH, PASSWORD_MESSAGE)
  .max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG);

export const usernameField = plainLine({ error: 'Username is required' })
  .trim()
  .regex(/^[A-Za-z0-9_]{3,30}$/, 'Username must be 3–30 letters, digits or underscores')
  .transform((name) => name.toLowerCase());

const nameField = (label: string) =>
  plainLine({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(60, `${label} must be at most 60 characters`);

export const registerSchema = z.object({
  username: usernameField,
  email: emailField,
  password: passwordField,
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  timeZone: browserTimeZoneField,
});
export type RegisterInput = z.input<typeof registerSchema>;
// What the service stores: trimmed, with email and username in lowercase.
export type NewAccount = z.output<typeof registerSchema>;

// The code mailed after many failed sign-ins on an account (docs/rules.md "Accounts").
export const signInCodeField = plainLine()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your email');

export const loginSchema = z.object({
  identifier: plainLine({ error: 'Email or username is required' })
    .trim()
    .min(1, 'Email or username is required')
    .max(MAX_EMAIL_LENGTH, `Email or username must be at most ${MAX_EMAIL_LENGTH} characters`),
  password: plainLine({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG),
  code: signInCodeField.optional(),
  timeZone: browserTimeZoneField,
});

// What sign-in answers when it needs the mailed code as well (202).
export const signInCodeRequiredSchema = z
  .object({ codeRequired: z.literal(true), message: z.string() })
  .meta({ id: 'SignInCodeRequired' });

export const emailOnlySchema = z.object({ email: emailField });

export const tokenSchema = z.object({ token: plainLine().min(1, 'Reset token is missing').max(200) });

export const resetPasswordSchema = z.object({
  token: plainLine({ error: 'Reset token is missing' }).min(1, 'Reset token is missing').max(200),
  password: passwordField,
});

// The form also asks for the password twice; only token and password are sent.
export const resetPasswordFormSchema = z
  .object({ password: passwordField, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
