import './admin-chip.css';
import './admin-table.css';
import './FileIntegrity.css';
import type { IntegrityFinding } from '../../../worker/contract/admin-integrity';
import { dateTime } from '../../lib/dates';
import { fileSize } from '../challenges/photo-file';
import { browserClock } from '../shared/use-viewer-clock';

export const at = (iso: string) => dateTime(iso, browserClock());

const PROBLEM_LABELS: Record<IntegrityFinding['problem'], string> = {
  missing: 'Missing',
  size: 'Size differs',
  hash: 'Contents differ',
};

export const KIND_LABELS: Record<string, string> = {
  photo: 'Entry photo',
  variant: 'Resized copy',
  avatar: 'Avatar',
  print_master: 'Print master',
  message_photo: 'Message photo',
  cover: 'Challenge cover',
  theme_image: 'Theme image',
  mentorship_image: 'Mentorship image',
  critique: 'Critique image',
  recording: 'Webinar recording',
  other: 'Other file',
};

// What was recorded against what is there now, in a person's terms.
function detail(f: IntegrityFinding): string {
  if (f.problem === 'missing') return 'Not in storage.';
  if (f.problem === 'size') return `Recorded ${fileSize(Number(f.expected))}, now ${fileSize(Number(f.found))}.`;
  return `Same size, different bytes: fingerprint ${f.expected?.slice(0, 12)}…, now ${f.found?.slice(0, 12)}….`;
}

// Files a scan found missing or changed: the problem, whose file it is and the entry it is the
// photo of (a /admin/file-integrity report, or the missing ones on /admin/orphaned-uploads).
export default function FileIntegrityFindings({ findings, caption }: { findings: IntegrityFinding[]; caption: string }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table integrity-findings">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">File</th>
            <th scope="col">Problem</th>
            <th scope="col">Member</th>
            <th scope="col">Entry</th>
          </tr>
        </thead>
        <tbody>
          {findings.map((f) => (
            <tr key={f.id}>
              <th scope="row">
                <span className="integrity-key">{f.key}</span>
                <span className="integrity-note">{KIND_LABELS[f.kind] ?? f.kind}</span>
              </th>
              <td data-label="Problem">
                <span className={`admin-chip integrity-chip--${f.problem}`}>{PROBLEM_LABELS[f.problem]}</span>
                <span className="integrity-note">{detail(f)}</span>
                {f.resolvedAt && <span className="integrity-note">Brought back</span>}
              </td>
              <td data-label="Member">
                {f.member ? (
                  <a href={`/admin/users/${f.member.id}`}>@{f.member.username}</a>
                ) : (
                  <span className="integrity-note">None</span>
                )}
              </td>
              <td data-label="Entry">
                {f.entry ? (
                  <>
                    <a href={`/photo/${f.entry.id}`}>{f.entry.title}</a>
                    <span className="integrity-note">{f.entry.challengeTitle}</span>
                  </>
                ) : (
                  <span className="integrity-note">None</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
