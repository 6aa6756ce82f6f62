import type { PrintOrderDto } from '../../../worker/contract/prints';

type Address = NonNullable<PrintOrderDto['shippingAddress']>;

const regions = new Intl.DisplayNames(['en'], { type: 'region' });

// An order's shipping address as it goes on a parcel, one line each, the country named.
export default function PostalAddress({ address, className }: { address: Address; className?: string }) {
  const lines = Object.entries({
    name: address.name,
    line1: address.line1,
    line2: address.line2,
    town: [address.city, address.state, address.postalCode].filter(Boolean).join(', '),
    country: regions.of(address.country) ?? address.country,
  }).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return (
    <address className={className}>
      {lines.map(([part, line], index) => (
        <span key={part}>
          {index > 0 && <br />}
          {line}
        </span>
      ))}
    </address>
  );
}
