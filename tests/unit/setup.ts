// Shared vitest setup: component tests opt into happy-dom per file; IndexedDB is faked everywhere.
import 'fake-indexeddb/auto';
