import { lazy, Suspense, useState } from 'react';
import { serverMessage } from '../../lib/api-fetch';
import { type CoachView, saveShown } from '../../stores/coach';
import { showToast } from '../../stores/toast';
import { loginHref } from '../shared/photo-urls';
import { thumbnailOf } from './jpeg-copy';
import { reportHref } from './report-address';

// The ask form brings the critique store with it: loaded when the member opens it.
const AskCommunityDialog = lazy(() => import('./AskCommunityDialog'));

type Props = { view: Extract<CoachView, { status: 'ready' }>; member: boolean };

// Keeping the report, and asking people about the photo. Visitors are asked to sign in first.
export default function ReportActions({ view, member }: Props) {
  const [saving, setSaving] = useState(false);
  const [asking, setAsking] = useState(false);
  const [askOpened, setAskOpened] = useState(false);
  const { subject, report, saved } = view;
  // A report opened from the history of a dropped file has only its thumbnail left.
  const canAsk = subject.file !== null || subject.submissionId !== null;

  if (!member) {
    return (
      <div className="coach-actions">
        <p className="coach-actions__note">Sign in to save this report, keep a history and ask the community about the photo.</p>
        <a className="btn btn-primary" href={loginHref('/ai-coach')}>
          Sign in
        </a>
      </div>
    );
  }

  async function save() {
    setSaving(true);
    try {
      // Without a thumbnail the report is still worth keeping: its findings are the point.
      const thumbnail = subject.file ? await thumbnailOf(subject.file).catch(() => undefined) : undefined;
      await saveShown(thumbnail);
      showToast({ title: 'Report saved', description: 'It is in your history below.' });
    } catch (error) {
      showToast({
        title: 'Could not save the report',
        description: serverMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="coach-actions">
      {saved ? (
        <p className="coach-actions__note">
          Saved in your history. <a href={reportHref(saved.id)}>Link to this report</a>
        </p>
      ) : (
        <button type="button" className="btn btn-primary" onClick={save} disabled={saving} aria-busy={saving}>
          {saving && <span className="btn__spinner" aria-hidden="true" />}
          {saving ? 'Saving...' : 'Save report'}
        </button>
      )}
      {canAsk && (
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => {
            setAskOpened(true);
            setAsking(true);
          }}
        >
          Ask the community
        </button>
      )}
      {askOpened && (
        <Suspense fallback={null}>
          <AskCommunityDialog open={asking} subject={subject} findings={report.findings} onClose={() => setAsking(false)} />
        </Suspense>
      )}
    </div>
  );
}
