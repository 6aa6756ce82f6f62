import './CheckoutNotice.css';
import { NO_PRINT_PLAN } from '../../../../worker/domain/prints';

// The server's refusal of a member without a print plan (its 403), in its own words, with
// the way to a plan linked.
function PlanNotice() {
  return (
    <>
      Prints are for Print Seller and Portfolio Pro members: <a href="/subscription">choose a plan</a> to buy them
    </>
  );
}

type Props = { error: string | null; needsPlan: boolean };

// What stops a print checkout, above its button: the server's refusal when it answered one,
// else the missing print plan the page already knows about.
export default function CheckoutNotice({ error, needsPlan }: Props) {
  if (error) {
    return (
      <p className="checkout-notice" role="alert">
        {error === NO_PRINT_PLAN ? <PlanNotice /> : error}
      </p>
    );
  }
  return needsPlan ? (
    <p className="checkout-notice">
      <PlanNotice />
    </p>
  ) : null;
}
