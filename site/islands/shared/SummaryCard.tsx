import './SummaryCard.css';
import type { ReactNode } from 'react';
import { DEFAULT_AVATAR } from './photo-urls';

type Props = { photoUrl: string | null; photoSize: number; children: ReactNode };

// A summary's frame: the person's photo beside a definition list whose rows
// (`<div><dt/><dd/></div>`) the caller writes.
export default function SummaryCard({ photoUrl, photoSize, children }: Props) {
  return (
    <div className="summary-card">
      <img className="summary-card__photo" src={photoUrl ?? DEFAULT_AVATAR} alt="" width={photoSize} height={photoSize} />
      <dl>{children}</dl>
    </div>
  );
}
