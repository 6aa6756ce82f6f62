import type { MentorSessionDto } from '../../../worker/contract/sessions';

// A session's state in a few words, for its page and the dashboards.
export function statusText(session: MentorSessionDto): string {
  const mine = session.role;
  switch (session.status) {
    case 'pending_payment':
      return session.holdUntil ? 'Awaiting payment' : 'Hold ended';
    case 'confirmed':
      return 'Confirmed';
    case 'completed':
      return 'Completed';
    case 'cancelled_by_student':
      return mine === 'student' ? 'You cancelled' : 'Cancelled by the student';
    case 'cancelled_by_mentor':
      return mine === 'mentor' ? 'You cancelled' : 'Cancelled by the mentor';
    case 'no_show_student':
      return 'Student did not join';
    case 'no_show_mentor':
      return 'Mentor did not join (refunded)';
    case 'expired':
      return 'Not booked';
  }
}
