import { html } from 'hono/html';
import {
  buttonHtml,
  type MailTemplate,
  type MailValues,
  mailPage,
  noticeFooter,
  paragraphHtml,
  plainTextOf,
  type Unsubscribe,
} from './templates';

// An admin's wording of a mail: a subject and a plain-text body with `{{name}}` for the
// template's values. It is drawn on the site's mail page: its paragraphs (split at blank
// lines) become the HTML's, escaped, so no markup of anyone's reaches a mail. Pure, so the
// editor's live preview (site/islands/admin/EmailTemplates.tsx) is this very code.

export type Wording = { subject: string; body: string };
export type RenderedMail = { subject: string; text: string; html: string };

// A value's name: a letter, then letters and digits. The names a notice keeps its way out
// under have a dot, so no wording can write them.
const NAME = '([A-Za-z][A-Za-z0-9]*)';
const PLACEHOLDER = new RegExp(`\\{\\{\\s*${NAME}\\s*\\}\\}`, 'g');
const BRACES = /\{\{([^{}]*)\}\}/g;
// A paragraph that is only a label and a link ("Open Session: {{sessionUrl}}") is the button.
const BUTTON = new RegExp(`^([^\\n]{1,60}?):[ \\t]+(?:\\{\\{\\s*${NAME}\\s*\\}\\}|(https?://\\S+))$`);
const WRITTEN_URL = /(https?:\/\/[^\s<>"]*[^\s<>".,;:!?)'\]])/;
const HTTP = /^https?:\/\//;

export const placeholder = (name: string) => `{{${name}}}`;

// The values a template has, by name, in its own order.
export const variablesOf = (template: MailTemplate) => Object.keys(template.samples(''));

// The code's own words written with a placeholder for each value: what an admin edits first,
// and what a template is restored to. A notice's footer is not part of it (it is always added).
export function defaultWording(template: MailTemplate): Wording {
  const words = template.words(Object.fromEntries(variablesOf(template).map((name) => [name, placeholder(name)])));
  return { subject: words.subject, body: plainTextOf(words) };
}

const list = (names: string[]) => names.map(placeholder).join(', ');

// Why a wording cannot be used with these values' names, or null when it can.
export function wordingProblem(wording: Wording, names: string[]): string | null {
  for (const [part, text] of [
    ['subject', wording.subject],
    ['body', wording.body],
  ] as const) {
    for (const [whole, inner] of text.matchAll(BRACES)) {
      const name = (inner ?? '').trim();
      if (!names.includes(name)) {
        return `The ${part} uses ${whole}, which this mail does not have. It can use ${list(names)}.`;
      }
    }
    if (/\{\{|\}\}/.test(text.replace(BRACES, ''))) return `The ${part} has a {{ or }} on its own: write a value as {{name}}.`;
  }
  return null;
}

const usedNames = (text: string) => [...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string);

const fill = (text: string, values: MailValues) => text.replace(PLACEHOLDER, (_, name: string) => values[name] ?? '');

// A value that is left empty (a note not written, a seat that was free) leaves no double space,
// and a paragraph made only of empty values is left out.
const tidy = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/(\S) {2,}/g, '$1 ').trimEnd())
    .join('\n');

const paragraphsOf = (body: string) =>
  body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');

const isEmptied = (paragraph: string, values: MailValues) => {
  const names = usedNames(paragraph);
  return names.length > 0 && names.every((name) => !values[name]?.trim());
};

// Only the site's own addresses become links: those the wording writes, and the values whose
// name says they are one (`sessionUrl`), which the site builds. A member's words (a title, a
// message) stay text, so none can dress a link up as the site's.
const isAddressName = (name: string) => /url$/i.test(name);

const link = (url: string) => html`<a href="${url}" style="color:#b45309">${url}</a>`;

const lines = (text: string, each: (line: string) => unknown) =>
  text.split('\n').flatMap((line, i) => (i === 0 ? [each(line)] : [html`<br>`, each(line)]));

const writtenHtml = (text: string) =>
  lines(text, (line) => line.split(WRITTEN_URL).map((part, i) => (i % 2 === 1 ? link(part) : part)));

const valueHtml = (name: string, value: string) =>
  isAddressName(name) && HTTP.test(value) ? link(value) : lines(value, (line) => line);

function paragraphBlock(paragraph: string, values: MailValues) {
  const button = BUTTON.exec(paragraph);
  if (button) {
    const [, label = '', name, written] = button;
    const url = name ? (isAddressName(name) ? (values[name] ?? '') : '') : (written ?? '');
    const text = fill(label, values).trim();
    if (text && HTTP.test(url)) return buttonHtml({ label: text, url });
  }
  // split() with a group keeps each placeholder's name at the odd places.
  const parts = paragraph.split(new RegExp(`\\{\\{\\s*${NAME}\\s*\\}\\}`));
  return paragraphHtml(html`${parts.map((part, i) => (i % 2 === 1 ? valueHtml(part, values[part] ?? '') : writtenHtml(part)))}`);
}

const oneLine = (text: string, max = 200) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

// Whether a wording names a value these do not have (a mail queued before its template had it).
export const lacksValues = (wording: Wording, values: MailValues) =>
  usedNames(`${wording.subject}\n${wording.body}`).some((name) => !Object.hasOwn(values, name));

// The mail an admin's wording makes with these values.
export function renderWording(wording: Wording, values: MailValues, unsubscribe: Unsubscribe | null): RenderedMail {
  const subject = oneLine(fill(wording.subject, values));
  const paragraphs = paragraphsOf(wording.body).filter((paragraph) => !isEmptied(paragraph, values));
  const text = paragraphs.map((paragraph) => tidy(fill(paragraph, values))).join('\n\n');
  return {
    subject,
    text: unsubscribe ? `${text}${noticeFooter(unsubscribe)}` : text,
    html: mailPage(
      subject,
      paragraphs.map((paragraph) => paragraphBlock(paragraph, values)),
      unsubscribe ?? undefined,
    ),
  };
}

// The way out a preview and a test mail of a notice show.
export const sampleUnsubscribe = (origin: string): Unsubscribe => ({
  page: `${origin}/unsubscribe?sample`,
  oneClick: `${origin}/api/unsubscribe?sample`,
  about: 'this kind of mail',
});
