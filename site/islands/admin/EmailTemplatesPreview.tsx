import { useId, useState } from 'react';
import type { RenderedMail } from '../../../worker/services/mail/template-render';

const VIEWS = [
  ['html', 'As sent'],
  ['text', 'Plain text'],
] as const;

// The mail as the wording on screen makes it with the sample values: the HTML in a frame that
// may run nothing (`sandbox=""`), or the plain text a mail program shows instead.
export default function EmailTemplatesPreview({ mail }: { mail: RenderedMail }) {
  const id = useId();
  const [view, setView] = useState<'html' | 'text'>('html');
  return (
    <section className="mail-preview" aria-labelledby={`${id}-title`}>
      <div className="mail-preview__head">
        <h3 id={`${id}-title`}>Preview, with sample values</h3>
        <div className="mail-preview__views">
          {VIEWS.map(([value, label]) => (
            <button
              key={value}
              type="button"
              className="mail-preview__view"
              aria-pressed={view === value}
              onClick={() => setView(value)}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      <p className="mail-preview__subject">
        <span className="mail-templates__muted">Subject</span> {mail.subject}
      </p>
      {view === 'html' ? (
        <iframe className="mail-preview__frame" title="The mail as sent" sandbox="" srcDoc={mail.html} />
      ) : (
        <pre className="mail-preview__text">{mail.text}</pre>
      )}
    </section>
  );
}
