import './admin-form.css';
import { useStore } from '@nanostores/react';
import { type FormEvent, useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import type { MailTemplateDetail, MailWording } from '../../../worker/contract/mail-templates';
import { renderWording, sampleUnsubscribe, wordingProblem } from '../../../worker/services/mail/template-render';
import { serverMessage } from '../../lib/api-fetch';
import { mailTemplate, restoreMailDefault, saveMailWording, sendTestMail } from '../../stores/mail-templates';
import { showToast } from '../../stores/toast';
import ConfirmDialog from '../shared/ConfirmDialog';
import LoadFailed from '../shared/LoadFailed';
import Spinner from '../shared/Spinner';
import EmailTemplatesHistory from './EmailTemplatesHistory';
import EmailTemplatesPreview from './EmailTemplatesPreview';

type Props = {
  mailKey: string;
  // Words typed and not saved, kept by the page while the admin looks at other mails.
  draft: MailWording | null;
  onDraft: (draft: MailWording | null) => void;
};

const same = (a: MailWording, b: MailWording) => a.subject === b.subject && a.body === b.body;

const savedLine = (t: MailTemplateDetail) =>
  t.savedAt && t.savedBy
    ? `Version ${t.version}, saved by ${t.savedBy} on ${new Date(t.savedAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}`
    : 'Never changed';

async function act<T>(run: () => Promise<T>, failed: string): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    showToast({ title: failed, description: serverMessage(error, 'Please try again.'), variant: 'destructive' });
    return null;
  }
}

export default function EmailTemplatesEditor({ mailKey, draft, onDraft }: Props) {
  const { data: template, error } = useStore(mailTemplate(mailKey));
  if (error) return <LoadFailed what="this mail template" />;
  if (!template) return <Spinner label="Loading the mail..." />;
  return <Editor template={template} draft={draft} onDraft={onDraft} />;
}

