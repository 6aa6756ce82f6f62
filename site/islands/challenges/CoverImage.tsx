import type { ChallengeDto } from '../../../worker/contract/challenges';
import Photo from '../shared/Photo';

// The cover as the challenge's author framed it: imageTransform scales the picture and
// shifts it by a percentage of its own size.
export default function CoverImage({ challenge }: { challenge: ChallengeDto }) {
  const t = challenge.imageTransform;
  const style = t ? { transform: `translate(${t.x}%, ${t.y}%) scale(${t.scale})` } : undefined;
  return (
    <div className="challenge-hero__cover" aria-hidden="true">
      <Photo sources={[challenge.coverImage, challenge.thumbnailImage]} alt="" urgent style={style} />
    </div>
  );
}
