import './CoachReportView.css';
import type { CoachFinding } from '../../lib/coach/types';
import type { CoachView } from '../../stores/coach';
import ExifLine from './ExifLine';
import FindingCard from './FindingCard';
import Histograms from './Histograms';
import NarrationPanel from './NarrationPanel';
import PhotoOverlays from './PhotoOverlays';
import ReportActions from './ReportActions';
import { counted } from '../critique/critique-text';

type Props = { view: Extract<CoachView, { status: 'ready' }>; member: boolean };

const ORDER: Record<CoachFinding['verdict'], number> = { fix: 0, note: 1, good: 2 };

export function summaryOf(findings: CoachFinding[]): string {
  const count = (verdict: CoachFinding['verdict']) => findings.filter((finding) => finding.verdict === verdict).length;
  return `${counted(count('fix'), 'fix', 'fixes')} · ${count('note')} worth a look · ${count('good')} good`;
}

// One photo's report: the picture with what was measured drawn over it and its histograms,
// then every finding, the ones to fix first.
export default function CoachReportView({ view, member }: Props) {
  const { subject, report, saved } = view;
  const findings = [...report.findings].sort((a, b) => ORDER[a.verdict] - ORDER[b.verdict]);
  const resized = report.width !== report.analysedWidth;
  return (
    <section className="coach-report" aria-labelledby="coach-report-title">
      <header className="coach-report__head">
        <div className="coach-report__about">
          <span className="eyebrow">{saved ? 'Saved report' : 'Report'}</span>
          <h2 id="coach-report-title">{subject.title}</h2>
          <p className="coach-report__summary" role="status">
            {summaryOf(report.findings)}
          </p>
          <p className="coach-report__size">
            Measured at {report.analysedWidth} × {report.analysedHeight} px
            {resized ? `, scaled down from ${report.width} × ${report.height}, about the size photos are seen on screen.` : '.'}
          </p>
          <ExifLine report={report} />
        </div>
        <ReportActions view={view} member={member} />
      </header>
      <div className="coach-report__body">
        <div className="coach-report__visuals">
          <PhotoOverlays report={report} imageUrl={subject.imageUrl} title={subject.title} />
          <Histograms histogram={report.measurements.histogram} exposure={report.measurements.exposure} />
        </div>
        <div className="coach-report__findings">
          <ol className="coach-findings" aria-label="Findings">
            {findings.map((finding) => (
              <FindingCard key={finding.id} finding={finding} />
            ))}
          </ol>
          {member && <NarrationPanel saved={saved} />}
        </div>
      </div>
    </section>
  );
}
