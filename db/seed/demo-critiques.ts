// Photo critique for the demo: ansel's request answered by dorothea (pins, rated helpful and
// thanked) and by vivian, with his revision; imogen's with a critique from the mentor maya,
// waiting for her rating; dorothea's and henri's (members only) waiting for their first. The
// credit ledger adds up: everyone's welcome credits, four asks, one credit earned, and henri's
// Portfolio Pro credits for this month. ansel has a saved AI coach report.
import { creditPeriod } from '../../worker/domain/critiques.ts';
import coachReport from './demo-coach-report.json' with { type: 'json' };
import { insert, type Row } from './sql.ts';

// A report the coach made (its measurements and findings, as saved from the browser) of a
// dark, warm, tilted scene, for ansel's history on /ai-coach.
const COACH_REPORT = JSON.stringify(coachReport);

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const [ANSEL, DOROTHEA, VIVIAN, IMOGEN, HENRI, MAYA] = [2, 3, 4, 5, 6, 7];

const entryOf = (entries: Row[], author: number, skip = 0) => {
  const entry = entries.filter((e) => e.user_id === author)[skip];
  if (!entry) throw new Error(`The demo has no entry ${skip + 1} by member ${author}`);
  return entry;
};

const note = (aspect: string, rating: number, works: string, improve: string, next: string) => ({
  aspect,
  rating,
  works,
  improve,
  next,
});
const length = (notes: ReturnType<typeof note>[], pins: { note: string }[]) =>
  [...notes.flatMap((n) => [n.works, n.improve, n.next]), ...pins.map((p) => p.note)].join('').length;