function Editor({
  template,
  draft,
  onDraft,
}: {
  template: MailTemplateDetail;
  draft: MailWording | null;
  onDraft: Props['onDraft'];
}) {
  const id = useId();
  const wording = draft ?? template.current;
  const names = template.variables.map((variable) => variable.name);
  const problem = wordingProblem(wording, names);
  const [pending, setPending] = useState<'save' | 'test' | 'restore' | null>(null);
  const [restoring, setRestoring] = useState(false);
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  // Where a value's chip writes its placeholder: the field last typed in, the body at first.
  const lastField = useRef<'subject' | 'body'>('body');

  // The preview follows the typing a moment behind, so typing stays quick.
  const shown = useDeferredValue(wording);
  const preview = useMemo(() => {
    const samples = Object.fromEntries(template.variables.map(({ name, sample }) => [name, sample]));
    return renderWording(shown, samples, template.notice ? sampleUnsubscribe(location.origin) : null);
  }, [shown, template]);

  const edit = (next: MailWording) => onDraft(same(next, template.current) ? null : next);

  function insert(name: string) {
    const field = lastField.current === 'subject' ? subjectRef.current : bodyRef.current;
    if (!field) return;
    const placeholder = `{{${name}}}`;
    const start = field.selectionStart ?? field.value.length;
    const end = field.selectionEnd ?? start;
    const value = `${field.value.slice(0, start)}${placeholder}${field.value.slice(end)}`;
    edit({ ...wording, [lastField.current]: value });
    requestAnimationFrame(() => {
      field.focus();
      field.setSelectionRange(start + placeholder.length, start + placeholder.length);
    });
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending('save');
    const saved = await act(() => saveMailWording(template.key, wording, template.version), 'Not saved');
    setPending(null);
    if (!saved) return;
    onDraft(null);
    showToast({ title: 'Saved', description: `Version ${saved.version} is used from the next “${saved.name}” mail.` });
  }

  async function test() {
    setPending('test');
    const queued = await act(() => sendTestMail(template.key, wording), 'Test mail not sent');
    setPending(null);
    if (queued) showToast({ title: 'Test mail sent', description: `It is on its way to ${queued.to}, with the sample values.` });
  }

  async function restore() {
    setPending('restore');
    const restored = await act(() => restoreMailDefault(template.key, template.version), 'Not restored');
    setPending(null);
    setRestoring(false);
    if (!restored) return;
    onDraft(null);
    showToast({ title: 'Default restored', description: `“${restored.name}” is sent in the words the site came with.` });
  }

  return (
    <section className="mail-editor" aria-labelledby={`${id}-title`}>
      <header className="mail-editor__head">
        <div>
          <h2 id={`${id}-title`}>{template.name}</h2>
          <p className="admin-section__lead">{template.description}</p>
        </div>
        <p className="mail-editor__state">
          <span className={`admin-chip ${template.edited ? 'admin-chip--active' : 'admin-chip--completed'}`}>
            {template.edited ? 'Edited' : 'Default'}
          </span>
          <span className="mail-templates__muted">{savedLine(template)}</span>
        </p>
      </header>

      <form className="mail-editor__form admin-panel" onSubmit={save}>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-subject`}>
            Subject
          </label>
          <input
            ref={subjectRef}
            id={`${id}-subject`}
            className="input"
            maxLength={200}
            value={wording.subject}
            onFocus={() => {
              lastField.current = 'subject';
            }}
            onChange={(event) => edit({ ...wording, subject: event.target.value })}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-body`}>
            Mail
          </label>
          <textarea
            ref={bodyRef}
            id={`${id}-body`}
            className="input textarea mail-editor__body"
            rows={14}
            maxLength={10_000}
            value={wording.body}
            aria-describedby={`${id}-how ${id}-problem`}
            aria-invalid={problem ? true : undefined}
            onFocus={() => {
              lastField.current = 'body';
            }}
            onChange={(event) => edit({ ...wording, body: event.target.value })}
          />
          <p id={`${id}-how`} className="field__hint">
            Plain text: a blank line starts a new paragraph, and a line like “Open Session: {'{{sessionUrl}}'}” becomes the
            button.
            {template.notice && ' The line saying why the mail came, with its unsubscribe link, is added below.'}
          </p>
          <p id={`${id}-problem`} className="field__error" aria-live="polite">
            {problem}
          </p>
        </div>

        <div className="mail-editor__values">
          <p className="field__label" id={`${id}-values`}>
            Values this mail can use
          </p>
          <ul aria-labelledby={`${id}-values`}>
            {template.variables.map(({ name, sample }) => (
              <li key={name}>
                <button
                  type="button"
                  className="mail-editor__chip"
                  title={`Sample: ${sample}`}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => insert(name)}
                >
                  {`{{${name}}}`}
                </button>
                <span className="mail-editor__sample">{sample}</span>
              </li>
            ))}
          </ul>
        </div>

        <div className="mail-editor__actions">
          <button type="submit" className="btn btn-primary" disabled={!draft || problem !== null || pending !== null}>
            {pending === 'save' ? 'Saving...' : 'Save'}
          </button>
          <button type="button" className="btn btn-outline" disabled={problem !== null || pending !== null} onClick={test}>
            {pending === 'test' ? 'Sending...' : 'Send me a test'}
          </button>
          {draft && (
            <button type="button" className="btn btn-ghost" disabled={pending !== null} onClick={() => onDraft(null)}>
              Discard changes
            </button>
          )}
          <button
            type="button"
            className="btn btn-ghost btn-ghost--danger"
            disabled={!template.edited || pending !== null}
            onClick={() => setRestoring(true)}
          >
            Restore the default
          </button>
        </div>
      </form>

      <EmailTemplatesPreview mail={preview} />

      <EmailTemplatesHistory
        history={template.history}
        onLoad={(version) =>
          edit(
            version.subject !== null && version.body !== null
              ? { subject: version.subject, body: version.body }
              : template.defaultWording,
          )
        }
      />

      <ConfirmDialog
        open={restoring}
        title="Restore the default wording?"
        message={`“${template.name}” goes back to the words the site came with, from the next mail. Your versions stay in the history.`}
        confirmLabel="Restore the Default"
        pendingLabel="Restoring..."
        cancelLabel="Keep mine"
        pending={pending === 'restore'}
        onConfirm={restore}
        onCancel={() => setRestoring(false)}
      />
    </section>
  );
}
