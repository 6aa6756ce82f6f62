import type { printFulfilments } from '../../../db/schema';

// Who makes and sends a fulfilment's prints. Orders only ever talk to this interface, so a
// print lab can be plugged in later (its base cost then comes out of the seller's share)
// without touching orders. The built-in provider is manual: the seller (or an admin) moves
// each fulfilment along and enters the tracking number themselves.

type Fulfilment = typeof printFulfilments.$inferSelect;

export type FulfilmentProvider = {
  name: string;
  // Whether people move fulfilments along by hand (a lab reports its own progress).
  manualMoves: boolean;
  // A new paid fulfilment: a lab would receive the order here.
  submit(fulfilment: Fulfilment): Promise<void>;
};

export const manualFulfilment: FulfilmentProvider = {
  name: 'manual',
  manualMoves: true,
  submit: async () => {},
};
