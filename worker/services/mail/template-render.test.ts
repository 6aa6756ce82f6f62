import { describe, expect, it } from 'vitest';
import { DEMO_WORDINGS } from '../../../db/seed/demo-templates';
import { MAIL_TEMPLATES, templateFor } from './template-registry';
import { defaultWording, lacksValues, renderWording, sampleUnsubscribe, variablesOf, wordingProblem } from './template-render';
import type { MailValues } from './templates';

const ORIGIN = 'https://aperture.test';
const template = (key: string) => {
  const found = templateFor(key);
  if (!found) throw new Error(`No template ${key}`);
  return found;
};

describe('the mail templates', () => {
  it('each has a key of its own, a name, a description and values with samples', () => {
    const keys = MAIL_TEMPLATES.map((each) => each.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const each of MAIL_TEMPLATES) {
      expect(each.name, each.key).not.toBe('');
      expect(each.description, each.key).not.toBe('');
      const samples: MailValues = each.samples(ORIGIN);
      expect(variablesOf(each).length, each.key).toBeGreaterThan(0);
      for (const name of variablesOf(each)) expect(samples[name], `${each.key}: ${name}`).not.toBe('');
    }
  });

  it('cover what the site mails: account, sessions, payments, messages, notices, prints, critiques and webinars', () => {
    for (const key of [
      'verify_email',
      'reset_password',
      'sign_in_code',
      'session_confirmed',
      'quick_session_paid',
      'payment_receipt',
      'unread_messages',
      'notice_digest',
      'notice_order_shipped',
      'notice_critique',
      'webinar_registered',
      'webinar_refunded',
    ]) {
      expect(templateFor(key), key).not.toBeNull();
    }
  });

  // The code keeps one copy of each mail's words: the default wording is that copy written with
  // placeholders, so filled with the samples it must be the code's own mail, word for word.
  it("each default, written with the samples, is the code's own mail", () => {
    for (const each of MAIL_TEMPLATES) {
      const wording = defaultWording(each);
      expect(wording.subject, each.key).toMatch(/\S/);
      expect(wordingProblem(wording, variablesOf(each)), each.key).toBeNull();
      const samples = each.samples(ORIGIN);
      const unsubscribe = each.notice ? sampleUnsubscribe(ORIGIN) : null;
      const code = each.mail(samples, unsubscribe ? { unsubscribe } : {});
      const rendered = renderWording(wording, samples, unsubscribe);
      expect(rendered.subject, each.key).toBe(code.subject);
      expect(rendered.text, each.key).toBe(code.text);
      expect(rendered.html, each.key).toContain('<!doctype html>');
      expect(rendered.html, each.key).not.toContain('{{');
      expect(code.variables, each.key).toMatchObject(samples);
    }
  });

  it('writes a default with a placeholder for each value the mail uses', () => {
    expect(defaultWording(template('reset_password'))).toEqual({
      subject: 'Reset your Aperture Circle password',
      body: "Hi {{name}},\n\nWe received a request to reset the password for your Aperture Circle account.\n\nReset your password: {{url}}\n\nThis link expires in 1 hour and can be used once. If you didn't ask for it, you can ignore this email.",
    });
  });

  it("keeps a notice's footer out of the wording and adds it to every mail", () => {
    const notice = template('notice_result');
    expect(defaultWording(notice).body).not.toContain('Stop these mails');
    const unsubscribe = sampleUnsubscribe(ORIGIN);
    const mail = renderWording({ subject: 'News', body: 'Hello {{reader}}' }, notice.samples(ORIGIN), unsubscribe);
    expect(mail.text).toBe(
      `Hello Rosa\n\n--\nYou get this because of your mail settings for this kind of mail. Stop these mails: ${unsubscribe.page}`,
    );
    expect(mail.html).toContain(`<a href="${unsubscribe.page}" style="color:#555">Stop these mails</a>`);
  });
});

describe('checking a wording', () => {
  const names = ['name', 'url'];

  it('names a value the mail does not have, and what it can use', () => {
    expect(wordingProblem({ subject: 'Hi', body: 'Hello {{firstName}}' }, names)).toBe(
      'The body uses {{firstName}}, which this mail does not have. It can use {{name}}, {{url}}.',
    );
    expect(wordingProblem({ subject: 'For {{ who }}', body: 'Hello' }, names)).toBe(
      'The subject uses {{ who }}, which this mail does not have. It can use {{name}}, {{url}}.',
    );
    expect(wordingProblem({ subject: 'Hi', body: 'Hello {{}}' }, names)).toMatch(/^The body uses \{\{\}\}/);
  });

  it('refuses a brace pair left open', () => {
    expect(wordingProblem({ subject: 'Hi', body: 'Hello {{name' }, names)).toBe(
      'The body has a {{ or }} on its own: write a value as {{name}}.',
    );
  });

  it("passes the demo's wordings", () => {
    for (const { template: key, subject, body } of DEMO_WORDINGS) {
      if (subject === null || body === null) continue;
      expect(wordingProblem({ subject, body }, variablesOf(template(key))), key).toBeNull();
    }
  });

  it('takes known values, with or without spaces inside the braces', () => {
    expect(wordingProblem({ subject: 'Hi {{ name }}', body: 'Go: {{url}}' }, names)).toBeNull();
  });
});

describe('writing a wording', () => {
  const values = { name: 'Rosa <b>', note: '', url: 'https://aperture.test/verify?token=a&b=1' };

  it('turns a label and an address on a line of their own into the button', () => {
    const mail = renderWording({ subject: 'Hi', body: 'Hello {{name}}\n\nVerify now: {{url}}' }, values, null);
    expect(mail.html).toContain('<a href="https://aperture.test/verify?token=a&amp;b=1" style="background:#f5a524');
    expect(mail.html).toContain('>Verify now</a>');
    expect(mail.text).toBe('Hello Rosa <b>\n\nVerify now: https://aperture.test/verify?token=a&b=1');
  });

  it("escapes every value, and links only the site's addresses, never a member's words", () => {
    const mail = renderWording(
      { subject: '{{name}}', body: 'From {{name}}: see https://aperture.test/x.\nOr {{url}} today' },
      { ...values, name: 'Click: https://evil.test' },
      null,
    );
    expect(mail.html).not.toContain('href="https://evil.test');
    expect(mail.html).toContain('<a href="https://aperture.test/x" style="color:#b45309">https://aperture.test/x</a>.<br>');
    expect(mail.html).toContain('<a href="https://aperture.test/verify?token=a&amp;b=1" style="color:#b45309">');
    const escaped = renderWording({ subject: 'Hi', body: 'Hello {{name}}' }, values, null);
    expect(escaped.html).toContain('Hello Rosa &lt;b&gt;');
    expect(escaped.html).not.toContain('<b>');
  });

  it('leaves out a paragraph whose values are all empty, and the double space an empty value leaves', () => {
    const mail = renderWording(
      { subject: 'Hi  {{note}} there', body: 'For {{name}}: {{note}} two.\n\nA note: {{note}}\n\nThree' },
      values,
      null,
    );
    expect(mail.subject).toBe('Hi there');
    expect(mail.text).toBe('For Rosa <b>: two.\n\nThree');
  });

  it('knows a mail queued without a value its wording now uses', () => {
    expect(lacksValues({ subject: 'Hi', body: '{{code}}' }, values)).toBe(true);
    expect(lacksValues({ subject: 'Hi', body: '{{note}}' }, values)).toBe(false);
  });
});
