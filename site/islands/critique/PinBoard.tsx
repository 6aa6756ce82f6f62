import type { KeyboardEvent, MouseEvent } from 'react';
import type { CritiquePin } from '../../../worker/domain/critiques';
import PhotoFrame, { type FramedPhoto } from './PhotoFrame';
import { pinPlace } from './PinnedPhoto';

type Props = {
  photo: FramedPhoto;
  alt: string;
  pins: CritiquePin[];
  // A pointer adds a pin where it presses (when there is room for one more).
  onAdd: ((x: number, y: number) => void) | null;
  onMove: (index: number, x: number, y: number) => void;
  onRemove: (index: number) => void;
};

const clamp = (n: number) => Math.min(1, Math.max(0, n));
const STEP = 0.01;
const BIG_STEP = 0.05;
const MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

// The critic's pins on the photo: a press places one, in fractions of the picture's box;
// a focused pin moves with the arrow keys (Shift for bigger steps) and Delete removes it.
export default function PinBoard({ photo, alt, pins, onAdd, onMove, onRemove }: Props) {
  function place(event: MouseEvent<HTMLDivElement>) {
    if (!onAdd || (event.target as Element).closest('.pin')) return;
    const box = event.currentTarget.getBoundingClientRect();
    onAdd(clamp((event.clientX - box.left) / box.width), clamp((event.clientY - box.top) / box.height));
  }

  function nudge(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const pin = pins[index];
    if (!pin) return;
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onRemove(index);
      return;
    }
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const step = event.shiftKey ? BIG_STEP : STEP;
    onMove(index, clamp(pin.x + move[0] * step), clamp(pin.y + move[1] * step));
  }

  return (
    <div className="pinned-photo pin-board">
      <PhotoFrame photo={photo} alt={alt} className={onAdd ? 'pin-board__frame' : undefined} onClick={place}>
        {pins.map((pin, i) => {
          const { style, className } = pinPlace(pin.x, pin.y, 38);
          return (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: a pin is its place in the list: its number.
              key={i}
              id={`draft-pin-${i + 1}`}
              type="button"
              className={className}
              style={style}
              aria-label={`Pin ${i + 1} at ${Math.round(pin.x * 100)}% across, ${Math.round(pin.y * 100)}% down. Arrow keys move it, Delete removes it.`}
              onKeyDown={(event) => nudge(event, i)}
            >
              <span aria-hidden="true">{i + 1}</span>
              {pin.note && (
                <span className="pin__note" aria-hidden="true">
                  {pin.note}
                </span>
              )}
            </button>
          );
        })}
      </PhotoFrame>
    </div>
  );
}
