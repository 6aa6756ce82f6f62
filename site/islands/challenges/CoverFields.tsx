import './CoverFields.css';
import { useId } from 'react';
import { UPLOADS_PREFIX } from '../../../worker/contract/files';
import TextField from '../fields/TextField';
import { UNFRAMED, type Framing } from './cover-input';

type Props = {
  image: string;
  credit: string;
  framing: Framing;
  errors: Partial<Record<string, string>>;
  onImage: (value: string) => void;
  onCredit: (value: string) => void;
  onFraming: (value: Framing) => void;
};

const SLIDERS = [
  { key: 'scale', label: 'Zoom', min: 0.5, max: 3, step: 0.05, unit: '×' },
  { key: 'x', label: 'Horizontal shift', min: -50, max: 50, step: 1, unit: '%' },
  { key: 'y', label: 'Vertical shift', min: -50, max: 50, step: 1, unit: '%' },
] as const;

// The cover as the challenge page will frame it (the same transform CoverImage applies):
// scaled, then shifted by a share of its own size.
export default function CoverFields({ image, credit, framing, errors, onImage, onCredit, onFraming }: Props) {
  const id = useId();
  const style = { transform: `translate(${framing.x}%, ${framing.y}%) scale(${framing.scale})` };
  return (
    <fieldset className="form__fieldset">
      <legend>Cover image</legend>
      <div className="form__row">
        <TextField
          name="coverImage"
          label="Image URL"
          type="text"
          value={image}
          placeholder={`${UPLOADS_PREFIX}…`}
          error={errors.coverImage}
          onChange={(event) => onImage(event.currentTarget.value)}
        />
        <TextField
          name="coverImageCredit"
          label="Credit"
          value={credit}
          placeholder="Photo by …"
          error={errors.coverImageCredit}
          onChange={(event) => onCredit(event.currentTarget.value)}
        />
      </div>
      <div className="cover-editor">
        <div className="cover-editor__frame">
          {image.trim() ? (
            <img src={image.trim()} alt="Cover preview" style={style} />
          ) : (
            <span className="cover-editor__empty">No cover image: the challenge page shows its stock picture.</span>
          )}
        </div>
        <div className="cover-editor__controls">
          {SLIDERS.map((slider) => (
            <div className="cover-editor__slider" key={slider.key}>
              <label htmlFor={`${id}-${slider.key}`}>{slider.label}</label>
              <input
                id={`${id}-${slider.key}`}
                type="range"
                min={slider.min}
                max={slider.max}
                step={slider.step}
                value={framing[slider.key]}
                disabled={!image.trim()}
                onChange={(event) => onFraming({ ...framing, [slider.key]: Number(event.currentTarget.value) })}
              />
              <output htmlFor={`${id}-${slider.key}`}>
                {framing[slider.key]}
                {slider.unit}
              </output>
            </div>
          ))}
          <button type="button" className="btn btn-ghost btn-sm" disabled={!image.trim()} onClick={() => onFraming(UNFRAMED)}>
            Reset framing
          </button>
          {errors.imageTransform && <p className="field__error">{errors.imageTransform}</p>}
        </div>
      </div>
    </fieldset>
  );
}
