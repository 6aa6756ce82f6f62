import { useStore } from '@nanostores/react';
import { useId, useMemo } from 'react';
import { $shipCountry, shipCountry } from '../../../stores/prints';

// Where photographers ship most; the browser's own country joins the list when it is not
// on it. The provider's checkout takes the full address.
const COUNTRIES = [
  'US',
  'CA',
  'MX',
  'BR',
  'GB',
  'IE',
  'FR',
  'DE',
  'NL',
  'BE',
  'LU',
  'CH',
  'AT',
  'IT',
  'ES',
  'PT',
  'DK',
  'SE',
  'NO',
  'FI',
  'IS',
  'PL',
  'CZ',
  'GR',
  'IL',
  'AE',
  'ZA',
  'IN',
  'SG',
  'HK',
  'JP',
  'KR',
  'TW',
  'AU',
  'NZ',
];

const names = new Intl.DisplayNames(['en'], { type: 'region' });
const nameOf = (code: string) => names.of(code) ?? code;

// The 'Ships to' choice, shared by the cart and the print checkout, remembered on this device.
export default function CountrySelect({ className = '' }: { className?: string }) {
  const id = useId();
  const country = shipCountry(useStore($shipCountry));
  const options = useMemo(() => {
    const codes = COUNTRIES.includes(country) ? COUNTRIES : [...COUNTRIES, country];
    const [us, ...rest] = codes;
    return [us, ...rest.sort((a, b) => nameOf(a).localeCompare(nameOf(b)))].map((code) => ({ code, name: nameOf(code) }));
  }, [country]);
  return (
    <div className={`field ship-country ${className}`}>
      <label htmlFor={id}>Ships to</label>
      <select id={id} className="input select" value={country} onChange={(event) => $shipCountry.set(event.target.value)}>
        {options.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
