import { atom } from 'jotai';
import { appStore } from './store';

/** Why nothing is being saved: storage could not be opened, or reading or writing it failed. */
export type StorageFault = 'unavailable' | 'failed';

/** The fault to tell the user about; null when there is none or once the notice is dismissed. */
export const storageFaultAtom = atom<StorageFault | null>(null);

let reported = false;

/** Notes a storage fault: the first one of the page's life is shown, later ones are not. */
export function reportStorageFault(fault: StorageFault): void {
  if (reported) return;
  reported = true;
  appStore.set(storageFaultAtom, fault);
}

/** Tests only: forget that a fault was reported. */
export function resetStorageFaultForTests(): void {
  reported = false;
  appStore.set(storageFaultAtom, null);
}
