import { html } from 'hono/html';
import type { MailAttachment } from '../../../db/schema';
import type { MAIL_GROUPS } from '../../contract/mail-templates';

// Every mail the product sends, as plain text and HTML. Links are absolute, built from
// the site's origin at the time the mail is written.
export type MailContent = {
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  headers?: Record<string, string>;
  // The values the template was written with, kept in the outbox so that an admin's wording of
  // the template (template-versions.ts) can be written with them when the mail is sent.
  variables?: MailValues;
};

export type MailValues = Record<string, string>;

// A notice mail's way out: `page` asks before it stops anything (a link scanner must not
// unsubscribe anyone), `oneClick` is posted to by the mail client (RFC 8058).
export type Unsubscribe = { page: string; oneClick: string; about: string };

export type MailAction = {
  label: string;
  url: string;
  // How the plain text introduces the link, when not with the button's label.
  inText?: string;
};

type Html = ReturnType<typeof html>;

// `html` escapes every interpolated string (names, headings, links), so a member's name can
// never become markup in someone's mail.
export const paragraphHtml = (paragraph: string | Html) => html`<p style="margin:0 0 16px">${paragraph}</p>`;

export const buttonHtml = (action: MailAction) =>
  html`<p style="margin:24px 0"><a href="${action.url}" style="background:#f5a524;color:#111;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${action.label}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555">Or paste this link into your browser: ${action.url}</p>`;

// The page every mail is drawn on: its heading, its blocks (paragraphs, a button), and a
// notice's way out.
export function mailPage(heading: string, blocks: Html[], unsubscribe?: Unsubscribe): string {
  const footer = unsubscribe
    ? html`<p style="margin:24px 0 0;font-size:13px;color:#555">You get this because of your mail settings for ${unsubscribe.about}. <a href="${unsubscribe.page}" style="color:#555">Stop these mails</a></p>`
    : '';
  return html`<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:22px">${heading}</h1>${blocks}${footer}<p style="font-size:13px;color:#555">Aperture Circle</p></body></html>`.toString();
}

export function layout(heading: string, paragraphs: string[], action?: MailAction, unsubscribe?: Unsubscribe): string {
  return mailPage(heading, [...paragraphs.map(paragraphHtml), ...(action ? [buttonHtml(action)] : [])], unsubscribe);
}

// The plain text's last lines in a notice: why it came, and the way out.
export const noticeFooter = (unsubscribe: Unsubscribe) =>
  `\n\n--\nYou get this because of your mail settings for ${unsubscribe.about}. Stop these mails: ${unsubscribe.page}`;

