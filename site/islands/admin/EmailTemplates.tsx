import './admin-chip.css';
import './EmailTemplates.css';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { MailWording } from '../../../worker/contract/mail-templates';
import { $mailTemplates } from '../../stores/mail-templates';
import LoadFailed from '../shared/LoadFailed';
import Spinner from '../shared/Spinner';
import { useUrlState } from '../shared/use-url-state';
import EmailTemplatesEditor from './EmailTemplatesEditor';
import EmailTemplatesList from './EmailTemplatesList';

const readKey = (query: URLSearchParams) => query.get('mail');
const hrefOf = (key: string | null) => (key ? `?mail=${encodeURIComponent(key)}` : location.pathname);

// /admin/email/templates: every mail the site sends beside the editor of the one chosen (kept
// in the address, `?mail=verify_email`). Words typed and not saved are kept per mail while the
// page is open, so looking at another mail loses nothing; leaving the page with some asks first.
export default function EmailTemplates() {
  const { data, error } = useStore($mailTemplates);
  const [chosen, choose] = useUrlState(readKey, hrefOf);
  const [drafts, setDrafts] = useState<Record<string, MailWording>>({});
  const unsaved = Object.keys(drafts);

  useEffect(() => {
    if (unsaved.length === 0) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    addEventListener('beforeunload', warn);
    return () => removeEventListener('beforeunload', warn);
  }, [unsaved.length]);

  if (error) return <LoadFailed what="the mail templates" />;
  if (!data) return <Spinner label="Loading mail templates..." />;
  const key = data.some((each) => each.key === chosen) ? (chosen as string) : (data[0]?.key ?? null);

  const setDraft = (mail: string, draft: MailWording | null) =>
    setDrafts(({ [mail]: _, ...others }) => (draft ? { ...others, [mail]: draft } : others));

  return (
    <div className="mail-templates">
      <EmailTemplatesList templates={data} chosen={key} unsaved={unsaved} onChoose={choose} />
      {key && (
        <EmailTemplatesEditor key={key} mailKey={key} draft={drafts[key] ?? null} onDraft={(draft) => setDraft(key, draft)} />
      )}
    </div>
  );
}
