import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../../app';
import type { CoachHistory, CoachReportBody, CoachReportDto } from '../../contract/coach';
import { ORIGIN, allowlist, makeChallenge, makeEntry, makeUser, present, request, send, setFlag } from '../../test/helpers';
import { JPEG } from '../../test/images';

const levels = () => Array.from({ length: 256 }, (_, i) => (i % 7) * 10);

// A report as the browser's coach makes one: one finding worth fixing, one worth a look.
const REPORT: CoachReportBody = {
  measurements: {
    histogram: { luminance: levels(), red: levels(), green: levels(), blue: levels() },
    exposure: {
      meanLuminancePercent: 31,
      medianLuminancePercent: 27,
      clippedShadowsPercent: 4.2,
      clippedHighlightsPercent: 0,
      suggestedEv: 1,
    },
    contrast: { rms: 0.21, p5: 0.04, p95: 0.71, spread: 0.67 },
    colourCast: { redRatio: 1.1, greenRatio: 1, blueRatio: 0.9, warmth: 0.2, tint: 0, direction: 'warm' },
    sharpness: {
      laplacianVariance: 120,
      crispness: 1.2,
      sharpestArea: 0.8,
      map: { cols: 2, rows: 2, values: [1, 0.5, 0.2, 0.1] },
    },
    noise: { sigma: 2.1 },
    horizon: { tiltDegrees: 1.5, line: { x1: 0, y1: 0.5, x2: 1, y2: 0.47 } },
    composition: { subject: { x: 0.5, y: 0.5 }, nearestThird: { x: 0.33, y: 0.33 }, thirdsDistance: 0.2, crop: null },
  },
  findings: [
    {
      id: 'exposure',
      title: 'Exposure',
      verdict: 'fix',
      value: 'Mean luminance 31%, median 27%',
      meaning: 'Darker than most scenes',
      suggestion: 'Add about one stop',
      caveat: 'A night scene is meant to be dark',
    },
    {
      id: 'horizon',
      title: 'Horizon',
      verdict: 'note',
      value: 'Tilted 1.5°',
      meaning: 'The horizon rises to the right',
      suggestion: 'Rotate 1.5° clockwise',
      caveat: 'A sloping shore is not a horizon',
    },
  ],
  width: 6000,
  height: 4000,
  analysedWidth: 1024,
  analysedHeight: 683,
  exifSource: 'file',
  exif: { exposureTime: 0.02, focalLength: 35, focalLength35mm: 53, fNumber: 2.8, iso: 800 },
};
const THUMBNAIL = `data:image/jpeg;base64,${btoa(String.fromCharCode(...JPEG))}`;

const save = (cookie: string, body: unknown) => send('POST', '/api/coach/reports', body, cookie);
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

