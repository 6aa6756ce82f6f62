import { useState } from 'react';
import { HELPFUL_FROM } from '../../../worker/domain/critiques';
import { serverMessage } from '../../lib/api-fetch';
import { rateCritique } from '../../stores/critiques';
import { showToast } from '../../stores/toast';
import { useHydrated } from '../shared/use-hydrated';

type Props = { critiqueId: number; critic: string };

const WORDS = ['', 'not helpful', 'a little helpful', 'helpful', 'very helpful', 'extremely helpful'];

// The photographer rates a critique's helpfulness once; a 4 or 5 earns its writer a credit.
export default function HelpfulnessRating({ critiqueId, critic }: Props) {
  const hydrated = useHydrated();
  const [pending, setPending] = useState<number | null>(null);

  async function rate(helpfulness: number) {
    setPending(helpfulness);
    try {
      await rateCritique(critiqueId, helpfulness);
      showToast({
        title: 'Thanks for rating it',
        description: helpfulness >= HELPFUL_FROM ? `${critic} earns a credit for a helpful critique.` : undefined,
      });
    } catch (problem) {
      showToast({ title: 'Could not rate it', description: serverMessage(problem, 'Please try again.'), variant: 'destructive' });
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="helpfulness" role="group" aria-labelledby={`helpfulness-${critiqueId}`}>
      <span id={`helpfulness-${critiqueId}`} className="helpfulness__label">
        How helpful was this?
      </span>
      <div className="helpfulness__buttons">
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            className="helpfulness__button"
            disabled={!hydrated || pending !== null}
            aria-busy={pending === n}
            aria-label={`${n} out of 5: ${WORDS[n]}`}
            onClick={() => rate(n)}
          >
            {n}
          </button>
        ))}
      </div>
    </div>
  );
}
