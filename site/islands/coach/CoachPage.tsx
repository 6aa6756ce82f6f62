import './CoachPage.css';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { thumbFor } from '../../../worker/contract/files';
import { readEdgeState } from '../../lib/edge-state';
import { $coach, type CoachSubject, checkNarration, coachEntry, coachFile } from '../../stores/coach';
import ErrorBoundary from '../shared/ErrorBoundary';
import Notice from '../shared/Notice';
import Spinner from '../shared/Spinner';
import { loginHref } from '../shared/photo-urls';
import { useHydrated } from '../shared/use-hydrated';
import CoachHistory from './CoachHistory';
import CoachReportView from './CoachReportView';
import EntryPicker from './EntryPicker';
import PhotoDrop from './PhotoDrop';
import { reportInAddress, useReportAddress } from './report-address';

function Analysing({ subject }: { subject: CoachSubject }) {
  return (
    <div className="coach-progress" role="status">
      {subject.imageUrl && <img className="coach-progress__photo" src={thumbFor(subject.imageUrl) ?? subject.imageUrl} alt="" />}
      <div className="coach-progress__text">
        <strong>Analysing “{subject.title}”…</strong>
        <span>Measuring exposure, colour, sharpness, noise, the horizon and the composition on this device.</span>
        <progress className="coach-progress__bar" aria-label="Analysing the photo" />
      </div>
    </div>
  );
}

// Built at build time with the drop zone showing, so the page paints before its script; who
// is signed in, the address's report and everything measured come after hydration.
function Coach() {
  const hydrated = useHydrated();
  const member = hydrated && readEdgeState().user !== null;
  const view = useStore($coach);
  useReportAddress(member);
  useEffect(() => {
    if (member) void checkNarration();
  }, [member]);
  const picked = view.status === 'analysing' || view.status === 'ready' ? view.subject.submissionId : null;
  const visitorLink = hydrated && !member && reportInAddress() !== null;
  return (
    <div className="coach">
      <div className="coach-input">
        <PhotoDrop compact={view.status !== 'empty'} disabled={!hydrated} onFile={coachFile} />
        {member && <EntryPicker picked={picked} disabled={view.status === 'opening'} onPick={coachEntry} />}
      </div>
      <div id="coach-result" className="coach-result">
        {visitorLink && (
          <Notice tone="error">
            This link opens a saved report. <a href={loginHref(location.pathname + location.search)}>Sign in</a> to see it.
          </Notice>
        )}
        {view.status === 'analysing' && <Analysing subject={view.subject} />}
        {view.status === 'opening' && <Spinner label="Opening your report..." />}
        {view.status === 'failed' && <Notice tone="error">{view.message}</Notice>}
        {view.status === 'ready' && <CoachReportView view={view} member={member} />}
      </div>
      {hydrated && <CoachHistory member={member} />}
    </div>
  );
}

export default function CoachPage() {
  return (
    <ErrorBoundary>
      <Coach />
    </ErrorBoundary>
  );
}
