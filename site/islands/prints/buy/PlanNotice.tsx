// The server's refusal of a member without a print plan (its 403), in its own words, with
// the way to a plan linked.
export default function PlanNotice() {
  return (
    <>
      Prints are for Print User and Portfolio Pro members: <a href="/subscription">choose a plan</a> to buy them
    </>
  );
}
