import { mailTemplate } from '../mail/templates';

// The mail a member gets when an admin replaces the file of one of their entries. Apart from
// the service, so the template registry can list it without loading the upload pipeline.

export const photoReplacedTemplate = mailTemplate({
  key: 'entry_photo_replaced',
  name: 'Entry photo replaced',
  description:
    "Sent when an admin replaces the file of a member's entry (/admin/replace-submission-image), with the admin's reason. Always sent.",
  group: 'Challenges',
  notice: false,
  samples: (origin) => ({
    name: 'Rosa',
    title: 'Harbour at dawn',
    reason: 'You sent us a better export of this photo.',
    photoUrl: `${origin}/photo/7?type=standard`,
  }),
  words: ({ name, title, reason, photoUrl }) => ({
    subject: `The photo of your entry "${title}" was replaced`,
    heading: 'Your entry has a new file',
    lines: [
      `Hi ${name},`,
      `We replaced the photo file of your entry "${title}". Its votes, comments and place are as they were.`,
      `Why: ${reason}`,
      'We keep the old file for 30 days. If this looks wrong, write to us through Contact us at the foot of any page.',
    ],
    action: { label: 'See Your Entry', url: photoUrl, inText: 'See your entry' },
  }),
});
