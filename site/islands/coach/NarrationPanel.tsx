import './NarrationPanel.css';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { CoachReportDto } from '../../../worker/contract/coach';
import { serverMessage } from '../../lib/api-fetch';
import { $narrationOn, narrateShown } from '../../stores/coach';
import { showToast } from '../../stores/toast';

// The vision model's words on a saved report, where the site has one: always labelled as
// written by AI, and after the measured findings, which stand on their own.
export default function NarrationPanel({ saved }: { saved: CoachReportDto | null }) {
  const on = useStore($narrationOn);
  const [pending, setPending] = useState(false);
  if (on === null) return null;
  if (!on) {
    return (
      <p className="coach-narration coach-narration--off">
        AI narration is off on this site: the measured findings above are the coach’s whole report.
      </p>
    );
  }
  if (saved?.narration) {
    return (
      <section className="coach-narration" aria-labelledby="coach-narration-title">
        <span className="coach-narration__label">Written by AI</span>
        <h3 id="coach-narration-title">A written critique</h3>
        <p className="coach-narration__text">{saved.narration}</p>
        {saved.altText && (
          <>
            <h4>Alt text draft</h4>
            <p className="coach-narration__text">{saved.altText}</p>
          </>
        )}
        <p className="coach-narration__caveat">
          A vision model wrote this from the photo and the measurements above. It can be wrong: trust the measurements over it.
        </p>
      </section>
    );
  }
  if (!saved)
    return <p className="coach-narration coach-narration--off">Save the report to ask the AI for a written critique.</p>;

  async function ask() {
    setPending(true);
    try {
      await narrateShown();
    } catch (error) {
      showToast({ title: 'No written critique', description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="coach-narration coach-narration--ask">
      <p>A vision model can write a short critique of this photo and an alt text draft, labelled as written by AI.</p>
      <button type="button" className="btn btn-outline" onClick={ask} disabled={pending} aria-busy={pending}>
        {pending && <span className="btn__spinner" aria-hidden="true" />}
        {pending ? 'Writing...' : 'Ask the AI for a written critique'}
      </button>
    </div>
  );
}
