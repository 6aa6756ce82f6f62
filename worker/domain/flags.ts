// The flags the product knows (spec §2). An unknown name is simply disabled.
export const FLAG_NAMES = [
  'traditional_challenges_enabled',
  'ai_coach_access',
  'mentor_program_access',
  'mentor_booking_system',
  'subscriptions_enabled',
  'print_upload_enabled',
  'print_dashboard_enabled',
  'print_sales_enabled',
] as const;
export type FlagName = (typeof FLAG_NAMES)[number];
