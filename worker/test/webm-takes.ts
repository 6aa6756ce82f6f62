import take1 from '../services/recordings/webm/fixtures/take-1.webm?inline';
import take2 from '../services/recordings/webm/fixtures/take-2.webm?inline';

// Two three-second takes of Chromium's fake camera and microphone, as MediaRecorder wrote them
// (scripts/record-webm-fixture.mjs). Vite hands a file imported `?inline` over as a data: URL.
const bytesOf = (dataUrl: string) => Uint8Array.from(atob(dataUrl.split(',')[1] ?? ''), (c) => c.charCodeAt(0));

export const WEBM_TAKES = [bytesOf(take1), bytesOf(take2)] as const;