// The vision model, faked: what it was asked, and its answer.
function fakeVision(answer: string) {
  const asked: { model: string; input: { messages: { content: string }[]; image: number[] } }[] = [];
  const AI = {
    run: async (model: string, input: (typeof asked)[number]['input']) => {
      asked.push({ model, input });
      return { response: answer };
    },
  };
  const call = async (method: string, path: string, cookie: string, body?: BodyInit) => {
    const ctx = createExecutionContext();
    const res = await app.request(
      `${ORIGIN}${path}`,
      { method, body, headers: { Cookie: cookie, Origin: ORIGIN } },
      { ...env, AI: AI as unknown as Ai },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return res;
  };
  return { asked, call };
}

describe('coach reports', () => {
  it('are saved for the member, of a dropped file or one of their entries, listed latest first and theirs alone', async () => {
    const { user, cookie } = await makeUser();
    const stranger = await makeUser();
    const entry = await makeEntry((await makeChallenge('voting')).id, user.id, 'Harbour at dawn');
    const dropped = await save(cookie, { title: 'IMG_2041.jpg', thumbnail: THUMBNAIL, report: REPORT });
    expect(dropped.status).toBe(201);
    const first = (await dropped.json()) as CoachReportDto;
    expect([first.imageUrl, first.narration, first.report.findings.length]).toEqual([THUMBNAIL, null, 2]);
    const picked = (await (
      await save(cookie, { title: 'Harbour at dawn', submissionId: entry.id, report: REPORT })
    ).json()) as CoachReportDto;
    expect(picked.imageUrl).toBe(entry.imageUrl);

    const history = (await (await request('/api/coach/reports', { cookie })).json()) as CoachHistory;
    expect(history.reports.map((r) => [r.id, r.fixes, r.notes])).toEqual([
      [picked.id, 1, 1],
      [first.id, 1, 1],
    ]);
    expect((await request(`/api/coach/reports/${first.id}`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await send('DELETE', `/api/coach/reports/${first.id}`, undefined, stranger.cookie)).status).toBe(404);
    expect((await send('DELETE', `/api/coach/reports/${first.id}`, undefined, cookie)).status).toBe(200);
    expect((await request(`/api/coach/reports/${first.id}`, { cookie })).status).toBe(404);
  });

  it('refuses what the coach did not make, writing nothing', async () => {
    const { cookie } = await makeUser();
    const other = await makeUser();
    const theirs = await makeEntry((await makeChallenge('voting')).id, other.user.id);
    const histogram = { ...REPORT.measurements.histogram, red: [1, 2, 3] };
    const cases: [unknown, number, string][] = [
      [
        { title: 'x', report: { ...REPORT, measurements: { ...REPORT.measurements, histogram } } },
        400,
        'report.measurements.histogram.red',
      ],
      [
        { title: 'x', thumbnail: 'data:text/html;base64,PGI+', report: REPORT },
        400,
        'thumbnail: The thumbnail must be a JPEG data URL',
      ],
      [{ title: 'x', report: { ...REPORT, findings: [{ ...REPORT.findings[0], id: 'vibes' }] } }, 400, 'report.findings.0.id'],
      [{ title: 'x', submissionId: theirs.id, report: REPORT }, 404, 'Pick one of your own photos'],
      [{ title: '', report: REPORT }, 400, 'title: Name the photo'],
    ];
    for (const [body, status, message] of cases) {
      const res = await save(cookie, body);
      expect(res.status).toBe(status);
      expect(await messageOf(res)).toContain(message);
    }
    const history = (await (await request('/api/coach/reports', { cookie })).json()) as CoachHistory;
    expect(history.reports).toEqual([]);
  });
});

describe('narration', () => {
  it('is off without the site’s vision model, and says so', async () => {
    const { cookie } = await makeUser();
    await setFlag('ai_coach_access', true, 100);
    expect(await (await request('/api/coach/status', { cookie })).json()).toEqual({ narration: false });
    const saved = (await (await save(cookie, { title: 'Dusk', thumbnail: THUMBNAIL, report: REPORT })).json()) as CoachReportDto;
    const res = await send('POST', `/api/coach/reports/${saved.id}/narration`, undefined, cookie);
    expect([res.status, await messageOf(res)]).toEqual([
      503,
      'Narration is off on this site: the measured findings are all there is',
    ]);
  });

  it('with the model, is written once from the photo and the findings, for members with AI coach access', async () => {
    await setFlag('ai_coach_access', false);
    const { user, cookie } = await makeUser();
    const saved = (await (await save(cookie, { title: 'Dusk', thumbnail: THUMBNAIL, report: REPORT })).json()) as CoachReportDto;
    const vision = fakeVision(
      'Sure! {"critique": "The warm light works; lift the shadows by a stop.", "altText": "A harbour at dusk."}',
    );
    const refused = await vision.call('POST', `/api/coach/reports/${saved.id}/narration`, cookie);
    expect([refused.status, await messageOf(refused)]).toEqual([403, 'Feature Not Available']);
    await allowlist('ai_coach_access', user.id);
    expect(await (await vision.call('GET', '/api/coach/status', cookie)).json()).toEqual({ narration: true });

    const narrated = (await (
      await vision.call('POST', `/api/coach/reports/${saved.id}/narration`, cookie)
    ).json()) as CoachReportDto;
    expect([narrated.narration, narrated.altText]).toEqual([
      'The warm light works; lift the shadows by a stop.',
      'A harbour at dusk.',
    ]);
    const [asked] = vision.asked;
    expect(asked?.model).toBe('@cf/meta/llama-3.2-11b-vision-instruct');
    expect(asked?.input.image).toEqual([...JPEG]);
    expect(present(asked).input.messages[1]?.content).toContain(
      'Exposure (fix): Mean luminance 31%, median 27%. Add about one stop',
    );
    await vision.call('POST', `/api/coach/reports/${saved.id}/narration`, cookie);
    expect(vision.asked).toHaveLength(1);

    const form = new FormData();
    form.append('photo', new Blob([JPEG]), 'entry.jpg');
    const draft = await vision.call('POST', '/api/coach/alt-text', cookie, form);
    expect(await draft.json()).toEqual({ altText: 'A harbour at dusk.' });
  });
});
