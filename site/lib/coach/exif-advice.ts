import type { CoachExif, CoachFinding } from './types';

// From ISO 3200 most cameras' noise shows at full size; from 6400 it shows at any size on
// smaller sensors.
const HIGH_ISO = 3200;
const VERY_HIGH_ISO = 6400;
// Past f/16 (full-frame equivalent) diffraction softens detail more than focus adds depth.
const DIFFRACTION_F_NUMBER = 16;
// More than a stop slower than the reciprocal rule and shake is likely, not just possible.
const SHAKE_LIKELY_RATIO = 2;

// `known` when the factor came from the file rather than being assumed.
type Crop = { factor: number; known: boolean; equivalentFocal: number; source: string };

// The crop factor from the camera's 35 mm equivalent when the file has both focal lengths;
// otherwise full frame is assumed, and the text says so.
function cropOf({ focalLength, focalLength35mm }: CoachExif): Crop | null {
  if (focalLength && focalLength35mm) {
    const factor = focalLength35mm / focalLength;
    return {
      factor,
      known: true,
      equivalentFocal: focalLength35mm,
      source: `crop factor ${factor.toFixed(1)} from the file’s 35 mm equivalent`,
    };
  }
  if (focalLength35mm)
    return { factor: 1, known: false, equivalentFocal: focalLength35mm, source: 'the file’s 35 mm equivalent' };
  if (focalLength)
    return { factor: 1, known: false, equivalentFocal: focalLength, source: 'crop factor unknown; assumed 1.0 (full frame)' };
  return null;
}

export function shutterText(seconds: number): string {
  if (seconds >= 0.4) return `${Number(seconds.toFixed(1))} s`;
  return `1/${Math.round(1 / seconds)} s`;
}

function shutterFinding(exposureTime: number, crop: Crop): CoachFinding {
  const limit = 1 / crop.equivalentFocal;
  const ratio = exposureTime / limit;
  const value = `${shutterText(exposureTime)} at ${Math.round(crop.equivalentFocal)} mm equivalent (${crop.source}); handheld limit about ${shutterText(limit)}`;
  const base = {
    id: 'exif-shutter',
    title: 'Shutter speed',
    value,
    caveat:
      'The reciprocal rule assumes a handheld camera without stabilisation. Stabilisation buys 2–5 stops and a tripod any amount; high-resolution sensors and moving subjects need faster speeds.',
  } as const;
  if (ratio <= 1) {
    return {
      ...base,
      verdict: 'good',
      meaning: 'The shutter was fast enough for this focal length to stop ordinary hand shake.',
      suggestion: 'Nothing to do here; moving subjects may still need a faster speed.',
    };
  }
  return {
    ...base,
    verdict: ratio > SHAKE_LIKELY_RATIO ? 'fix' : 'note',
    meaning: `The shutter was ${Math.log2(ratio).toFixed(1)} stops slower than the reciprocal rule’s handheld limit (1 ÷ focal length), so hand shake may blur the picture.`,
    suggestion: `Use ${shutterText(limit)} or faster, or brace the camera, turn stabilisation on, or use a tripod.`,
  };
}

function isoFinding(iso: number): CoachFinding {
  const base = {
    id: 'exif-iso',
    title: 'ISO',
    value: `ISO ${iso}`,
    caveat:
      'How much noise an ISO brings depends on the sensor: large modern sensors stay clean far higher than phones. Trust the measured noise over this.',
  } as const;
  if (iso < HIGH_ISO) {
    return {
      ...base,
      verdict: 'good',
      meaning: 'A moderate ISO: little noise from the sensor.',
      suggestion: 'Nothing to do here.',
    };
  }
  return {
    ...base,
    verdict: iso >= VERY_HIGH_ISO ? 'fix' : 'note',
    meaning: `${iso >= VERY_HIGH_ISO ? 'A very high' : 'A high'} ISO: the sensor's signal was amplified a lot, which brings noise and loses fine colour and detail.`,
    suggestion:
      'Give the sensor more light: a wider aperture, a slower shutter on a support, or more light on the subject; then lower the ISO.',
  };
}

function diffractionFinding(fNumber: number, crop: Crop | null): CoachFinding {
  const factor = crop?.known ? crop.factor : 1;
  const equivalent = fNumber * factor;
  const aperture = `f/${Number(fNumber.toFixed(1))}`;
  const value = crop?.known
    ? `${aperture}, about f/${Number(equivalent.toFixed(1))} full-frame equivalent (${crop.source})`
    : `${aperture} (crop factor unknown; assumed 1.0, full frame)`;
  const base = {
    id: 'exif-diffraction',
    title: 'Aperture and diffraction',
    value,
    caveat: 'Depth of field can be worth the softness: for near-to-far landscapes f/16–f/22 is often a deliberate trade.',
  } as const;
  if (equivalent <= DIFFRACTION_F_NUMBER) {
    return {
      ...base,
      verdict: 'good',
      meaning: 'The aperture is open enough that diffraction does not soften detail.',
      suggestion: 'Nothing to do here.',
    };
  }
  return {
    ...base,
    verdict: 'note',
    meaning:
      'Past about f/16 (full-frame equivalent) light spreading at the aperture blade edges (diffraction) softens fine detail across the whole frame.',
    suggestion:
      'For more depth of field without the softness, try f/8–f/11 and focus about a third into the scene, or focus-stack.',
  };
}

// Advice from how the picture was taken. Each finding is left out when the tags it needs
// are missing: nothing is guessed.
export function exifAdvice(exif: CoachExif): CoachFinding[] {
  const crop = cropOf(exif);
  const findings: CoachFinding[] = [];
  if (exif.exposureTime && crop) findings.push(shutterFinding(exif.exposureTime, crop));
  if (exif.iso) findings.push(isoFinding(exif.iso));
  if (exif.fNumber) findings.push(diffractionFinding(exif.fNumber, crop));
  return findings;
}
