import type { CritiqueRequestDto } from '../../../worker/contract/critiques';
import { ASPECT_LABELS } from '../../../worker/domain/critiques';

// What the photographer was going for and wants to hear: the critics' brief.
export default function RequestAbout({ request }: { request: CritiqueRequestDto }) {
  return (
    <dl className="request-about">
      <div>
        <dt>What they were going for</dt>
        <dd>{request.intent}</dd>
      </div>
      {request.questions && (
        <div>
          <dt>What they want to hear about</dt>
          <dd>{request.questions}</dd>
        </div>
      )}
      <div>
        <dt>Aspects to look at</dt>
        <dd>
          <ul className="request-about__aspects">
            {request.aspects.map((aspect) => (
              <li key={aspect}>{ASPECT_LABELS[aspect]}</li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  );
}
