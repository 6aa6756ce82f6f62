import './SellerOrders.css';
import ErrorBoundary from '../../shared/ErrorBoundary';
import ListingsSummary from './ListingsSummary';
import SellerOrders from './SellerOrders';

// /print-dashboard's selling half: the orders to print and send, and the listings behind them.
export default function SellerDashboard() {
  return (
    <ErrorBoundary>
      <section className="seller-dashboard__section" aria-labelledby="seller-orders-title">
        <h2 id="seller-orders-title">Orders</h2>
        <SellerOrders />
      </section>
      <section className="seller-dashboard__section" aria-labelledby="seller-listings-title">
        <h2 id="seller-listings-title">Your listings</h2>
        <ListingsSummary />
      </section>
    </ErrorBoundary>
  );
}
