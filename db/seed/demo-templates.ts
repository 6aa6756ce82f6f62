// /admin/email/templates for the demo: the founder reworded the receipt twice (the second
// version in use), and tried a wording of the password-changed mail, then restored its
// default. Each save is in the audit log, as the screen writes it.
import { insert, type Row } from './sql.ts';

const DAY = 24 * 3600_000;
const FOUNDER = 1;
const FOUNDER_NAME = 'founder';

const RECEIPT_BODY = (thanks: string) =>
  `Hi {{name}},\n\n${thanks}\n\nReceipt number: {{receiptNumber}}\nDate: {{date}} (UTC)\n\n{{actionLabel}}: {{actionUrl}}`;

// The words saved, exported so a test checks that every one uses only its mail's values.
export const DEMO_WORDINGS: { template: string; subject: string | null; body: string | null; daysAgo: number }[] = [
  {
    template: 'payment_receipt',
    subject: 'Your receipt from Aperture Circle',
    body: RECEIPT_BODY('Thank you for your payment of {{amount}} for {{description}}.'),
    daysAgo: 40,
  },
  {
    template: 'payment_receipt',
    subject: 'Thank you, {{name}}: your Aperture Circle receipt',
    body: RECEIPT_BODY(
      'Thank you for your payment of {{amount}} for {{description}}. Members like you keep the weekly challenges free for everyone.',
    ),
    daysAgo: 12,
  },
  {
    template: 'password_changed',
    subject: 'Your password was changed, {{name}}',
    body: "Hi {{name}},\n\nYour Aperture Circle password was just changed and every device was signed out. If this wasn't you, reset it right away.\n\nSign in: {{signInUrl}}",
    daysAgo: 9,
  },
  { template: 'password_changed', subject: null, body: null, daysAgo: 8 },
];

export function demoTemplates(now: number): string[] {
  const versions: Row[] = [];
  const audits: Row[] = [];
  for (const wording of DEMO_WORDINGS) {
    const version = versions.filter((row) => row.template === wording.template).length + 1;
    const at = now - wording.daysAgo * DAY;
    versions.push({
      template: wording.template,
      version,
      subject: wording.subject,
      body: wording.body,
      admin_id: FOUNDER,
      admin_name: FOUNDER_NAME,
      created_at: at,
    });
    audits.push({
      admin_id: FOUNDER,
      admin_name: FOUNDER_NAME,
      action: wording.subject === null ? 'mail_template.restore' : 'mail_template.save',
      target_type: 'mail_template',
      target_id: wording.template,
      detail: JSON.stringify({ version }),
      created_at: at,
    });
  }
  return [insert('mail_template_versions', versions), insert('admin_audit_log', audits)];
}
