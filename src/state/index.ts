/** The only module that exposes jotai to the rest of the app (the linter forbids importing jotai anywhere else). */
export { Provider as StateProvider, useAtom, useAtomValue, useSetAtom, atom, createStore } from 'jotai';
export { appStore } from './store';
export * from './preferences';
export { hydratePersistedAtoms, setPersistenceStorage, currentStorage, persistedAtom } from './persisted-atom';
export { openStorage, createMemoryStorage, type KeyValueStorage } from './storage';
export { dropFavorite, favoritesFromStored, toggleFavorite, moveFavorite } from './favorites';
export { readToolState, rememberToolInputsAtom, writeToolState } from './tool-state';
export { reportStorageFault, storageFaultAtom, type StorageFault } from './storage-fault';
