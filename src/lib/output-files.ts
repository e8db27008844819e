/**
 * Big outputs (e.g. the Base64 of a 1 GiB file) written as files in the origin private file
 * system (OPFS) instead of the Blob store: a worker writes each piece straight to disk through a
 * synchronous access handle, which is several times faster than handing gigabytes to the Blob
 * store and keeps them out of memory. Where OPFS is missing, locked or short of quota, the
 * pieces are kept as Blobs instead. Each output is returned as one Blob per piece, in order.
 */

/** OPFS folder of the output files; nothing else of the app is stored there. */
export const OUTPUT_FOLDER = 'toolshed-output';
/** Outputs older than this, left by closed tabs or cancelled runs, are removed by the next run. */
export const STALE_OUTPUT_MS = 60 * 60 * 1000;

const incomplete = () => new DOMException('The output file could not be written whole', 'QuotaExceededError');

/** Where a worker puts the pieces of its output. */
export interface PartSink {
  /** Adds a copy of one piece (the caller may reuse `bytes`). */
  add(bytes: Uint8Array<ArrayBuffer>): void;
  /** Every piece as a Blob, in the order added. */
  finish(): Promise<Blob[]>;
}

/** Pieces kept as Blobs (the browser's Blob store). */
export class BlobPartSink implements PartSink {
  private readonly parts: Blob[] = [];
  add(bytes: Uint8Array<ArrayBuffer>): void {
    // The Blob constructor copies the bytes.
    this.parts.push(new Blob([bytes]));
  }
  async finish(): Promise<Blob[]> {
    return this.parts;
  }
}

interface SyncAccessHandle {
  write(bytes: Uint8Array, options: { at: number }): number;
  getSize(): number;
  truncate(size: number): void;
  flush(): void;
  close(): void;
}
type SyncFileHandle = FileSystemFileHandle & { createSyncAccessHandle(): Promise<SyncAccessHandle> };

/** Pieces written one after the other into one OPFS file; each comes back as a slice of it. */
class OpfsPartSink implements PartSink {
  private readonly pieces: [start: number, end: number][] = [];
  private size = 0;
  constructor(
    private readonly file: SyncFileHandle,
    private readonly handle: SyncAccessHandle,
  ) {}

  add(bytes: Uint8Array<ArrayBuffer>): void {
    let written = 0;
    while (written < bytes.length) {
      const n = this.handle.write(bytes.subarray(written), { at: this.size + written });
      // Nothing written means the disk or the quota is full: the caller retries with Blobs.
      if (n <= 0) throw incomplete();
      written += n;
    }
    this.pieces.push([this.size, this.size + bytes.length]);
    this.size += bytes.length;
    // Chromium's in-memory OPFS (private windows) reports whole writes yet stops storing past a
    // limit: the file's size tells.
    if (this.handle.getSize() !== this.size) throw incomplete();
  }

  async finish(): Promise<Blob[]> {
    this.handle.flush();
    this.handle.close();
    const file = await this.file.getFile();
    if (file.size !== this.size) throw incomplete();
    return this.pieces.map(([start, end]) => file.slice(start, end));
  }
}

/**
 * An OPFS sink writing to `OUTPUT_FOLDER/name` (only in a dedicated worker, where synchronous access
 * handles exist), or undefined when OPFS cannot be used here.
 */
export async function openOpfsPartSink(name: string): Promise<PartSink | undefined> {
  try {
    const folder = await (await navigator.storage.getDirectory()).getDirectoryHandle(OUTPUT_FOLDER, { create: true });
    const file = (await folder.getFileHandle(name, { create: true })) as SyncFileHandle;
    if (typeof file.createSyncAccessHandle !== 'function') return undefined;
    const handle = await file.createSyncAccessHandle();
    handle.truncate(0);
    return new OpfsPartSink(file, handle);
  } catch {
    return undefined;
  }
}

/** True when OPFS output files can be used and the storage quota has room for `bytes` (with margin). */
export async function outputFilesFit(bytes: number): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !navigator.storage?.getDirectory || !navigator.storage.estimate) return false;
    const { quota = 0, usage = 0 } = await navigator.storage.estimate();
    return quota - usage > bytes * 1.1 + 64 * 1024 * 1024;
  } catch {
    return false;
  }
}

type ListableFolder = FileSystemDirectoryHandle & { entries(): AsyncIterable<[string, FileSystemHandle]> };

/**
 * Removes output files whose name starts with one of `prefixes` (earlier runs of this page) and
 * those older than STALE_OUTPUT_MS. Files in use (locked) or already gone are skipped.
 */
export async function removeOutputFiles(prefixes: readonly string[], now = Date.now()): Promise<void> {
  let folder: ListableFolder;
  try {
    folder = (await (await navigator.storage.getDirectory()).getDirectoryHandle(OUTPUT_FOLDER)) as ListableFolder;
  } catch {
    return;
  }
  const doomed: string[] = [];
  try {
    for await (const [name, handle] of folder.entries()) {
      if (handle.kind !== 'file') continue;
      if (prefixes.some((prefix) => name.startsWith(prefix))) {
        doomed.push(name);
        continue;
      }
      try {
        if (now - (await (handle as FileSystemFileHandle).getFile()).lastModified > STALE_OUTPUT_MS) doomed.push(name);
      } catch {
        // Being written (locked) by another run: not stale.
      }
    }
  } catch {
    // A file vanished while listing: what was found is still removed.
  }
  await Promise.all(doomed.map((name) => folder.removeEntry(name).catch(() => undefined)));
}
