import { CRITIQUE_ASPECTS, type CritiqueAspect } from '../../../worker/domain/critiques';
import type { CoachFinding, CoachFindingId } from '../../lib/coach/types';

// What the community is asked about, taken from the coach's findings: the member edits it
// before anything is sent.

// The critique aspect a finding belongs to. Contrast is about light, so colour and lighting;
// the camera's settings are "exposure and camera use", except the aperture's depth of field.
const ASPECT_OF: Record<CoachFindingId, CritiqueAspect> = {
  exposure: 'exposure',
  histogram: 'exposure',
  noise: 'exposure',
  contrast: 'colour',
  'colour-cast': 'colour',
  sharpness: 'focus',
  composition: 'composition',
  horizon: 'composition',
  'exif-shutter': 'exposure',
  'exif-iso': 'exposure',
  'exif-diffraction': 'depth',
};

// The request's own limit on its questions (worker/contract/critiques.ts).
export const QUESTIONS_MAX_CHARS = 1000;

const flagged = (findings: CoachFinding[]) => findings.filter((finding) => finding.verdict !== 'good');

// General impression always, and the aspect of every finding worth a look or a fix, in the
// domain's order.
export function aspectsFrom(findings: CoachFinding[]): CritiqueAspect[] {
  const wanted = new Set<CritiqueAspect>(['general', ...flagged(findings).map((finding) => ASPECT_OF[finding.id])]);
  return CRITIQUE_ASPECTS.filter((aspect) => wanted.has(aspect));
}

// One line per flagged finding, fixes first, as many whole lines as the field takes.
export function questionsFrom(findings: CoachFinding[]): string {
  const ordered = [...flagged(findings)].sort((a, b) => Number(b.verdict === 'fix') - Number(a.verdict === 'fix'));
  const lines: string[] = [];
  for (const finding of ordered) {
    const line = `${finding.title} (the coach says ${finding.verdict === 'fix' ? 'fix' : 'worth a look'}): ${finding.value}. Do you agree?`;
    if ([...lines, line].join('\n').length > QUESTIONS_MAX_CHARS) break;
    lines.push(line);
  }
  return lines.join('\n');
}
