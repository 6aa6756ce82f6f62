// Demo files for the local seed. Photos, drawn here (no network, no stock images): simple
// landscape, portrait and street scenes rendered from SVG to JPEG with sharp, then put
// into the local R2 bucket (scripts/local-d1.mjs hands it over) where the demo entries point.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { DEMO_QUARANTINE_KEYS } from '../db/seed/demo-data-recovery.ts';
import { DEMO_REPLAY } from '../db/seed/demo-webinars.ts';

const palettes = [
  ['#0b1d3a', '#f28c28', '#ffd27a'],
  ['#10263b', '#5aa3c8', '#e9f1f7'],
  ['#1a1026', '#c2416b', '#f6b48f'],
  ['#0f2a1d', '#6fae6a', '#e4f2c9'],
];

function landscape(i, [deep, mid, light]) {
  const peaks = Array.from({ length: 7 }, (_, k) => `${k * 200},${420 + ((k * 97 + i * 53) % 180)}`).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
    <rect width="1200" height="800" fill="url(#sky)"/>
    <circle cx="${300 + i * 170}" cy="${300 + (i % 3) * 40}" r="70" fill="${light}" opacity="0.9"/>
    <polygon points="0,800 ${peaks} 1200,520 1200,800" fill="${deep}" opacity="0.85"/>
    <polygon points="0,800 0,640 300,580 650,660 900,600 1200,680 1200,800" fill="#05080d"/>
  </svg>`;
}

function portrait(i, [deep, mid, light]) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000">
    <defs><radialGradient id="light" cx="${0.3 + (i % 3) * 0.15}" cy="0.35" r="0.8"><stop offset="0" stop-color="${light}"/><stop offset="0.5" stop-color="${mid}"/><stop offset="1" stop-color="${deep}"/></radialGradient></defs>
    <rect width="800" height="1000" fill="#0a0a0c"/>
    <ellipse cx="400" cy="420" rx="180" ry="230" fill="url(#light)"/>
    <path d="M130 1000 C180 720 620 720 670 1000 Z" fill="${deep}"/>
  </svg>`;
}

function street(i, [deep, mid, light]) {
  const buildings = Array.from({ length: 9 }, (_, k) => {
    const h = 300 + ((k * 131 + i * 71) % 350);
    const windows = Array.from(
      { length: 6 },
      (_, w) =>
        `<rect x="${k * 135 + 20 + (w % 2) * 50}" y="${800 - h + 30 + Math.floor(w / 2) * 70}" width="30" height="40" fill="${(w + k + i) % 3 ? light : mid}" opacity="0.8"/>`,
    ).join('');
    return `<rect x="${k * 135}" y="${800 - h}" width="125" height="${h}" fill="${deep}"/>${windows}`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <rect width="1200" height="800" fill="#06070a"/>${buildings}
    <rect y="760" width="1200" height="40" fill="${mid}" opacity="0.5"/>
  </svg>`;
}

const SCENES = { landscape, portrait, street };

// The past demo webinar's replay, where its recording row points.
export function uploadDemoReplay(bucket) {
  return bucket.put(DEMO_REPLAY.key, readFileSync(DEMO_REPLAY.file), { httpMetadata: { contentType: 'video/webm' } });
}

const jpeg = (svg) => sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
const putJpeg = async (bucket, key, svg) => bucket.put(key, await jpeg(svg), { httpMetadata: { contentType: 'image/jpeg' } });

// Writes `count` photos per category as photos/demo-{category}-{n}.jpg, and the files the
// demo's quarantine still holds (the restored one is not there any more).
export async function uploadDemoPhotos(bucket, count) {
  for (const [category, draw] of Object.entries(SCENES)) {
    for (let n = 1; n <= count; n++) {
      await putJpeg(bucket, `photos/demo-${category}-${n}.jpg`, draw(n, palettes[n % palettes.length]));
    }
  }
  for (const [n, key] of DEMO_QUARANTINE_KEYS.slice(0, 2).entries()) {
    await putJpeg(bucket, key, landscape(n + 5, palettes[n]));
  }
}
