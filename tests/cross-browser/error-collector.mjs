// WebKitWebDriver cannot run a script before a page's own scripts, nor read the console. So the
// WebKit run goes through this proxy, which adds one same-origin <script> (allowed by the app's
// CSP, script-src 'self') at the top of every HTML page: it records uncaught errors, unhandled
// rejections, console.error calls, failed resource loads and CSP violations from the very start.
import { request, createServer } from 'node:http';

const COLLECTOR_PATH = '/__cross-browser-errors.js';

const COLLECTOR = `(() => {
  const errors = (window.__crossBrowserErrors = []);
  const text = (value) => (value instanceof Error ? value.name + ': ' + value.message : String(value));
  window.addEventListener('error', (event) => {
    const target = event.target;
    if (target && target !== window && (target.src || target.href)) {
      errors.push('failed to load ' + (target.src || target.href));
    } else {
      errors.push('uncaught ' + text(event.error ?? event.message));
    }
  }, true);
  window.addEventListener('unhandledrejection', (event) => errors.push('unhandled rejection ' + text(event.reason)));
  document.addEventListener('securitypolicyviolation', (event) =>
    errors.push('CSP violation ' + event.violatedDirective + ' ' + event.blockedURI));
  const consoleError = console.error.bind(console);
  console.error = (...args) => {
    errors.push('console.error ' + args.map(text).join(' '));
    consoleError(...args);
  };
})();
`;

/** Proxies `target` (e.g. http://127.0.0.1:4291) on a free port; resolves { url, close }. */
export function startErrorCollectorProxy(target) {
  const upstream = new URL(target);
  const server = createServer((incoming, outgoing) => {
    if (incoming.url === COLLECTOR_PATH) {
      outgoing.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      outgoing.end(COLLECTOR);
      return;
    }
    // No conditional requests: a cached page must never skip the injection.
    const { 'if-none-match': _tag, 'if-modified-since': _since, ...asked } = incoming.headers;
    const headers = { ...asked, host: upstream.host, 'accept-encoding': 'identity' };
    const forwarded = request(
      { hostname: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers },
      (response) => {
        if (!String(response.headers['content-type']).startsWith('text/html')) {
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(outgoing);
          return;
        }
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head>/i, `<head><script src="${COLLECTOR_PATH}"></script>`);
          const { 'content-length': _length, etag: _etag, 'last-modified': _modified, ...rest } = response.headers;
          outgoing.writeHead(response.statusCode ?? 502, rest);
          outgoing.end(html);
        });
      },
    );
    forwarded.on('error', (error) => {
      outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(String(error));
    });
    incoming.pipe(forwarded);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
