// What an outbox row keeps of its mail once the mail is done with (sent or cancelled): none
// of its words, attachments or headers, which hold its links (a sign-in code, a signed
// unsubscribe link) and must not outlive it; and no lease.
export const EMPTIED_ROW = {
  textBody: '',
  htmlBody: '',
  attachments: null,
  headers: null,
  variables: null,
  leaseUntil: null,
} as const;
