import type { ChallengeDto } from '../../../worker/contract/challenges';
import { COVER_SIZES, thumbFor, variantSrcSet } from '../../../worker/contract/files';
import Photo from '../shared/Photo';

// The cover as the challenge's author framed it: imageTransform scales the picture and
// shifts it by a percentage of its own size.
export default function CoverImage({ challenge }: { challenge: ChallengeDto }) {
  const t = challenge.imageTransform;
  const style = t ? { transform: `translate(${t.x}%, ${t.y}%) scale(${t.scale})` } : undefined;
  // An uploaded cover has resized copies: the browser takes the one the screen needs.
  const cover = challenge.coverImage;
  const display = cover && thumbFor(cover, 'display');
  const thumb = cover && thumbFor(cover);
  const srcSet = thumb ? variantSrcSet(thumb) : undefined;
  return (
    <div className="challenge-hero__cover" aria-hidden="true">
      <Photo
        sources={[display, cover, challenge.thumbnailImage]}
        srcSet={srcSet}
        sizes={srcSet && COVER_SIZES}
        alt=""
        urgent
        style={style}
      />
    </div>
  );
}
