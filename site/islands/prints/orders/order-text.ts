import type { PrintOrderDto } from '../../../../worker/contract/prints';
import type { FulfilmentStatus } from '../../../../worker/domain/prints';
import { shortDate } from '../../../lib/dates';

// How a buyer reads where their prints are.
export const FULFILMENT_LABELS: Record<FulfilmentStatus, string> = {
  paid: 'Paid, waiting for production',
  in_production: 'In production',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled, refunded',
  refunded: 'Refunded',
};

export function orderStatusText(order: PrintOrderDto): string {
  if (order.status === 'awaiting_payment') return 'Awaiting payment';
  if (order.status === 'expired') return 'Not paid';
  return order.progress ? FULFILMENT_LABELS[order.progress] : 'Paid';
}

export const orderDate = (order: PrintOrderDto) => shortDate(order.paidAt ?? order.createdAt);

export const orderHref = (orderId: number) => `/order-confirmation?order=${orderId}`;

export const printCount = (order: PrintOrderDto) => order.lines.reduce((sum, line) => sum + line.quantity, 0);
