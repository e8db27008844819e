import { useEffect } from 'react';
import { holdBusy, type BusyReason } from '@/lib/busy';

/** Holds the app busy (see src/lib/busy.ts) while `active` is true and the component is mounted. */
export function useHoldBusy(active: boolean, reason: BusyReason): void {
  useEffect(() => (active ? holdBusy(reason) : undefined), [active, reason]);
}
