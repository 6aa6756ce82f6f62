import { mailTemplate } from './templates';

// The mail the mentor program sends about applications.

export const mentorApprovedTemplate = mailTemplate({
  key: 'mentor_approved',
  name: 'Mentor application approved',
  description: "Sent when an admin approves a member's application to mentor, with the admin's note if they wrote one.",
  group: 'Mentoring',
  notice: false,
  samples: (origin) => ({
    name: 'Rosa',
    note: 'Your street portfolio is lovely; lead with it.',
    dashboardUrl: `${origin}/mentor-dashboard`,
  }),
  words: ({ name, note, dashboardUrl }) => {
    const lines = [
      `Hi ${name},`,
      'Your application to mentor on Aperture Circle has been approved. Your profile is now listed for members to find.',
      ...(note ? [`A note from our team: ${note}`] : []),
      'Set your weekly hours next, so students can book you.',
    ];
    return {
      subject: 'You are now an Aperture Circle mentor',
      heading: 'Welcome, mentor',
      lines,
      action: { label: 'Open Mentor Dashboard', url: dashboardUrl, inText: 'Open your dashboard' },
    };
  },
});

export const mentorApprovedMail = (name: string, note: string, dashboardUrl: string) =>
  mentorApprovedTemplate.mail({ name, note, dashboardUrl });

export const mentorRejectedTemplate = mailTemplate({
  key: 'mentor_rejected',
  name: 'Mentor application not approved',
  description: "Sent when an admin turns down an application to mentor, with the admin's note saying why.",
  group: 'Mentoring',
  notice: false,
  samples: (origin) => ({
    name: 'Rosa',
    note: 'Please add five photos of your own to your portfolio.',
    profileUrl: `${origin}/mentor-profile`,
  }),
  words: ({ name, note, profileUrl }) => ({
    subject: 'Your mentor application',
    heading: 'Your mentor application',
    lines: [
      `Hi ${name},`,
      "Thank you for applying to mentor on Aperture Circle. We can't approve your application as it stands.",
      `Our team's note: ${note}`,
      'You can edit your application and submit it again at any time.',
    ],
    action: { label: 'Edit Application', url: profileUrl, inText: 'Edit your application' },
  }),
});

export const mentorRejectedMail = (name: string, note: string, profileUrl: string) =>
  mentorRejectedTemplate.mail({ name, note, profileUrl });