const noticeHeaders = (unsubscribe: Unsubscribe) => ({
  'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

// A notice's way out is kept among its values under names with a dot, which no wording can
// use (template-render.ts): the footer is added to every wording of a notice.
const UNSUBSCRIBE_KEYS = { page: 'unsubscribe.page', oneClick: 'unsubscribe.oneClick', about: 'unsubscribe.about' } as const;

export function unsubscribeOf(values: MailValues): Unsubscribe | null {
  const page = values[UNSUBSCRIBE_KEYS.page];
  const oneClick = values[UNSUBSCRIBE_KEYS.oneClick];
  const about = values[UNSUBSCRIBE_KEYS.about];
  return page && oneClick && about ? { page, oneClick, about } : null;
}

// What a template writes from its values. The plain text is the lines, then the action's
// introduction and link, unless `text` gives it (a line the HTML shows after the button).
export type MailWords = { subject: string; heading: string; lines: string[]; action?: MailAction; text?: string };

export type MailGroup = (typeof MAIL_GROUPS)[number];

// One mail the site sends, as /admin/email/templates lists it. Its words are a function of
// string values only, so written with `{{name}}` for each value they are the default wording an
// admin starts from, and written with the real values they are the mail: the code keeps the
// one copy. A value a line depends on is a value (a whole sentence when it must be: "You
// cancelled" or "Sam cancelled"); the one choice left to code is leaving out a line whose
// values are empty, which an admin's wording does too.
export type MailTemplate<K extends string = string> = {
  key: string;
  name: string;
  description: string;
  group: MailGroup;
  // Every value, with what the preview and a test mail fill it with.
  samples(origin: string): Record<K, string>;
  // A notice carries its way out (a footer and List-Unsubscribe), whatever its wording.
  notice: boolean;
  words(values: Record<K, string>): MailWords;
};

export type WrittenTemplate<K extends string> = MailTemplate<K> & {
  // The mail itself: attachments (a calendar invite) and a notice's way out come with it.
  mail(values: Record<K, string>, extras?: { attachments?: MailAttachment[]; unsubscribe?: Unsubscribe }): MailContent;
};

export const plainTextOf = (words: MailWords) =>
  words.text ??
  `${words.lines.join('\n\n')}${words.action ? `\n\n${words.action.inText ?? words.action.label}: ${words.action.url}` : ''}`;

export function mailTemplate<K extends string>(template: MailTemplate<K>): WrittenTemplate<K> {
  return {
    ...template,
    mail(values, { attachments, unsubscribe } = {}) {
      const words = template.words(values);
      const text = plainTextOf(words);
      const kept: MailValues = { ...values };
      const content: MailContent = {
        subject: words.subject,
        text,
        html: layout(words.heading, words.lines, words.action, unsubscribe),
        variables: kept,
        ...(attachments ? { attachments } : {}),
      };
      if (!unsubscribe) return content;
      kept[UNSUBSCRIBE_KEYS.page] = unsubscribe.page;
      kept[UNSUBSCRIBE_KEYS.oneClick] = unsubscribe.oneClick;
      kept[UNSUBSCRIBE_KEYS.about] = unsubscribe.about;
      return { ...content, text: `${text}${noticeFooter(unsubscribe)}`, headers: noticeHeaders(unsubscribe) };
    },
  };
}

export const verifyEmailTemplate = mailTemplate({
  key: 'verify_email',
  name: 'Verify your email',
  description: 'Sent on sign-up, and again when someone asks for a new link. Always sent.',
  group: 'Account',
  notice: false,
  samples: (origin) => ({ name: 'Rosa', url: `${origin}/verify-email?token=sample` }),
  words: ({ name, url }) => {
    const lines = [
      `Hi ${name},`,
      'Welcome to Aperture Circle! Please confirm your email address to finish setting up your account.',
    ];
    const after = "This link expires in 24 hours. If you didn't create an account, you can ignore this email.";
    return {
      subject: 'Verify your email for Aperture Circle',
      heading: 'Verify your email',
      lines: [...lines, after],
      action: { label: 'Verify Email', url },
      text: `${lines.join('\n\n')}\n\nVerify your email: ${url}\n\n${after}`,
    };
  },
});

export const verifyEmailMail = (name: string, url: string) => verifyEmailTemplate.mail({ name, url });

export const resetPasswordTemplate = mailTemplate({
  key: 'reset_password',
  name: 'Reset your password',
  description: 'Sent when someone asks to reset their password, or an admin sends them a reset link. Always sent.',
  group: 'Account',
  notice: false,
  samples: (origin) => ({ name: 'Rosa', url: `${origin}/reset-password?token=sample` }),
  words: ({ name, url }) => {
    const lines = [`Hi ${name},`, 'We received a request to reset the password for your Aperture Circle account.'];
    const after = "This link expires in 1 hour and can be used once. If you didn't ask for it, you can ignore this email.";
    return {
      subject: 'Reset your Aperture Circle password',
      heading: 'Reset your password',
      lines: [...lines, after],
      action: { label: 'Reset Password', url },
      text: `${lines.join('\n\n')}\n\nReset your password: ${url}\n\n${after}`,
    };
  },
});

export const resetPasswordMail = (name: string, url: string) => resetPasswordTemplate.mail({ name, url });

export const passwordChangedTemplate = mailTemplate({
  key: 'password_changed',
  name: 'Password changed',
  description: "Sent when a member's password is changed, so they know if it wasn't them.",
  group: 'Account',
  notice: false,
  samples: (origin) => ({ name: 'Rosa', signInUrl: `${origin}/auth?tab=login` }),
  words: ({ name, signInUrl }) => ({
    subject: 'Your Aperture Circle password was changed',
    heading: 'Your password was changed',
    lines: [
      `Hi ${name},`,
      'The password for your Aperture Circle account was just changed, and every device was signed out.',
      "If this wasn't you, reset your password right away.",
    ],
    action: { label: 'Sign In', url: signInUrl, inText: 'Sign in' },
  }),
});

export const passwordChangedMail = (name: string, signInUrl: string) => passwordChangedTemplate.mail({ name, signInUrl });

export const emailMovedTemplate = mailTemplate({
  key: 'email_moved',
  name: 'Account moved to a new address',
  description:
    "Sent to a member's old address when an admin moves the account to the new address they asked for on /emergency-recovery, so a move they did not ask for cannot go unnoticed.",
  group: 'Account',
  notice: false,
  samples: (origin) => ({ name: 'Rosa', contactUrl: `${origin}/emergency-recovery` }),
  words: ({ name, contactUrl }) => ({
    subject: 'Your Aperture Circle account has a new email address',
    heading: 'Your account moved to a new address',
    lines: [
      `Hi ${name},`,
      'You told us you had lost access to this mailbox, so at your request our team moved your Aperture Circle account to a new email address, and every device was signed out.',
      "If this wasn't you, tell us at once.",
    ],
    action: { label: 'Contact us', url: contactUrl, inText: 'Contact us' },
  }),
});

export const emailMovedMail = (name: string, contactUrl: string) => emailMovedTemplate.mail({ name, contactUrl });
