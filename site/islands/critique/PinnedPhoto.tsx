import './PinnedPhoto.css';
import type { CSSProperties } from 'react';
import type { CritiqueDto } from '../../../worker/contract/critiques';
import { pinHue } from './critique-text';
import PhotoFrame, { type FramedPhoto } from './PhotoFrame';

type Props = { photo: FramedPhoto; alt: string; critiques: CritiqueDto[] };

export const pinAnchor = (critiqueId: number, index: number) => `critique-${critiqueId}-pin-${index + 1}`;

// Where a pin sits, in its critique's colour; a note near the right or bottom edge opens
// towards the middle.
export function pinPlace(x: number, y: number, hue: number): { style: CSSProperties; className: string } {
  const className = `pin${x > 0.6 ? ' pin--left' : ''}${y > 0.7 ? ' pin--up' : ''}`;
  return { style: { left: `${x * 100}%`, top: `${y * 100}%`, '--pin-hue': hue } as CSSProperties, className };
}

// The request's photo, large, with every critique's pins numbered over it. Hovering or
// focusing a pin shows its note; following it goes to the note in its critique.
export default function PinnedPhoto({ photo, alt, critiques }: Props) {
  return (
    <figure className="pinned-photo">
      <PhotoFrame photo={photo} alt={alt} urgent>
        {critiques.flatMap((critique, ci) =>
          critique.pins.map((pin, pi) => {
            const { style, className } = pinPlace(pin.x, pin.y, pinHue(ci));
            return (
              <a
                key={pinAnchor(critique.id, pi)}
                href={`#${pinAnchor(critique.id, pi)}`}
                className={className}
                style={style}
                aria-label={`Pin ${pi + 1} of ${critique.critic.name}'s critique: ${pin.note}`}
              >
                <span aria-hidden="true">{pi + 1}</span>
                <span className="pin__note" aria-hidden="true">
                  {pin.note}
                </span>
              </a>
            );
          }),
        )}
      </PhotoFrame>
    </figure>
  );
}
