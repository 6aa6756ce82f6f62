// The figures of a financial month, by their titles: the admin's table and the CSV export
// show the same columns in the same order.
export const MONEY_COLUMNS = [
  ['Revenue', 'revenueCents'],
  ['Processor fees', 'processorFeesCents'],
  ['Platform fees', 'platformFeesCents'],
  ['Refunds', 'refundsCents'],
  ['Disputes', 'disputesCents'],
  ['Payouts', 'payoutsCents'],
  ['Net', 'netCents'],
] as const;

export type MoneyColumn = (typeof MONEY_COLUMNS)[number][1];
