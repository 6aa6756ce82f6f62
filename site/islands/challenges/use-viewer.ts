import { useStore } from '@nanostores/react';
import type { CurrentUser } from '../../../worker/contract/auth';
import { $viewer } from '../../stores/user';

// The signed-in person, or null. The query cache starts with the Worker's word for this
// request, so this is known on first paint and buttons that depend on it don't flicker.
export function useViewer(): CurrentUser | null {
  return useStore($viewer);
}
