import { mentorApprovedTemplate, mentorRejectedTemplate } from './mentor-templates';
import { unreadMessagesTemplate } from './message-templates';
import { digestTemplate, NOTICE_TEMPLATES } from './notice-templates';
import { paymentFailedTemplate, receiptTemplate } from './payment-templates';
import {
  quickSessionPaidTemplate,
  sessionCancelledTemplate,
  sessionConfirmedTemplate,
  sessionRefundedTemplate,
  sessionReminderTemplate,
  sessionRescheduledTemplate,
} from './session-templates';
import { signInCodeTemplate } from './sign-in-code-mail';
import { photoReplacedTemplate } from '../data-recovery/photo-replaced-mail';
import { photoRecoveryTemplate } from '../recovery/photo-recovery-mail';
import {
  emailMovedTemplate,
  passwordChangedTemplate,
  resetPasswordTemplate,
  verifyEmailTemplate,
  type WrittenTemplate,
} from './templates';
import { latePaymentTemplate, SEAT_MAIL_TEMPLATES } from './webinar-templates';

// Every mail the site sends from a template, by the key its callers queue it under
// (enqueueMail's second argument), as /admin/email/templates lists them. A mail queued under a
// key not here (an admin's reply from the inbox, a test mail) is sent as it was written.
export const MAIL_TEMPLATES: readonly WrittenTemplate<string>[] = [
  verifyEmailTemplate,
  resetPasswordTemplate,
  passwordChangedTemplate,
  emailMovedTemplate,
  signInCodeTemplate,
  photoRecoveryTemplate,
  mentorApprovedTemplate,
  mentorRejectedTemplate,
  sessionConfirmedTemplate,
  quickSessionPaidTemplate,
  sessionReminderTemplate,
  sessionCancelledTemplate,
  sessionRescheduledTemplate,
  sessionRefundedTemplate,
  receiptTemplate,
  paymentFailedTemplate,
  unreadMessagesTemplate,
  photoReplacedTemplate,
  ...NOTICE_TEMPLATES,
  digestTemplate,
  ...SEAT_MAIL_TEMPLATES,
  latePaymentTemplate,
];

const BY_KEY = new Map(MAIL_TEMPLATES.map((template) => [template.key, template]));

export const templateFor = (key: string): WrittenTemplate<string> | null => BY_KEY.get(key) ?? null;
