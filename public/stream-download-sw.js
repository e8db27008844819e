// Streamed downloads, service worker side (page side: src/lib/stream-download.ts). Workbox's
// `importScripts` loads this file before its own routes, so this fetch listener comes first and
// answers only its own path. Plain JS, no imports: it runs as is in the service worker.
//
// The page posts {type: 'stream-download', id, name, mime, size, head} with two ports: `data`
// carries the output from a worker (the chunk-channel protocol of src/lib/chunk-channel.ts:
// chunk / blob / end / fail, answered with acks), `control` talks to the page. The page then
// opens `<scope>__download/<id>/<name>`; the answer is a stream whose `pull` takes the next chunk
// and only then acknowledges it, so the worker never runs more than its window ahead of the disk.
(() => {
  const PATH = '__download/';
  /** Without a keep-alive from the page for this long, the page is gone: the download fails. */
  const WATCHDOG_MS = 60_000;
  const downloads = new Map();
  const encoder = new TextEncoder();

  /** `attachment`, with the name in UTF-8 (RFC 6266, RFC 8187) and an ASCII fallback. */
  function contentDisposition(name) {
    const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
    const utf8 = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
  }

  /** Messages from the writing worker, taken one at a time. */
  function inbox(port, onMessage) {
    const queue = [];
    let wake;
    port.onmessage = (event) => {
      onMessage();
      queue.push(event.data);
      wake?.();
    };
    return async () => {
      while (queue.length === 0) await new Promise((resolve) => (wake = resolve));
      wake = undefined;
      return queue.shift();
    };
  }

  function register(message, data, control) {
    const { id, name, mime, size, head } = message;
    let settled = false;
    let responded = false;
    let bytes = 0;
    let timer;
    let blobReader;
    let controller;
    let resolveFinished;
    const finished = new Promise((resolve) => (resolveFinished = resolve));

    /** Tells the page how it ended ('closed', 'cancelled' by the browser, 'failed', 'aborted') and lets go. */
    const finish = (state) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      downloads.delete(id);
      data.onmessage = null;
      data.close();
      control.onmessage = null;
      control.postMessage({ type: state, bytes });
      control.close();
      resolveFinished();
    };
    /** Errors the stream, so the browser marks the download failed (never a complete file). */
    const fail = (state, reason) => {
      try {
        controller.error(reason);
      } catch {
        // Already closed or errored.
      }
      finish(state);
    };
    const touch = () => {
      clearTimeout(timer);
      timer = setTimeout(() => fail('failed', new Error('The page stopped answering')), WATCHDOG_MS);
    };
    const next = inbox(data, touch);

    const stream = new ReadableStream(
      {
        start(c) {
          controller = c;
          if (head) {
            c.enqueue(encoder.encode(head));
            bytes += head.length;
          }
        },
        async pull(c) {
          for (;;) {
            if (blobReader) {
              const { done, value } = await blobReader.read();
              if (!done) {
                c.enqueue(value);
                bytes += value.byteLength;
                return;
              }
              blobReader = undefined;
            }
            const message = await next();
            if (settled) return;
            if (message.type === 'chunk') {
              const chunk = new Uint8Array(message.data);
              c.enqueue(chunk);
              bytes += chunk.byteLength;
              data.postMessage({ type: 'ack', bytes: chunk.byteLength });
              return;
            }
            if (message.type === 'blob') {
              blobReader = message.blob.stream().getReader();
              continue;
            }
            if (message.type === 'end') {
              c.close();
              finish('closed');
              return;
            }
            fail('failed', new Error('The output failed'));
            return;
          }
        },
        cancel() {
          finish('cancelled');
        },
      },
      { highWaterMark: 1 },
    );

    control.onmessage = (event) => {
      if (event.data?.type === 'abort') fail('aborted', new Error('Cancelled'));
    };
    // The browser may close a port whose other side is gone (the page closed).
    control.addEventListener?.('close', () => fail('failed', new Error('The page is gone')));
    touch();

    const respond = () => {
      if (responded || settled) return new Response('This download is over', { status: 410 });
      responded = true;
      const headers = new Headers({
        'Content-Type': mime || 'application/octet-stream',
        'Content-Disposition': contentDisposition(name),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
      });
      if (Number.isSafeInteger(size) && size >= 0) headers.set('Content-Length', String(size));
      return new Response(stream, { headers });
    };
    const entry = { respond, touch, finished };
    downloads.set(id, entry);
    control.postMessage({ type: 'ready' });
    return entry;
  }

  self.addEventListener('message', (event) => {
    const message = event.data;
    if (typeof message !== 'object' || message === null || typeof message.id !== 'string') return;
    if (message.type === 'stream-download-keepalive') {
      downloads.get(message.id)?.touch();
      return;
    }
    if (message.type !== 'stream-download' || typeof message.name !== 'string') return;
    const [data, control] = event.ports;
    if (!data || !control || downloads.has(message.id)) return;
    // Keeps the worker alive until the download ends (the page's keep-alives renew it).
    event.waitUntil?.(register(message, data, control).finished);
  });

  self.addEventListener('fetch', (event) => {
    const url = new URL(event.request.url);
    const prefix = new URL(self.registration.scope).pathname + PATH;
    if (url.origin !== self.location.origin || !url.pathname.startsWith(prefix)) return;
    const id = decodeURIComponent(url.pathname.slice(prefix.length).split('/')[0] ?? '');
    const entry = downloads.get(id);
    event.respondWith(entry ? entry.respond() : new Response('No such download', { status: 404 }));
    if (entry) event.waitUntil(entry.finished);
    // Workbox's listeners (the navigation fallback) must not answer this request too.
    event.stopImmediatePropagation();
  });
})();
