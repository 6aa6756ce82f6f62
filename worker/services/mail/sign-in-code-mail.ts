import { mailTemplate } from './templates';

// The code that signs someone in, with their password, after many failed attempts on the
// account (services/auth/sign-in-codes.ts).
export const signInCodeTemplate = mailTemplate({
  key: 'sign_in_code',
  name: 'Sign-in code',
  description: 'Sent when signing in takes a code, after many wrong passwords for the account. Always sent.',
  group: 'Account',
  notice: false,
  samples: (origin) => ({ name: 'Rosa', code: '482913', resetUrl: `${origin}/forgot-password` }),
  words: ({ name, code, resetUrl }) => ({
    subject: `${code} is your Aperture Circle sign-in code`,
    heading: 'Your sign-in code',
    lines: [
      `Hi ${name},`,
      'Someone has tried many wrong passwords for your Aperture Circle account, so signing in now also takes a code sent here.',
      `Your sign-in code is ${code}. It expires in 10 minutes and works once.`,
      'If you are not signing in right now, someone else knows your password: reset it.',
    ],
    action: { label: 'Reset Password', url: resetUrl, inText: 'Reset your password' },
  }),
});

export const signInCodeMail = (name: string, code: string, resetUrl: string) => signInCodeTemplate.mail({ name, code, resetUrl });
