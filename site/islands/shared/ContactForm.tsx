// Its rules come with it (contact-dialog.css, loaded by scripts/contact-opening.ts).
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useId, useState, type FormEvent } from 'react';
import { CONTACT_LENGTHS } from '../../../worker/contract/inbox';
import type { OwnProfile } from '../../../worker/contract/users';
import { answer, api } from '../../lib/api-client';
import { serverMessage } from '../../lib/api-fetch';
import { $ownProfile } from '../../stores/account';
import { $viewer } from '../../stores/user';
import TextAreaField from '../fields/TextAreaField';
import TextField from '../fields/TextField';
import Notice from './Notice';
import { formValues, useFieldErrors } from './use-field-errors';
import { useModalDialog } from './use-modal-dialog';

const loadContract = () => import('../../../worker/contract/inbox');

// A visitor has no profile to ask for.
const NO_PROFILE = atom<{ data?: OwnProfile }>({});

type Props = { open: boolean; onClose: () => void };

// 'Contact us' (the footer's link): a message to the site's team, for visitors and members.
// It lands in /admin/inbox; the answer comes by email.
export default function ContactForm({ open, onClose }: Props) {
  const ref = useModalDialog(open);
  const id = useId();
  const viewer = useStore($viewer);
  const { data: profile } = useStore(viewer ? $ownProfile : NO_PROFILE);
  const { errors, validate, formProps } = useFieldErrors(loadContract);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);
  const name = viewer ? [viewer.firstName, viewer.lastName].filter(Boolean).join(' ') || viewer.username : '';
  // A member's form waits for their address, which it sends along.
  const waiting = viewer !== null && !profile;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const input = await validate(
      (contract) => contract.contactSchema,
      viewer ? { ...values, email: profile?.email ?? '' } : values,
    );
    if (!input) return;
    setPending(true);
    setFailure(null);
    try {
      const { message } = await answer(api.contact.index.$post({ json: input }));
      setThanks(message);
    } catch (error) {
      setFailure(serverMessage(error, "Your message wasn't sent. Please try again."));
    } finally {
      setPending(false);
    }
  }

  function close() {
    onClose();
    // The next opening starts a new message; an unsent one stays as typed.
    if (thanks) setThanks(null);
  }

  return (
    <dialog ref={ref} className="dialog contact-dialog" aria-labelledby={`${id}-title`} onClose={close}>
      <div className="dialog__body">
        <h2 id={`${id}-title`}>Contact us</h2>
        <button type="button" className="dialog__close" aria-label="Close" onClick={close}>
          ×
        </button>
        {thanks ? (
          <div className="contact-dialog__done">
            <Notice tone="success">{thanks}</Notice>
            <div className="dialog__actions">
              <button type="button" className="btn btn-primary" onClick={close}>
                Done
              </button>
            </div>
          </div>
        ) : (
          <form className="form contact-dialog__form" onSubmit={submit} {...formProps}>
            <p>Questions, problems, ideas: write to the team behind Aperture Circle. We answer by email.</p>
            <TextField
              name="name"
              label="Your name"
              autoComplete="name"
              defaultValue={name}
              maxLength={CONTACT_LENGTHS.name}
              error={errors.name}
            />
            {viewer ? (
              // A member's reply address is their account's: shown, not asked for (the
              // server uses it whatever is sent).
              <TextField
                name="email"
                label="Email"
                type="email"
                value={profile?.email ?? ''}
                readOnly
                hint="We reply to the address on your account."
              />
            ) : (
              <TextField name="email" label="Email" type="email" autoComplete="email" error={errors.email} />
            )}
            <TextField name="subject" label="Subject" maxLength={CONTACT_LENGTHS.subject} error={errors.subject} />
            <TextAreaField
              name="message"
              label="Message"
              rows={6}
              maxLength={CONTACT_LENGTHS.message}
              error={errors.message}
              hint="Plain text, up to 5,000 characters."
            />
            {failure && <Notice tone="error">{failure}</Notice>}
            <div className="dialog__actions">
              <button type="button" className="btn btn-ghost" onClick={close}>
                Cancel
              </button>
              <button type="submit" className="btn btn-primary" disabled={pending || waiting} aria-busy={pending}>
                {pending && <span className="btn__spinner" aria-hidden="true" />}
                {pending ? 'Sending...' : 'Send message'}
              </button>
            </div>
          </form>
        )}
      </div>
    </dialog>
  );
}
