import './BeforeAfter.css';
import { type CSSProperties, useState } from 'react';
import { thumbFor } from '../../../worker/contract/files';
import Photo from '../shared/Photo';
import type { FramedPhoto } from './PhotoFrame';

type Props = { before: FramedPhoto; after: FramedPhoto; title: string };

// The original and the revision stacked in one box, the revision clipped to the right of a
// divider that a range input moves (by pointer, or by arrow keys once focused).
export default function BeforeAfter({ before, after, title }: Props) {
  const [split, setSplit] = useState(50);
  const ratio = before.width && before.height ? before.width / before.height : 3 / 2;
  const style = { '--ratio': ratio, '--split': `${split}%` } as CSSProperties;
  return (
    <section className="before-after" aria-labelledby="before-after-title">
      <h3 id="before-after-title">Before and after</h3>
      <div className="before-after__stage" style={style}>
        <Photo
          className="before-after__img"
          sources={[thumbFor(before.url, 'display'), before.url]}
          alt={`${title}, as first shared`}
        />
        <div className="before-after__after">
          <Photo
            className="before-after__img"
            sources={[thumbFor(after.url, 'display'), after.url]}
            alt={`${title}, revised after the critiques`}
          />
        </div>
        <span className="before-after__divider" aria-hidden="true" />
        <span className="before-after__label" aria-hidden="true">
          Before
        </span>
        <span className="before-after__label before-after__label--after" aria-hidden="true">
          After
        </span>
        <input
          className="before-after__range"
          type="range"
          min={0}
          max={100}
          value={split}
          aria-label="Divide between the original and the revision"
          aria-valuetext={`${split}% original, ${100 - split}% revision`}
          onChange={(event) => setSplit(Number(event.currentTarget.value))}
        />
      </div>
    </section>
  );
}
