import './stats.css';
import './PhotoPage.css';
import { useEffect, useState } from 'react';
import type { ChallengeDto } from '../../../worker/contract/challenges';
import { PHOTO_PAGE_SIZES, variantSrcSet } from '../../../worker/contract/files';
import type { SubmissionDto } from '../../../worker/contract/submissions';
import { readEdgeState } from '../../lib/edge-state';
import { photoTypeOf } from '../../lib/photo-type';
import { primeLikes } from '../../stores/likes';
import ErrorBoundary from '../shared/ErrorBoundary';
import { challengeHref } from '../shared/community-links';
import CameraDetails from './CameraDetails';
import Comments from './Comments';
import EntryAuthor from './EntryAuthor';
import LikeButton from './LikeButton';
import Photo from '../shared/Photo';
import PhotoScore from './PhotoScore';
import RankBadge from '../shared/RankBadge';
import ReportDialog from './ReportDialog';
import { displayUrl, loginHref, photoHref } from '../shared/photo-urls';
import { showCarriedToast } from '../shared/carried-toast';
import { useViewer } from './use-viewer';

type PhotoPageData = { photo: SubmissionDto; challenge: ChallengeDto };

// The Worker answers 404 for unknown ids, so the photo and its challenge are there on every
// served page (only the build renders this without them). The photo already says how many
// like it and whether the viewer does, so the like button asks nothing.
function readPage(): PhotoPageData | null {
  const page = readEdgeState().page as Partial<PhotoPageData> | undefined;
  if (!page?.photo || !page.challenge) return null;
  primeLikes(page.photo, photoTypeOf(page.challenge));
  return { photo: page.photo, challenge: page.challenge };
}

function PhotoView({ photo, challenge }: PhotoPageData) {
  const type = photoTypeOf(challenge);
  const viewer = useViewer();
  const [reporting, setReporting] = useState(false);
  useEffect(showCarriedToast, []);
  return (
    <div className="container photo-page">
      <figure className="photo-page__frame">
        <Photo
          sources={[displayUrl(photo), photo.imageUrl]}
          srcSet={variantSrcSet(photo.thumbnailUrl)}
          sizes={PHOTO_PAGE_SIZES}
          alt={photo.altText || photo.title}
          width={photo.width ?? undefined}
          height={photo.height ?? undefined}
          urgent
          className="photo-page__img"
        />
      </figure>
      <aside className="photo-page__side">
        <a className="back-link" href={challengeHref(challenge)}>
          {photo.challengeTitle}
        </a>
        <h1>{photo.title}</h1>
        <div className="photo-page__byline">
          <EntryAuthor entry={photo} />
          {photo.rank !== null && <RankBadge rank={photo.rank} />}
        </div>
        {photo.description && <p className="photo-page__description">{photo.description}</p>}
        <div className="photo-page__stats">
          <LikeButton photoId={photo.id} photoType={type} initialCount={photo.likesCount} />
          {photo.voteCount !== null && (
            <span className="stat">
              <strong>{photo.voteCount}</strong> {photo.voteCount === 1 ? 'vote' : 'votes'}
            </span>
          )}
          {photo.score !== null && (
            <span className="stat">
              Score <strong>{photo.score.toFixed(2)}</strong>
            </span>
          )}
        </div>
        <PhotoScore photo={photo} challenge={challenge} />
        <CameraDetails camera={photo.camera} />
        {viewer ? (
          <button type="button" className="link-button photo-page__report" onClick={() => setReporting(true)}>
            Report
          </button>
        ) : (
          <a className="photo-page__report" href={loginHref(photoHref(photo.id, type))}>
            Log in to report
          </a>
        )}
        <ReportDialog subject="photo" target={String(photo.id)} open={reporting} onClose={() => setReporting(false)} />
      </aside>
      <div className="photo-page__comments">
        <Comments photoId={photo.id} photoType={type} />
      </div>
    </div>
  );
}

export default function PhotoPage() {
  const [page] = useState(readPage);
  return <ErrorBoundary>{page && <PhotoView {...page} />}</ErrorBoundary>;
}