export function demoCritiques(now: number, entries: Row[]): string[] {
  const asks: [number, Row, string, string, string, string[], boolean, number][] = [
    [
      ANSEL,
      entryOf(entries, ANSEL),
      'Morning over the ridge',
      'I wanted the first light to feel cold and quiet, with the ridge leading you in from the left.',
      'Does the ridge really lead the eye, or does the bright sky pull it away first?',
      ['general', 'composition', 'colour'],
      true,
      6,
    ],
    [
      IMOGEN,
      entryOf(entries, IMOGEN),
      'Corner café',
      'A warm corner of the city at closing time; I hoped the window light would carry the mood.',
      'Is the focus where it should be? I was shooting wide open.',
      ['focus', 'depth', 'exposure'],
      true,
      4,
    ],
    [
      DOROTHEA,
      entryOf(entries, DOROTHEA),
      'Grandmother’s hands',
      'A close portrait of hands that have worked all their life, in soft window light.',
      '',
      ['general', 'subject', 'colour'],
      true,
      2,
    ],
    [
      HENRI,
      entryOf(entries, HENRI),
      'Crossing at Canal Street',
      'Street at rush hour: I waited for the gap between the two walkers.',
      'Would it be stronger in black and white?',
      ['composition', 'colour', 'exposure'],
      false,
      1,
    ],
  ];
  // ansel's revision: another photo of the same kind of scene, as a reworked version would be.
  const original = String(asks[0][1].image_url);
  const kind = original.replace(/-\d+\.jpg$/, '');
  const revision = entries.find((e) => String(e.image_url).startsWith(kind) && e.image_url !== original) ?? asks[0][1];
  const requests = asks.map(([userId, entry, title, intent, questions, aspects, isPublic, daysAgo], i) => ({
    id: i + 1,
    user_id: userId,
    submission_id: entry.id,
    image_url: entry.image_url,
    filename: null,
    width: entry.width,
    height: entry.height,
    title,
    intent,
    questions,
    aspects: JSON.stringify(aspects),
    is_public: isPublic,
    status: 'open',
    critique_count: [2, 1, 0, 0][i],
    revision_url: i === 0 ? revision.image_url : null,
    revision_filename: null,
    revision_width: i === 0 ? revision.width : null,
    revision_height: i === 0 ? revision.height : null,
    revised_at: i === 0 ? now - 2 * DAY : null,
    created_at: now - daysAgo * DAY,
  }));

  const dorotheasNotes = [
    note(
      'general',
      4,
      'The cold blue of the valley against the first warm light on the peaks is exactly the quiet you describe.',
      'The sky is a stop brighter than the land and wins the eye before the ridge can lead it.',
      'A graduated filter, or bracket and blend two exposures.',
    ),
    note(
      'composition',
      3,
      'The ridge line enters low on the left, a natural way in.',
      'It ends in the middle of the frame, and the eye stops there: a crop from the right would let it run on.',
      'Try a 4:5 crop that ends the ridge on the right third.',
    ),
  ];
  const dorotheasPins = [
    { x: 0.72, y: 0.18, note: 'Brightest part of the sky: this is where the eye goes first' },
    { x: 0.5, y: 0.55, note: 'The ridge stops here, dead centre' },
  ];
  const viviansNotes = [
    note(
      'colour',
      4,
      'Lovely restraint in the white balance; nothing is pushed.',
      'The shadows on the right have a green tint from the trees; pull it toward neutral.',
      'Check the shadows with a colour picker before export.',
    ),
  ];
  const mayasNotes = [
    note(
      'focus',
      3,
      'The sign in the window is crisp, so the lens did its job.',
      'Focus fell on the sign, not on the woman at the counter, who is the story. At f/1.8 there is no room for error.',
      'Focus on the eye nearest you, or stop down to f/2.8 for a little margin.',
    ),
    note(
      'exposure',
      4,
      'Exposing for the window kept the warm highlights from clipping.',
      'The street side is very dark; a third of a stop more would open it without losing the window.',
      'Meter for the brightest part you must keep, then lift shadows gently.',
    ),
  ];
  const mayasPins = [{ x: 0.35, y: 0.42, note: 'Sharpest point of the photo: the sign, not the face' }];
  const critique = (
    id: number,
    requestId: number,
    criticId: number,
    notes: ReturnType<typeof note>[],
    pins: typeof mayasPins,
  ) => ({
    id,
    request_id: requestId,
    critic_id: criticId,
    notes: JSON.stringify(notes),
    pins: JSON.stringify(pins),
    length: length(notes, pins),
    by_mentor: criticId === MAYA,
    helpfulness: null as number | null,
    rated_at: null as number | null,
    thanked_at: null as number | null,
    created_at: now - 5 * DAY + id * HOUR,
  });
  const critiques = [
    {
      ...critique(1, 1, DOROTHEA, dorotheasNotes, dorotheasPins),
      helpfulness: 5,
      rated_at: now - 4 * DAY,
      thanked_at: now - 4 * DAY,
    },
    { ...critique(2, 1, VIVIAN, viviansNotes, []), helpfulness: 3, rated_at: now - 4 * DAY },
    critique(3, 2, MAYA, mayasNotes, mayasPins),
  ];

  const credit = (userId: number, delta: number, reason: string, at: number, refs: Row = {}) => ({
    user_id: userId,
    delta,
    reason,
    request_id: refs.request_id ?? null,
    critique_id: refs.critique_id ?? null,
    period: refs.period ?? null,
    created_at: at,
  });
  const credits = [
    ...[ANSEL, IMOGEN, DOROTHEA, HENRI].map((userId) => credit(userId, 2, 'welcome', now - 7 * DAY)),
    ...requests.map((r) => credit(r.user_id, -1, 'ask', r.created_at, { request_id: r.id })),
    credit(DOROTHEA, 1, 'earned', now - 4 * DAY, { request_id: 1, critique_id: 1 }),
    credit(HENRI, 5, 'monthly', now - DAY, { period: creditPeriod(new Date(now)) }),
  ];
  const coach = entryOf(entries, ANSEL, 2);
  return [
    insert('critique_requests', requests),
    insert('critiques', critiques),
    insert('critique_credits', credits),
    insert('coach_reports', [
      {
        user_id: ANSEL,
        submission_id: coach.id,
        title: coach.title,
        thumbnail: null,
        report: COACH_REPORT,
        created_at: now - 3 * DAY,
      },
    ]),
  ];
}
