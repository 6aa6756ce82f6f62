import { describe, expect, it } from 'vitest';
import { colourCastFinding, measureColourCast } from './colour-cast';
import { lumaOf } from './luminance';
import { solid } from './test-images';
import type { CoachPixels } from './types';

const castOf = (image: CoachPixels) => measureColourCast(image, lumaOf(image));

describe('the colour cast (grey-world)', () => {
  it('finds none in grey', () => {
    const cast = castOf(solid(6, 6, [120, 120, 120]));
    expect(cast).toMatchObject({ redRatio: 1, greenRatio: 1, blueRatio: 1, direction: null });
    expect(colourCastFinding(cast).verdict).toBe('good');
  });

  it('names the direction a tinted grey leans, as a possible cast', () => {
    expect(castOf(solid(6, 6, [150, 120, 95])).direction).toBe('warm');
    expect(castOf(solid(6, 6, [95, 120, 150])).direction).toBe('cool');
    expect(castOf(solid(6, 6, [110, 135, 110])).direction).toBe('green');
    expect(castOf(solid(6, 6, [130, 105, 130])).direction).toBe('magenta');
    const finding = colourCastFinding(castOf(solid(6, 6, [150, 120, 95])));
    expect(finding.verdict).toBe('note');
    expect(finding.meaning).toContain('possibly a warm cast');
  });

  it('lets only middle tones vote: clipped and near-black pixels say nothing of a cast', () => {
    const image = solid(4, 4, [120, 120, 120]);
    image.data.set([255, 180, 60, 255, 10, 0, 0, 255], 0);
    expect(castOf(image).direction).toBeNull();
  });
});
