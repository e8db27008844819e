import { readFileSync } from 'node:fs';
import { runInThisContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { ChunkSender } from './chunk-channel';
import { TaskAbortedError } from './errors';
import { startStreamDownload, StreamDownloadFailedError, streamDownloadUrl, type StreamDownload } from './stream-download';

/**
 * The page side against the real service-worker script (public/stream-download-sw.js), run here
 * with a stand-in `self`: messages and fetches are dispatched to its listeners as the browser would.
 */
const script = readFileSync(new URL('../../public/stream-download-sw.js', import.meta.url), 'utf8');

type Listener = (event: Record<string, unknown>) => void;

function fakeServiceWorker(scope: string) {
  const listeners: Record<string, Listener[]> = {};
  const self = {
    registration: { scope },
    location: { origin: new URL(scope).origin },
    addEventListener: (type: string, listener: Listener) => (listeners[type] ??= []).push(listener),
  };
  (runInThisContext(`(self) => {${script}\n}`) as (self: object) => void)(self);
  const dispatch = (type: string, event: Record<string, unknown>) => {
    let stopped = false;
    for (const listener of listeners[type] ?? []) {
      if (stopped) break;
      listener({ ...event, waitUntil: () => undefined, stopImmediatePropagation: () => (stopped = true) });
    }
  };
  return {
    /** What the page holds as navigator.serviceWorker.controller. */
    worker: {
      postMessage: (data: unknown, ports: MessagePort[] = []) => dispatch('message', { data, ports }),
    } as unknown as ServiceWorker,
    /** The service worker's answer to a request for `url`, or undefined when it leaves it alone. */
    fetch(url: string): Response | undefined {
      let response: Response | undefined;
      dispatch('fetch', { request: { url }, respondWith: (answer: Response) => (response = answer) });
      return response;
    },
  };
}

const SCOPE = 'https://tools.test/sub/';
const opened: Response[] = [];
afterEach(() => (opened.length = 0));

/** Starts a download whose "browser" is the fake service worker's answer to the URL. */
async function start(sw: ReturnType<typeof fakeServiceWorker>, info: Parameters<typeof startStreamDownload>[0]) {
  const download = await startStreamDownload(info, {
    base: '/sub/',
    worker: sw.worker,
    open: (url) => {
      const response = sw.fetch(new URL(url, SCOPE).href);
      if (!response) throw new Error(`Not answered: ${url}`);
      opened.push(response);
      return () => undefined;
    },
  });
  return { download, response: opened.at(-1)! };
}

const bytes = (text: string) => new TextEncoder().encode(text);
const macrotask = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('streamed download through the service worker', () => {
  it('answers its URL with the head then every chunk in order, and acknowledges a chunk only as the browser takes it', async () => {
    const sw = fakeServiceWorker(SCOPE);
    const { download, response } = await start(sw, { name: 'data.txt', mime: 'text/plain', size: 12, head: 'data:' });
    expect(response.headers.get('Content-Type')).toBe('text/plain');
    expect(response.headers.get('Content-Length')).toBe('12');
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="data.txt"; filename*=UTF-8''data.txt`);

    const sender = new ChunkSender(download.port, 4);
    await sender.sendBytes(bytes('abcd'));
    const third = sender.sendBytes(bytes('efg')).then(() => 'sent');
    await macrotask();
    // Nothing read yet: the writer waits, no chunk piles up beyond its window.
    expect(sender.acked).toBe(0);
    expect(await Promise.race([third, macrotask().then(() => 'waiting')])).toBe('waiting');

    const body = response.text();
    await third;
    const ended = sender.end();
    expect(await body).toBe('data:abcdefg');
    await ended;
    expect(await download.finished).toBe(12);
  });

  it('names the file in UTF-8 with an ASCII fallback, and sends no length when it is unknown', async () => {
    const sw = fakeServiceWorker(SCOPE);
    const { download, response } = await start(sw, { name: 'résumé "1".pdf', mime: 'application/pdf' });
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="r_sum_ _1_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%221%22.pdf`,
    );
    expect(response.headers.has('Content-Length')).toBe(false);
    const sender = new ChunkSender(download.port, 1024);
    sender.sendBlob(new Blob(['from ', 'a blob']));
    await sender.sendBytes(bytes('!'));
    void sender.end();
    expect(await response.text()).toBe('from a blob!');
    expect(await download.finished).toBe(12);
  });

  it('answers only its own path under the scope; an unknown download is a 404', async () => {
    const sw = fakeServiceWorker(SCOPE);
    expect(streamDownloadUrl('/sub', 'id 1', 'a b.txt')).toBe('/sub/__download/id%201/a%20b.txt');
    expect(sw.fetch('https://tools.test/sub/base64-file-converter')).toBeUndefined();
    expect(sw.fetch('https://tools.test/__download/x/y')).toBeUndefined();
    expect(sw.fetch('https://elsewhere.test/sub/__download/x/y')).toBeUndefined();
    expect(sw.fetch('https://tools.test/sub/__download/nope/y.txt')?.status).toBe(404);
  });

  const failedBody = async (response: Response) => {
    await expect(response.text()).rejects.toBeDefined();
  };

  it('abort (Cancel on the page) errors the stream, so the browser fails the download', async () => {
    const sw = fakeServiceWorker(SCOPE);
    const { download, response } = await start(sw, { name: 'x.bin', mime: 'application/octet-stream', size: 100 });
    const sender = new ChunkSender(download.port, 1024);
    await sender.sendBytes(bytes('partial'));
    download.abort();
    await failedBody(response);
    await expect(download.finished).rejects.toBeInstanceOf(StreamDownloadFailedError);
  });

  it('a writer that fails (invalid input) errors the stream too', async () => {
    const sw = fakeServiceWorker(SCOPE);
    const { download, response } = await start(sw, { name: 'x.bin', mime: 'application/octet-stream' });
    const sender = new ChunkSender(download.port, 1024);
    await sender.sendBytes(bytes('partial'));
    sender.fail();
    await failedBody(response);
    await expect(download.finished).rejects.toBeInstanceOf(StreamDownloadFailedError);
  });

  it('a download cancelled in the browser rejects with an explicit TaskAbortedError', async () => {
    const sw = fakeServiceWorker(SCOPE);
    const { download, response }: { download: StreamDownload; response: Response } = await start(sw, {
      name: 'x.bin',
      mime: 'application/octet-stream',
    });
    await response.body!.cancel();
    const error = await download.finished.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TaskAbortedError);
    expect((error as TaskAbortedError).explicit).toBe(true);
  });

  it('each download is answered once; the same URL again is gone', async () => {
    const sw = fakeServiceWorker(SCOPE);
    let url = '';
    const download = await startStreamDownload(
      { name: 'once.txt', mime: 'text/plain' },
      { base: '/sub/', worker: sw.worker, open: (u) => ((url = new URL(u, SCOPE).href), () => undefined) },
    );
    const response = sw.fetch(url)!;
    expect(sw.fetch(url)?.status).toBe(410);
    void new ChunkSender(download.port, 1024).end();
    expect(await response.text()).toBe('');
    expect(await download.finished).toBe(0);
  });
});
