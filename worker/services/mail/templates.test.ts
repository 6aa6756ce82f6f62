import { describe, expect, it } from 'vitest';
import { layout, verifyEmailMail } from './templates';

describe('mail HTML', () => {
  it("writes a member's name and a link's query as text, never as markup", () => {
    const mail = verifyEmailMail(`<img src=x onerror="alert('hi')"> & co`, 'https://site.test/verify-email?token=a&next="/"');
    expect(mail.html).toContain(
      '<p style="margin:0 0 16px">Hi &lt;img src=x onerror=&quot;alert(&#39;hi&#39;)&quot;&gt; &amp; co,</p>',
    );
    expect(mail.html).toContain('href="https://site.test/verify-email?token=a&amp;next=&quot;/&quot;"');
    expect(mail.html).not.toContain('<img');
  });

  it('is one plain string with the heading, paragraphs and no button when there is no action', () => {
    expect(layout('Hello', ['One', 'Two'])).toBe(
      '<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:22px">Hello</h1><p style="margin:0 0 16px">One</p><p style="margin:0 0 16px">Two</p><p style="font-size:13px;color:#555">Aperture Circle</p></body></html>',
    );
  });
});
