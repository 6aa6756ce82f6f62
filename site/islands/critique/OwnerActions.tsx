import { useId, useState } from 'react';
import type { CritiqueRequestDto } from '../../../worker/contract/critiques';
import { PHOTO_TYPES } from '../../../worker/contract/files';
import { serverMessage } from '../../lib/api-fetch';
import { closeRequest, reviseRequest } from '../../stores/critiques';
import { showToast } from '../../stores/toast';
import { photoProblem } from '../challenges/photo-file';
import ConfirmDialog from '../shared/ConfirmDialog';
import { useHydrated } from '../shared/use-hydrated';

const failed = (title: string, problem: unknown) =>
  showToast({ title, description: serverMessage(problem, 'Please try again.'), variant: 'destructive' });

// What the photographer who asked can do: upload a revised version (shown against the
// original) and close the request to further critiques.
export default function OwnerActions({ request }: { request: CritiqueRequestDto }) {
  const hydrated = useHydrated();
  const fileId = useId();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState<'close' | 'revise' | null>(null);

  async function revise(file: File | undefined) {
    const problem = photoProblem(file ?? null);
    if (problem || !file)
      return showToast({ title: 'Choose another photo', description: problem ?? undefined, variant: 'destructive' });
    setPending('revise');
    try {
      await reviseRequest(request.id, file);
      showToast({ title: 'Revision added', description: 'Compare it with the original under the photo.' });
    } catch (problem) {
      failed('Could not upload the revision', problem);
    } finally {
      setPending(null);
    }
  }

  async function close() {
    setPending('close');
    try {
      await closeRequest(request.id);
      setConfirming(false);
    } catch (problem) {
      failed('Could not close the request', problem);
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="owner-actions">
      <h3>Your request</h3>
      <input
        id={fileId}
        className="sr-only"
        type="file"
        accept={PHOTO_TYPES.join(',')}
        disabled={!hydrated || pending !== null}
        onChange={(event) => {
          void revise(event.currentTarget.files?.[0]);
          event.currentTarget.value = '';
        }}
      />
      <label htmlFor={fileId} className="btn btn-outline owner-actions__upload" aria-disabled={pending !== null}>
        {pending === 'revise' && <span className="btn__spinner" aria-hidden="true" />}
        {request.revision ? 'Replace the revised version' : 'Upload a revised version'}
      </label>
      {request.status === 'open' ? (
        <button type="button" className="btn btn-ghost" disabled={!hydrated} onClick={() => setConfirming(true)}>
          Close request
        </button>
      ) : (
        <p className="owner-actions__closed">Closed: it takes no more critiques.</p>
      )}
      <ConfirmDialog
        open={confirming}
        title="Close this request?"
        message="It leaves the queue and takes no more critiques. The critiques it has stay here, and you can still rate and thank them."
        confirmLabel="Close request"
        pendingLabel="Closing..."
        cancelLabel="Keep it open"
        pending={pending === 'close'}
        onConfirm={close}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
