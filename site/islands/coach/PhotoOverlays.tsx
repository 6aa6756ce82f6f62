import './PhotoOverlays.css';
import { useState } from 'react';
import { thumbFor } from '../../../worker/contract/files';
import type { CoachReport } from '../../lib/coach/types';
import Photo from '../shared/Photo';

type Layer = 'composition' | 'horizon' | 'sharpness';
type Props = { report: CoachReport; imageUrl: string | null; title: string };

// Where the horizon's tilt is levelled, in the finding's own words.
export function rotateText(tilt: number): string {
  return `Rotate ${Math.abs(tilt).toFixed(1)}° ${tilt > 0 ? 'clockwise' : 'anticlockwise'}`;
}

// A tall photo is narrowed to stay within this much of the screen's height, keeping its shape.
const MAX_HEIGHT_VH = 70;

// Blue for the softest cells through to red for the sharpest.
const heat = (value: number) => `hsl(${Math.round(240 * (1 - value))} 90% 50%)`;

function Composition({ report, w, h }: { report: CoachReport; w: number; h: number }) {
  const { subject, nearestThird, crop } = report.measurements.composition;
  const r = Math.min(w, h) * 0.035;
  return (
    <g className="overlay-composition">
      {crop && (
        <>
          <path
            className="overlay__outside"
            fillRule="evenodd"
            d={`M0 0H${w}V${h}H0Z M${crop.x * w} ${crop.y * h}h${crop.width * w}v${crop.height * h}h${-crop.width * w}Z`}
          />
          <rect className="overlay__crop" x={crop.x * w} y={crop.y * h} width={crop.width * w} height={crop.height * h} />
        </>
      )}
      {[1, 2].map((n) => (
        <g key={n} className="overlay__thirds">
          <line x1={(n * w) / 3} y1="0" x2={(n * w) / 3} y2={h} />
          <line x1="0" y1={(n * h) / 3} x2={w} y2={(n * h) / 3} />
        </g>
      ))}
      {subject && nearestThird && (
        <line className="overlay__pull" x1={subject.x * w} y1={subject.y * h} x2={nearestThird.x * w} y2={nearestThird.y * h} />
      )}
      {subject && <circle className="overlay__subject" cx={subject.x * w} cy={subject.y * h} r={r} />}
    </g>
  );
}

function Sharpness({ report, w, h }: { report: CoachReport; w: number; h: number }) {
  const { cols, rows, values } = report.measurements.sharpness.map;
  const cw = w / cols;
  const ch = h / rows;
  // Row by row, as the engine lists them.
  const cells = values.map((value, index) => ({ col: index % cols, row: Math.floor(index / cols), value }));
  return (
    <g className="overlay-sharpness">
      {cells.map(({ col, row, value }) => (
        <rect key={`${col}-${row}`} x={col * cw} y={row * ch} width={cw} height={ch} fill={heat(value)} />
      ))}
    </g>
  );
}

// The photo with what the coach measured drawn over it, each layer turned on by the member.
// Drawn in the analysed copy's pixels, over a frame of the photo's own shape; an entry is shown
// from its display-sized copy, not its full-size upload.
export default function PhotoOverlays({ report, imageUrl, title }: Props) {
  const [layers, setLayers] = useState<Layer[]>([]);
  const { analysedWidth: w, analysedHeight: h } = report;
  const { line, tiltDegrees } = report.measurements.horizon;
  const on = (layer: Layer) => layers.includes(layer);
  const toggle = (layer: Layer) => setLayers((now) => (now.includes(layer) ? now.filter((l) => l !== layer) : [...now, layer]));
  const buttons: { layer: Layer; label: string; disabled?: boolean }[] = [
    { layer: 'composition', label: report.measurements.composition.crop ? 'Thirds and crop' : 'Thirds' },
    { layer: 'horizon', label: line ? 'Horizon' : 'No horizon found', disabled: !line },
    { layer: 'sharpness', label: 'Sharpness map' },
  ];
  return (
    <div className="coach-photo">
      <div
        className="coach-photo__frame"
        style={{ aspectRatio: `${w} / ${h}`, width: `min(100%, ${((MAX_HEIGHT_VH * w) / h).toFixed(1)}vh)` }}
      >
        <Photo
          className="coach-photo__image"
          sources={imageUrl ? [thumbFor(imageUrl, 'display'), imageUrl] : []}
          alt={`${title}: the photo the coach analysed`}
          eager
        />
        <svg className="coach-photo__overlay" viewBox={`0 0 ${w} ${h}`} preserveAspectRatio="none" aria-hidden="true">
          {on('sharpness') && <Sharpness report={report} w={w} h={h} />}
          {on('composition') && <Composition report={report} w={w} h={h} />}
          {on('horizon') && line && (
            <g className="overlay-horizon">
              <line
                className="overlay__level"
                x1="0"
                y1={((line.y1 + line.y2) / 2) * h}
                x2={w}
                y2={((line.y1 + line.y2) / 2) * h}
              />
              <line className="overlay__horizon" x1={line.x1 * w} y1={line.y1 * h} x2={line.x2 * w} y2={line.y2 * h} />
            </g>
          )}
        </svg>
        {on('horizon') && tiltDegrees !== null && (
          <span className="coach-photo__tag">{Math.abs(tiltDegrees) < 0.05 ? 'Level' : rotateText(tiltDegrees)}</span>
        )}
        {on('sharpness') && <span className="coach-photo__tag">Red: sharpest · blue: softest</span>}
      </div>
      <div className="coach-photo__layers" role="group" aria-label="Show on the photo">
        {buttons.map(({ layer, label, disabled }) => (
          <button
            key={layer}
            type="button"
            className="coach-photo__layer"
            aria-pressed={on(layer)}
            disabled={disabled}
            onClick={() => toggle(layer)}
          >
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
