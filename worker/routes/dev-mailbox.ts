import { Hono } from 'hono';
import { html } from 'hono/html';
import { isLoopback } from '../domain/loopback';
import type { AppEnv } from '../env';
import { ApiError } from '../errors';
import { attachDb } from '../middleware/db';
import { devMailAttachment, recentDevMail } from '../services/mail/dev-mailbox';

// Links in a mail become clickable, so a person can finish sign-up or a reset from here. The
// split keeps each link at an odd index; `html` escapes the text and the links alike.
const linkify = (text: string) =>
  text.split(/(https?:\/\/\S+)/).map((part, i) => (i % 2 ? html`<a href="${part}">${part}</a>` : part));

// Local development only (DEV_MAILBOX=true, set by `npm run dev`, on a loopback host): the
// mail the site "sent", newest first. Everywhere else this path does not exist.
export const devMailboxRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (c.env.DEV_MAILBOX !== 'true' || !isLoopback(new URL(c.req.url).hostname)) throw new ApiError('NOT_FOUND', 'Not found');
    return next();
  })
  .use(attachDb)
  .get('/mailbox/:id{[0-9]+}/attachments/:index{[0-9]+}', async (c) => {
    const file = await devMailAttachment(c.var.db, Number(c.req.param('id')), Number(c.req.param('index')));
    if (!file) throw new ApiError('NOT_FOUND', 'Not found');
    return c.body(file.content, 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`,
    });
  })
  .get('/mailbox', async (c) => {
    const mails = await recentDevMail(c.var.db);
    const items = mails.map(
      (mail) => html`<article class="mail" data-mail-to="${mail.toAddress}">
        <header><strong>${mail.subject}</strong><span>to ${mail.toAddress} · ${mail.createdAt.toISOString()}</span></header>
        <pre>${linkify(mail.textBody)}</pre>
        ${(mail.attachments ?? []).map(
          (file, index) =>
            html`<p><a href="/dev/mailbox/${mail.id}/attachments/${index}" download="${file.filename}">Download ${file.filename}</a></p>`,
        )}
      </article>`,
    );
    return c.html(html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>Dev mailbox | Aperture Circle</title>
          <style>
            body { font-family: system-ui, sans-serif; background: #111; color: #eee; max-width: 760px; margin: 0 auto; padding: 24px; }
            .mail { background: #1c1c1c; border: 1px solid #333; border-radius: 8px; padding: 16px; margin: 0 0 16px; }
            .mail header { display: flex; flex-direction: column; gap: 4px; margin-bottom: 8px; }
            .mail span { color: #aaa; font-size: 13px; }
            pre { white-space: pre-wrap; font: inherit; margin: 0; }
            a { color: #f5a524; }
          </style>
        </head>
        <body>
          <h1>Dev mailbox</h1>
          <p>Mail the local site has sent, newest first. Only <code>npm run dev</code> shows this page.</p>
          ${items.length ? items : html`<p>No mail yet.</p>`}
        </body>
      </html>`);
  });
