import './RequestCard.css';
import type { ReactNode } from 'react';
import type { CritiqueRequestDto } from '../../../worker/contract/critiques';
import { thumbFor } from '../../../worker/contract/files';
import { ASPECT_LABELS } from '../../../worker/domain/critiques';
import Photo from '../shared/Photo';
import { DEFAULT_AVATAR } from '../shared/photo-urls';
import Asked from './Asked';
import { counted } from './critique-text';
import type { CritiqueView } from './critique-view';
import ViewLink from './ViewLink';

type Props = {
  request: CritiqueRequestDto;
  now: number;
  onGo: (view: CritiqueView) => void;
  // The queue says how long a photo has waited.
  waiting?: boolean;
  // What a list adds under the card (the helpfulness a given critique earned).
  children?: ReactNode;
};

// A request in a list: its photo, who asked, what they want to hear about, and how many
// have answered. Its title opens it; the photo is the same link for a pointer.
export default function RequestCard({ request, now, onGo, waiting = false, children }: Props) {
  const to = { request: request.id };
  return (
    <article className="request-card">
      <ViewLink className="request-card__photo" to={to} onGo={onGo} aria-hidden tabIndex={-1}>
        <Photo sources={[thumbFor(request.photo.url), request.photo.url]} alt="" />
        {request.status !== 'open' && <span className="request-card__status">Closed</span>}
      </ViewLink>
      <div className="request-card__body">
        <h3 className="request-card__title">
          <ViewLink to={to} onGo={onGo}>
            {request.title}
          </ViewLink>
        </h3>
        <p className="request-card__by">
          <img src={request.requester.photoUrl ?? DEFAULT_AVATAR} alt="" width={24} height={24} loading="lazy" />
          {request.requester.name}
        </p>
        <ul className="request-card__aspects" aria-label="Wants to hear about">
          {request.aspects.map((aspect) => (
            <li key={aspect}>{ASPECT_LABELS[aspect]}</li>
          ))}
        </ul>
        <p className="request-card__meta">
          <span>{counted(request.critiqueCount, 'critique')}</span>
          <span aria-hidden="true"> · </span>
          <Asked at={request.createdAt} now={now} waiting={waiting} />
          {!request.isPublic && (
            <>
              <span aria-hidden="true"> · </span>
              <span>Members only</span>
            </>
          )}
        </p>
        {children}
      </div>
    </article>
  );
}
