import { MAIL_GROUPS, type MailTemplateSummary } from '../../../worker/contract/mail-templates';

type Props = {
  templates: MailTemplateSummary[];
  chosen: string | null;
  // Mails with words typed and not saved.
  unsaved: string[];
  onChoose: (key: string) => void;
};

const groupsOf = (templates: MailTemplateSummary[]) =>
  MAIL_GROUPS.map((group) => ({ group, templates: templates.filter((each) => each.group === group) })).filter(
    (each) => each.templates.length > 0,
  );

const stateOf = (template: MailTemplateSummary, unsaved: string[]) =>
  unsaved.includes(template.key) ? 'Unsaved' : template.edited ? 'Edited' : null;

// The mails by what they are about: a list beside the editor on a wide screen, a menu above
// it on a narrow one.
export default function EmailTemplatesList({ templates, chosen, unsaved, onChoose }: Props) {
  const groups = groupsOf(templates);
  return (
    <nav className="mail-templates__nav" aria-label="Mail templates">
      <label className="mail-templates__menu">
        <span className="field__label">Mail</span>
        <select className="input admin-select" value={chosen ?? ''} onChange={(event) => onChoose(event.target.value)}>
          {groups.map(({ group, templates: inGroup }) => (
            <optgroup key={group} label={group}>
              {inGroup.map((template) => {
                const state = stateOf(template, unsaved);
                return (
                  <option key={template.key} value={template.key}>
                    {state ? `${template.name} (${state.toLowerCase()})` : template.name}
                  </option>
                );
              })}
            </optgroup>
          ))}
        </select>
      </label>
      <div className="mail-templates__list">
        {groups.map(({ group, templates: inGroup }) => (
          <section key={group} aria-label={group}>
            <h2 className="mail-templates__group">{group}</h2>
            <ul>
              {inGroup.map((template) => {
                const state = stateOf(template, unsaved);
                return (
                  <li key={template.key}>
                    <a
                      href={`?mail=${encodeURIComponent(template.key)}`}
                      aria-current={template.key === chosen ? 'page' : undefined}
                      onClick={(event) => {
                        event.preventDefault();
                        onChoose(template.key);
                      }}
                    >
                      <span>{template.name}</span>
                      {state && (
                        <span className={`admin-chip ${state === 'Unsaved' ? 'admin-chip--voting' : 'admin-chip--active'}`}>
                          {state}
                        </span>
                      )}
                    </a>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </nav>
  );
}
