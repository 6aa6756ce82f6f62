import { map } from 'nanostores';
import { keyOf } from '../../worker/routes/clients';
import type { GalleryPage } from '../../worker/contract/gallery';
import { galleryPageQuery } from '../../worker/contract/list-pages';
import type { SubmissionDto } from '../../worker/contract/submissions';
import { answer, api } from '../lib/api-client';
import { onEdgeState, takeEdgeAnswer } from '../lib/edge-state';
import { photoTypeOf } from '../lib/photo-type';
import { primeLikes } from './likes';

export type GalleryState = {
  photos: SubmissionDto[];
  // Where the next page starts; null once the last page is in.
  cursor: number | null;
  started: boolean;
  loading: boolean;
  failed: boolean;
};

// Pages pile up as the visitor scrolls, so this is plain state rather than one query per
// page: the masonry and the lightbox both read the one growing list.
const EMPTY: GalleryState = { photos: [], cursor: null, started: false, loading: false, failed: false };
export const $gallery = map<GalleryState>(EMPTY);

// Each photo says how many like it and whether the viewer does: the like buttons in the
// lightbox ask nothing.
function addPage({ photos, nextCursor }: GalleryPage) {
  for (const photo of photos) primeLikes(photo, photoTypeOf(photo));
  const now = $gallery.get();
  $gallery.set({ photos: [...now.photos, ...photos], cursor: nextCursor, started: true, loading: false, failed: false });
}

// The page usually arrives with its first photos (the Worker answered for it): the grid
// starts with them instead of a spinner.
onEdgeState(() => {
  $gallery.set(EMPTY);
  const firstPage = takeEdgeAnswer(keyOf(api.gallery.index.$url({ query: galleryPageQuery(null) }))) as GalleryPage | undefined;
  if (firstPage) addPage(firstPage);
});

export const galleryHasMore = (state: GalleryState) => !state.started || state.cursor !== null;

let inFlight: Promise<void> | null = null;

// The scroll sentinel, the 'Load more' button and the lightbox's → can all ask at once;
// they share one request.
export function loadMoreGallery(): Promise<void> {
  const state = $gallery.get();
  if (inFlight) return inFlight;
  if (!galleryHasMore(state)) return Promise.resolve();
  $gallery.set({ ...state, loading: true, failed: false });
  inFlight = answer(api.gallery.index.$get({ query: galleryPageQuery(state.cursor) }))
    .then(addPage)
    .catch(() => $gallery.set({ ...$gallery.get(), loading: false, failed: true }))
    .finally(() => (inFlight = null));
  return inFlight;
}
