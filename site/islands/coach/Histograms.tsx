import './Histograms.css';
import type { CoachMeasurements } from '../../lib/coach/types';

type Levels = readonly number[];
type Measured = Pick<CoachMeasurements, 'histogram' | 'exposure'>;

// The levels the engine counts as clipped (site/lib/coach/histogram.ts): at or below 3 the
// shadows are plain black, at or above 252 the highlights plain white.
const SHADOW_END = 3;
const HIGHLIGHT_START = 252;
// An end is marked once this share of the pixels has piled up there: fewer are specks.
const MARK_PERCENT = 0.5;
const HEIGHT = 100;

const CHANNELS = [
  { key: 'red', name: 'Red', colour: '#ff5a52' },
  { key: 'green', name: 'Green', colour: '#4ade80' },
  { key: 'blue', name: 'Blue', colour: '#60a5fa' },
] as const;

// An area under the counts, one unit per level. Scaled by the tallest level between the
// ends, so a pile-up at black or white (drawn to the top) does not flatten the rest.
function areaOf(levels: Levels): string {
  const peak = Math.max(1, ...levels.slice(1, 255));
  let path = `M0 ${HEIGHT}`;
  levels.forEach((count, level) => {
    const y = HEIGHT - Math.min(HEIGHT, (HEIGHT * count) / peak);
    path += `V${y.toFixed(1)}H${level + 1}`;
  });
  return `${path}V${HEIGHT}Z`;
}

function endsOf(levels: Levels): { shadows: number; highlights: number } {
  const total = levels.reduce((sum, count) => sum + count, 0) || 1;
  const share = (from: number, to: number) => (100 * levels.slice(from, to + 1).reduce((sum, c) => sum + c, 0)) / total;
  return { shadows: share(0, SHADOW_END), highlights: share(HIGHLIGHT_START, 255) };
}

const percent = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)}%`;

// The clipped ends, shaded always and drawn red where enough has piled up.
function ClipEnds({ shadows, highlights }: { shadows: number; highlights: number }) {
  return (
    <>
      <rect
        className={shadows >= MARK_PERCENT ? 'histogram__end is-clipped' : 'histogram__end'}
        x="0"
        y="0"
        width={SHADOW_END + 1}
        height={HEIGHT}
      />
      <rect
        className={highlights >= MARK_PERCENT ? 'histogram__end is-clipped' : 'histogram__end'}
        x={HIGHLIGHT_START}
        y="0"
        width={256 - HIGHLIGHT_START}
        height={HEIGHT}
      />
    </>
  );
}

function clipText(name: string, { shadows, highlights }: { shadows: number; highlights: number }): string | null {
  const parts = [
    shadows >= MARK_PERCENT ? `${percent(shadows)} clipped to black` : null,
    highlights >= MARK_PERCENT ? `${percent(highlights)} clipped to white` : null,
  ].filter(Boolean);
  return parts.length > 0 ? `${name}: ${parts.join(', ')}` : null;
}

// The luminance histogram and the three colour channels over one another, each with its
// clipped ends marked.
export default function Histograms({ histogram, exposure }: Measured) {
  const luminanceEnds = { shadows: exposure.clippedShadowsPercent, highlights: exposure.clippedHighlightsPercent };
  const channelEnds = CHANNELS.map((channel) => ({ ...channel, ends: endsOf(histogram[channel.key]) }));
  const luminanceNote = clipText('Luminance', luminanceEnds) ?? `Under ${MARK_PERCENT}% clipped at either end.`;
  const channelNotes = channelEnds.map(({ name, ends }) => clipText(name, ends)).filter((note) => note !== null);
  const channelNote =
    channelNotes.length > 0 ? channelNotes.join('; ') : `No channel over ${MARK_PERCENT}% clipped at either end.`;
  return (
    <div className="histograms">
      <figure className="histogram">
        <figcaption>Luminance</figcaption>
        <svg
          viewBox={`0 0 256 ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={`Luminance histogram. ${luminanceNote}`}
        >
          <ClipEnds {...luminanceEnds} />
          <path className="histogram__area" d={areaOf(histogram.luminance)} />
        </svg>
        <p className="histogram__note">{luminanceNote}</p>
      </figure>
      <figure className="histogram">
        <figcaption>Red, green and blue</figcaption>
        <svg viewBox={`0 0 256 ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={`Colour histograms. ${channelNote}`}>
          <ClipEnds
            shadows={Math.max(...channelEnds.map(({ ends }) => ends.shadows))}
            highlights={Math.max(...channelEnds.map(({ ends }) => ends.highlights))}
          />
          {channelEnds.map(({ key, colour }) => (
            <path key={key} className="histogram__channel" d={areaOf(histogram[key])} fill={colour} />
          ))}
        </svg>
        <p className="histogram__note">{channelNote}</p>
      </figure>
    </div>
  );
}
