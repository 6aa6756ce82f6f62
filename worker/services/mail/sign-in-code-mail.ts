import { type MailContent, layout } from './templates';

// The code that signs someone in, with their password, after many failed attempts on the
// account (services/auth/sign-in-codes.ts).
export function signInCodeMail(name: string, code: string, resetUrl: string): MailContent {
  const lines = [
    `Hi ${name},`,
    'Someone has tried many wrong passwords for your Aperture Circle account, so signing in now also takes a code sent here.',
    `Your sign-in code is ${code}. It expires in 10 minutes and works once.`,
    'If you are not signing in right now, someone else knows your password: reset it.',
  ];
  return {
    subject: `${code} is your Aperture Circle sign-in code`,
    text: `${lines.join('\n\n')}\n\nReset your password: ${resetUrl}`,
    html: layout('Your sign-in code', lines, { label: 'Reset Password', url: resetUrl }),
  };
}
