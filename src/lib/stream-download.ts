import { TaskAbortedError } from './errors';

/**
 * A download streamed through the service worker (public/stream-download-sw.js), page side: for
 * browsers without the save dialog (Firefox, Android). A worker writes the output into `port`
 * (a ChunkSender, src/lib/chunk-channel.ts); the service worker answers a same-origin URL with a
 * stream that takes each chunk as the browser writes the file, so the output never sits whole in
 * memory. Page only (it uses the service worker and the document).
 */
export interface StreamDownloadInfo {
  /** The file name the browser saves under. */
  name: string;
  /** Content-Type of the download. */
  mime: string;
  /** Total bytes, head included, when known in advance (the browser then shows progress). */
  size?: number;
  /** ASCII text written before the chunks (e.g. a data URL prefix). */
  head?: string;
}

export interface StreamDownload {
  /** The writer's end: give it to the worker that produces the output. */
  port: MessagePort;
  /**
   * Resolves with the bytes handed to the browser once the stream is complete; rejects with a
   * TaskAbortedError when the download is cancelled in the browser, or with
   * StreamDownloadFailedError when the writer stopped it.
   */
  finished: Promise<number>;
  /** Errors the stream: the browser marks the download failed, so no complete file is announced. */
  abort(): void;
}

/** The writer stopped the download before its end (its own error says why). */
export class StreamDownloadFailedError extends Error {
  override name = 'StreamDownloadFailedError';
}

/** The service worker's path prefix for downloads, under the app's base path. */
export const DOWNLOAD_PATH = '__download/';
const KEEP_ALIVE_MS = 10_000;
const READY_TIMEOUT_MS = 10_000;
const FRAME_LINGER_MS = 30_000;

/** Whether downloads can be streamed: a service worker controls this page. */
export const canStreamDownload = (): boolean =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null;

/** The URL the service worker answers for download `id` (the name only makes the URL readable). */
export const streamDownloadUrl = (base: string, id: string, name: string): string =>
  `${base.endsWith('/') ? base : `${base}/`}${DOWNLOAD_PATH}${encodeURIComponent(id)}/${encodeURIComponent(name)}`;

/** Opens a URL in a hidden frame: a response with `Content-Disposition: attachment` becomes a download. */
function openInHiddenFrame(url: string): () => void {
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.src = url;
  document.body.append(frame);
  return () => frame.remove();
}

export interface StartOptions {
  /** The app's base path (import.meta.env.BASE_URL). */
  base: string;
  worker?: ServiceWorker | null;
  /** Starts the browser's download of `url`; returns what to clean up once it is over. */
  open?: (url: string) => () => void;
}

/**
 * Registers a download with the service worker, then starts it. Resolves once the browser has
 * asked for it; chunks written into `port` meanwhile wait in the service worker (within the
 * writer's window).
 */
export async function startStreamDownload(info: StreamDownloadInfo, options: StartOptions): Promise<StreamDownload> {
  const worker = options.worker ?? navigator.serviceWorker.controller;
  if (!worker) throw new Error('No service worker controls this page');
  const open = options.open ?? openInHiddenFrame;
  const id = crypto.randomUUID();
  const data = new MessageChannel();
  const control = new MessageChannel();
  let settle: { resolve: (bytes: number) => void; reject: (error: Error) => void } | undefined;
  const finished = new Promise<number>((resolve, reject) => (settle = { resolve, reject }));
  // A caller that never awaits it (an early failure) must not leave an unhandled rejection.
  finished.catch(() => undefined);
  let ready: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (ready = resolve));
  let cleanUp: () => void = () => undefined;
  const keepAlive = setInterval(() => worker.postMessage({ type: 'stream-download-keepalive', id }), KEEP_ALIVE_MS);
  const abort = () => control.port1.postMessage({ type: 'abort' });
  // Leaving the page fails the download rather than leaving it hanging.
  const page = typeof window === 'undefined' ? undefined : window;
  const end = () => {
    clearInterval(keepAlive);
    page?.removeEventListener('pagehide', abort);
    control.port1.onmessage = null;
    control.port1.close();
    // The frame goes a little after the stream is over: removing it earlier could stop the download.
    setTimeout(cleanUp, FRAME_LINGER_MS);
  };
  control.port1.onmessage = (event: MessageEvent<{ type: string; bytes?: number }>) => {
    const { type, bytes = 0 } = event.data;
    if (type === 'ready') return ready();
    end();
    if (type === 'closed') settle?.resolve(bytes);
    else if (type === 'cancelled') settle?.reject(new TaskAbortedError(true));
    else settle?.reject(new StreamDownloadFailedError(`The download ${type === 'aborted' ? 'was stopped' : 'failed'}`));
  };
  page?.addEventListener('pagehide', abort);
  worker.postMessage({ type: 'stream-download', id, ...info }, [data.port2, control.port2]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The service worker did not answer')), READY_TIMEOUT_MS);
  });
  try {
    await Promise.race([answered, timeout]);
  } catch (error) {
    end();
    data.port1.close();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  cleanUp = open(streamDownloadUrl(options.base, id, info.name));
  return { port: data.port1, finished, abort };
}
