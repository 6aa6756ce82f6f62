import { html } from 'hono/html';
import type { MailAttachment } from '../../../db/schema';

// Every mail the product sends, as plain text and HTML. Links are absolute, built from
// the site's origin at the time the mail is written.
export type MailContent = {
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  headers?: Record<string, string>;
};

// A notice mail's way out: `page` asks before it stops anything (a link scanner must not
// unsubscribe anyone), `oneClick` is posted to by the mail client (RFC 8058).
export type Unsubscribe = { page: string; oneClick: string; about: string };

// A notice mail: its words and action, and its way out in the text, the HTML and the headers.
// `text` replaces the plain text's body (the lines, then the action's label and link).
export function noticeContent(
  subject: string,
  heading: string,
  lines: string[],
  action: { label: string; url: string },
  unsubscribe: Unsubscribe,
  text = `${lines.join('\n\n')}\n\n${action.label}: ${action.url}`,
): MailContent {
  return {
    subject,
    text: `${text}\n\n--\nYou get this because of your mail settings for ${unsubscribe.about}. Stop these mails: ${unsubscribe.page}`,
    html: layout(heading, lines, action, unsubscribe),
    headers: {
      'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

// `html` escapes every interpolated string (names, headings, links), so a member's name can
// never become markup in someone's mail.
export function layout(
  heading: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  unsubscribe?: Unsubscribe,
): string {
  const body = paragraphs.map((p) => html`<p style="margin:0 0 16px">${p}</p>`);
  const button = action
    ? html`<p style="margin:24px 0"><a href="${action.url}" style="background:#f5a524;color:#111;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${action.label}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555">Or paste this link into your browser: ${action.url}</p>`
    : '';
  const footer = unsubscribe
    ? html`<p style="margin:24px 0 0;font-size:13px;color:#555">You get this because of your mail settings for ${unsubscribe.about}. <a href="${unsubscribe.page}" style="color:#555">Stop these mails</a></p>`
    : '';
  return html`<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:22px">${heading}</h1>${body}${button}${footer}<p style="font-size:13px;color:#555">Aperture Circle</p></body></html>`.toString();
}

export function verifyEmailMail(name: string, url: string): MailContent {
  const lines = [
    `Hi ${name},`,
    'Welcome to Aperture Circle! Please confirm your email address to finish setting up your account.',
  ];
  return {
    subject: 'Verify your email for Aperture Circle',
    text: `${lines.join('\n\n')}\n\nVerify your email: ${url}\n\nThis link expires in 24 hours. If you didn't create an account, you can ignore this email.`,
    html: layout(
      'Verify your email',
      [...lines, "This link expires in 24 hours. If you didn't create an account, you can ignore this email."],
      {
        label: 'Verify Email',
        url,
      },
    ),
  };
}

export function resetPasswordMail(name: string, url: string): MailContent {
  const lines = [`Hi ${name},`, 'We received a request to reset the password for your Aperture Circle account.'];
  return {
    subject: 'Reset your Aperture Circle password',
    text: `${lines.join('\n\n')}\n\nReset your password: ${url}\n\nThis link expires in 1 hour and can be used once. If you didn't ask for it, you can ignore this email.`,
    html: layout(
      'Reset your password',
      [...lines, "This link expires in 1 hour and can be used once. If you didn't ask for it, you can ignore this email."],
      {
        label: 'Reset Password',
        url,
      },
    ),
  };
}

export function passwordChangedMail(name: string, signInUrl: string): MailContent {
  const lines = [
    `Hi ${name},`,
    'The password for your Aperture Circle account was just changed, and every device was signed out.',
    "If this wasn't you, reset your password right away.",
  ];
  return {
    subject: 'Your Aperture Circle password was changed',
    text: `${lines.join('\n\n')}\n\nSign in: ${signInUrl}`,
    html: layout('Your password was changed', lines, { label: 'Sign In', url: signInUrl }),
  };
}
