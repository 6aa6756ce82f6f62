// Who makes and sends a fulfilment's prints. Orders only ever talk to this interface, so a
// print lab can be plugged in later (its base cost then comes out of the seller's share)
// without touching orders. The built-in provider is manual: the seller (or an admin) moves
// each fulfilment along and enters the tracking number themselves.

export type FulfilmentProvider = {
  name: string;
  // Whether people move fulfilments along by hand (a lab reports its own progress, and
  // would receive each new paid fulfilment: that call joins this interface with the first lab).
  manualMoves: boolean;
};

export const manualFulfilment: FulfilmentProvider = {
  name: 'manual',
  manualMoves: true,
};
