import { useStore } from '@nanostores/react';
import type { CurrentUser } from '../../../worker/routes/auth/schema';
import { readEdgeState } from '../../lib/edge-state';
import { $currentUser } from '../../stores/user';

// The signed-in person, or null. Until /api/auth/user answers, the Worker's word for this
// request stands in, so buttons that depend on it don't flicker on first paint.
export function useViewer(): CurrentUser | null {
  const { data } = useStore($currentUser);
  return data === undefined ? readEdgeState().user : data;
}
