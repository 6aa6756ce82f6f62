import { useId } from 'react';
import type { MailTemplateVersion } from '../../../worker/contract/mail-templates';

type Props = { history: MailTemplateVersion[]; onLoad: (version: MailTemplateVersion) => void };

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

// Every saved version, newest (in use) first. Loading one puts its words in the editor, to be
// saved again as the newest: going back never rewrites the past.
export default function EmailTemplatesHistory({ history, onLoad }: Props) {
  const id = useId();
  return (
    <section className="mail-history" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Versions</h3>
      {history.length === 0 ? (
        <p className="mail-templates__muted">None yet: this mail has always been sent in its default words.</p>
      ) : (
        <ol className="admin-rows">
          {history.map((version, i) => (
            <li key={version.version}>
              <div>
                <strong>Version {version.version}</strong>
                {i === 0 && <span className="admin-chip admin-chip--active">In use</span>}
                <span className="mail-history__what">
                  {version.subject === null ? 'Default restored' : `“${version.subject}”`}
                </span>
                <span className="mail-templates__muted">
                  {version.savedBy}, {when(version.savedAt)}
                </span>
              </div>
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => onLoad(version)}>
                Load into editor<span className="sr-only">: version {version.version}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
