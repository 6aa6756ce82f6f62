import type { CritiqueAnalytics, CritiquePeriod } from '../../../worker/contract/critique-analytics';
import StatTiles from '../shared/StatTiles';
import { previousFigure } from './period-change';

const HOUR = 3_600_000;

const whole = (n: number) => n.toLocaleString('en-US');
const oneDecimal = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });

// A wait as a person says it: minutes under an hour, hours under two days, then days.
export function waitLabel(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < HOUR) return `${Math.round(ms / 60_000)} min`;
  if (ms < 48 * HOUR) return `${oneDecimal(ms / HOUR)} h`;
  return `${oneDecimal(ms / (24 * HOUR))} days`;
}

const share = (part: number, whole: number) => (whole ? part / whole : null);
const percent = (value: number | null) => (value === null ? '—' : `${Math.round(value * 100)}%`);

// The period's headline figures, each with the previous period's beside it.
export default function CritiqueAnalyticsTiles({ analytics }: { analytics: CritiqueAnalytics }) {
  const { current: now, previous: before } = analytics;
  const within = (p: CritiquePeriod) => share(p.within48h, p.due48h);
  const helpfulness = (p: CritiquePeriod) => (p.averageHelpfulness === null ? '—' : `${p.averageHelpfulness.toFixed(1)} / 5`);
  return (
    <StatTiles
      tiles={[
        { label: 'Requests', value: whole(now.requests), hint: previousFigure(now.requests, before.requests) },
        { label: 'Critiques written', value: whole(now.critiques), hint: previousFigure(now.critiques, before.critiques) },
        {
          label: 'Median time to first critique',
          value: waitLabel(now.medianFirstCritiqueMs),
          hint: `${whole(now.unanswered)} still waiting · previous: ${waitLabel(before.medianFirstCritiqueMs)}`,
          warn: now.requests > 0 && now.unanswered > now.answered,
        },
        {
          label: 'Critiqued within 48 hours',
          value: percent(within(now)),
          hint: `${whole(now.within48h)} of ${whole(now.due48h)} old enough · previous: ${percent(within(before))}`,
        },
        {
          label: 'Average helpfulness',
          value: helpfulness(now),
          hint: `${whole(now.rated)} rated · previous: ${helpfulness(before)}`,
        },
        { label: 'Coach reports', value: whole(now.coachReports), hint: previousFigure(now.coachReports, before.coachReports) },
      ]}
    />
  );
}
