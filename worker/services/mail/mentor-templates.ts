import { layout, type MailContent } from './templates';

// The mail the mentor program sends about applications.

export function mentorApprovedMail(name: string, note: string, dashboardUrl: string): MailContent {
  const lines = [
    `Hi ${name},`,
    'Your application to mentor on Aperture Circle has been approved. Your profile is now listed for members to find.',
    ...(note ? [`A note from our team: ${note}`] : []),
    'Set your weekly hours next, so students can book you.',
  ];
  return {
    subject: 'You are now an Aperture Circle mentor',
    text: `${lines.join('\n\n')}\n\nOpen your dashboard: ${dashboardUrl}`,
    html: layout('Welcome, mentor', lines, { label: 'Open Mentor Dashboard', url: dashboardUrl }),
  };
}

export function mentorRejectedMail(name: string, note: string, profileUrl: string): MailContent {
  const lines = [
    `Hi ${name},`,
    "Thank you for applying to mentor on Aperture Circle. We can't approve your application as it stands.",
    `Our team's note: ${note}`,
    'You can edit your application and submit it again at any time.',
  ];
  return {
    subject: 'Your mentor application',
    text: `${lines.join('\n\n')}\n\nEdit your application: ${profileUrl}`,
    html: layout('Your mentor application', lines, { label: 'Edit Application', url: profileUrl }),
  };
}
