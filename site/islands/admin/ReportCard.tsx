import './ReportCard.css';
import { useState } from 'react';
import { variantUrl } from '../../../worker/contract/files';
import { photoTypeOf } from '../../lib/photo-type';
import type { EntryReportDto } from '../../../worker/contract/admin';
import { photoHref } from '../shared/photo-urls';
import ReportDecision from './ReportDecision';

type Props = { report: EntryReportDto; pending: boolean; onRemove: () => void; onDismiss: () => void };

// The small WebP variant when it exists, else the original the report points at.
function thumbnailSources(imageUrl: string): string[] {
  const filename = imageUrl.split('/').pop();
  return filename ? [variantUrl('thumb', filename), imageUrl] : [imageUrl];
}

export default function ReportCard({ report, pending, onRemove, onDismiss }: Props) {
  const sources = thumbnailSources(report.imageUrl);
  const href = photoHref(report.submissionId, photoTypeOf(report));
  const [attempt, setAttempt] = useState(0);
  return (
    <li className="report-card">
      <a className="report-card__photo" href={href}>
        {attempt < sources.length ? (
          <img
            src={sources[attempt]}
            alt={`Reported photo: ${report.submissionTitle}`}
            loading="lazy"
            onError={() => setAttempt((n) => n + 1)}
          />
        ) : (
          <span className="report-card__missing">Photo Unavailable</span>
        )}
      </a>
      <div className="report-card__body">
        <h2 className="report-card__title">
          <a href={href}>{report.submissionTitle}</a>
        </h2>
        <ReportDecision report={report} removeLabel="Remove Photo" pending={pending} onRemove={onRemove} onDismiss={onDismiss} />
      </div>
    </li>
  );
}
