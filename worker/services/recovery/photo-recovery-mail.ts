import { html } from 'hono/html';
import { buttonHtml, mailPage, mailTemplate, paragraphHtml } from '../mail/templates';
import type { PhotoNeedingAttention } from './originals';

// The mail /tnt-recovery queues: a member's photos whose file is missing or damaged, and how to
// bring them back. Apart from the service, so the template registry can list it without
// loading the outbox.

export const photoRecoveryTemplate = mailTemplate({
  key: 'photo_recovery',
  name: 'Photos to bring back',
  description:
    "Sent when a member asks on /tnt-recovery and some of their photos' files are missing or damaged: the list, and how to restore them with their originals.",
  group: 'Account',
  notice: false,
  samples: (origin) => ({
    name: 'Rosa',
    count: '2 of your photos',
    photos: `- Harbour at dawn: ${origin}/photo/7?type=standard\n- Fog and ferries: ${origin}/photo/9?type=standard`,
    recoverUrl: `${origin}/recover-photos`,
  }),
  words: ({ name, count, photos, recoverUrl }) => ({
    subject: 'Your photos on Aperture Circle that need their originals',
    heading: 'Bring back your photos',
    lines: [
      `Hi ${name},`,
      `The stored files of ${count} on Aperture Circle are missing or damaged:`,
      photos,
      'Drop the original file of each one (the very file you uploaded) on the Recover Photos page. It restores the photo with its votes, comments and place.',
      "If you didn't ask for this mail, you can ignore it.",
    ],
    action: { label: 'Recover Photos', url: recoverUrl, inText: 'Recover your photos' },
  }),
});

export function photoRecoveryMail(name: string, photos: PhotoNeedingAttention[], origin: string) {
  const values = {
    name,
    count: photos.length === 1 ? 'one of your photos' : `${photos.length} of your photos`,
    photos: photos.map((photo) => `- ${photo.title}: ${origin}${photo.url}`).join('\n'),
    recoverUrl: `${origin}/recover-photos`,
  };
  const { heading, lines, action } = photoRecoveryTemplate.words(values);
  const [greeting = '', intro = '', , ...after] = lines;
  // The HTML links each photo by its title, each in a paragraph of its own.
  const listed = photos.map((photo) => paragraphHtml(html`• <a href="${origin}${photo.url}">${photo.title}</a>`));
  const page = mailPage(heading, [
    paragraphHtml(greeting),
    paragraphHtml(intro),
    ...listed,
    ...after.map(paragraphHtml),
    ...(action ? [buttonHtml(action)] : []),
  ]);
  return { ...photoRecoveryTemplate.mail(values), html: page };
}
