import './Photo.css';
import { useId } from 'react';

type Props = { alt: string; className?: string };

// The 'generic stock photo' of spec §4, drawn rather than shipped: a dusk landscape in the
// site's palette, so a broken image still reads as a picture, not an error.
export default function StockPhoto({ alt, className }: Props) {
  const sky = useId();
  return (
    <svg
      className={`photo-stock ${className ?? ''}`}
      viewBox="0 0 400 300"
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-label={alt || 'Photo'}
    >
      <defs>
        <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1d2233" />
          <stop offset="0.65" stopColor="#5b3a36" />
          <stop offset="1" stopColor="#c7793a" />
        </linearGradient>
      </defs>
      <rect width="400" height="300" fill={`url(#${sky})`} />
      <circle cx="290" cy="150" r="34" fill="#f5a524" opacity="0.85" />
      <path d="M0 220 L80 150 L140 200 L220 120 L320 210 L400 170 V300 H0 Z" fill="#2a2230" />
      <path d="M0 260 L100 200 L190 250 L280 190 L400 250 V300 H0 Z" fill="#141416" />
    </svg>
  );
}
