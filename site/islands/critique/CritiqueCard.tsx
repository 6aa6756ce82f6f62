import './CritiqueCard.css';
import { type CSSProperties, useState } from 'react';
import type { CritiqueDto } from '../../../worker/contract/critiques';
import { ASPECT_LABELS } from '../../../worker/domain/critiques';
import { serverMessage } from '../../lib/api-fetch';
import { timeAgo } from '../../lib/time-ago';
import { thankCritic } from '../../stores/critiques';
import { showToast } from '../../stores/toast';
import { DEFAULT_AVATAR } from '../shared/photo-urls';
import { useHydrated } from '../shared/use-hydrated';
import ViewerTime from '../shared/ViewerTime';
import { pinHue } from './critique-text';
import HelpfulnessRating from './HelpfulnessRating';
import { pinAnchor } from './PinnedPhoto';
import RatingText from './RatingText';
import ReportCritique from './ReportCritique';

type Props = {
  critique: CritiqueDto;
  // Its place among the request's critiques (oldest first): its pins' colour.
  index: number;
  now: number;
  // The photographer who asked: they rate and thank.
  isOwner: boolean;
  // Members other than its writer may report it.
  mayReport: boolean;
};

const NOTE_PARTS = [
  ['works', 'What works'],
  ['improve', 'What to improve'],
  ['next', 'Try next'],
] as const;

function ThankButton({ critiqueId }: { critiqueId: number }) {
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);
  async function thank() {
    setPending(true);
    try {
      await thankCritic(critiqueId);
    } catch (problem) {
      showToast({
        title: 'Could not send your thanks',
        description: serverMessage(problem, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }
  return (
    <button type="button" className="btn btn-outline btn-sm" disabled={!hydrated || pending} onClick={thank}>
      Thank
    </button>
  );
}

// One critique: who wrote it, per aspect a rating and the three notes, its pins' notes, and
// what the photographer made of it.
export default function CritiqueCard({ critique, index, now, isOwner, mayReport }: Props) {
  const hue = { '--pin-hue': pinHue(index) } as CSSProperties;
  return (
    <article className="critique-card" id={`critique-${critique.id}`} aria-labelledby={`critique-${critique.id}-by`}>
      <header className="critique-card__head">
        <img src={critique.critic.photoUrl ?? DEFAULT_AVATAR} alt="" width={36} height={36} loading="lazy" />
        <p className="critique-card__by" id={`critique-${critique.id}-by`}>
          {critique.critic.name}
          {critique.byMentor && <span className="critique-card__mentor">Mentor</span>}
        </p>
        <ViewerTime
          className="critique-card__when"
          dateTime={critique.createdAt}
          text={(clock) => timeAgo(critique.createdAt, now, clock)}
        />
      </header>
      {critique.notes.map((note) => (
        <section key={note.aspect} className="critique-note" aria-label={ASPECT_LABELS[note.aspect]}>
          <h4 className="critique-note__aspect">
            {ASPECT_LABELS[note.aspect]}
            <RatingText rating={note.rating} />
          </h4>
          <dl className="critique-note__parts">
            {NOTE_PARTS.filter(([part]) => note[part]).map(([part, label]) => (
              <div key={part}>
                <dt>{label}</dt>
                <dd>{note[part]}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      {critique.pins.length > 0 && (
        <ol className="critique-card__pins" aria-label="Notes pinned to the photo" style={hue}>
          {critique.pins.map((pin, i) => (
            <li key={pinAnchor(critique.id, i)} id={pinAnchor(critique.id, i)}>
              <span className="pin-number" aria-hidden="true">
                {i + 1}
              </span>
              {pin.note}
            </li>
          ))}
        </ol>
      )}
      {(isOwner || critique.helpfulness !== null || critique.thanked || mayReport) && (
        <footer className="critique-card__foot">
          {isOwner && critique.helpfulness === null && (
            <HelpfulnessRating critiqueId={critique.id} critic={critique.critic.name} />
          )}
          {critique.helpfulness !== null && (
            <p className="critique-card__rated">
              {isOwner ? 'You rated it' : 'The photographer rated it'}{' '}
              <RatingText rating={critique.helpfulness} of="for helpfulness" /> <span aria-hidden="true">helpful</span>
            </p>
          )}
          {critique.thanked ? (
            <span className="critique-card__thanked">Thanked</span>
          ) : (
            isOwner && <ThankButton critiqueId={critique.id} />
          )}
          {mayReport && <ReportCritique critiqueId={critique.id} critic={critique.critic.name} />}
        </footer>
      )}
    </article>
  );
}
