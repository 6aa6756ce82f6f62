import { type FormEvent, useId, useState } from 'react';

type Props = { busy: boolean; onShip: (carrier: string, trackingNumber: string) => Promise<boolean> };

// Shipped needs the carrier and the tracking number the buyer follows.
export default function ShipForm({ busy, onShip }: Props) {
  const id = useId();
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await onShip(carrier.trim(), tracking.trim())) {
      setCarrier('');
      setTracking('');
    }
  }
  return (
    <form className="ship-form" onSubmit={submit} aria-label="Mark shipped">
      <div>
        <label htmlFor={`${id}-carrier`}>Carrier</label>
        <input
          className="input"
          id={`${id}-carrier`}
          value={carrier}
          maxLength={60}
          required
          placeholder="USPS"
          onChange={(e) => setCarrier(e.target.value)}
        />
      </div>
      <div>
        <label htmlFor={`${id}-tracking`}>Tracking number</label>
        <input
          className="input"
          id={`${id}-tracking`}
          value={tracking}
          maxLength={80}
          required
          onChange={(e) => setTracking(e.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-primary btn-sm" disabled={busy || !carrier.trim() || !tracking.trim()}>
        Mark Shipped
      </button>
    </form>
  );
}
