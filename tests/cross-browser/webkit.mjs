// WebKit (WebKitGTK's MiniBrowser) driven by WebKitWebDriver over classic W3C WebDriver HTTP.
// MiniBrowser needs a display: without one the driver runs under `xvfb-run -a`.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { startErrorCollectorProxy } from './error-collector.mjs';

const DRIVER = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
const MINIBROWSER = process.env.WEBKIT_MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts WebKitWebDriver (in its own process group, so stopping it also stops Xvfb and the browser). */
async function startDriver() {
  const port = await freePort();
  const hasDisplay = Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
  const [command, args] = hasDisplay
    ? [DRIVER, [`--port=${port}`]]
    : ['xvfb-run', ['-a', '-s', '-screen 0 1280x1024x24', DRIVER, `--port=${port}`]];
  const child = spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (data) => (output += data));
  child.stderr.on('data', (data) => (output += data));
  const spawnFailed = new Promise((resolve) => child.once('error', (error) => resolve(error)));
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    const failure = await Promise.race([spawnFailed, sleep(100, null)]);
    if (failure) throw new Error(`cannot start ${command}: ${failure.message}`);
    if (child.exitCode !== null) throw new Error(`${command} exited (${child.exitCode}): ${output.trim()}`);
    if (Date.now() > deadline) {
      stop();
      throw new Error(`${DRIVER} did not answer within 30 s: ${output.trim()}`);
    }
    try {
      if ((await fetch(`${url}/status`)).ok) break;
    } catch {
      // not listening yet
    }
  }
  return { url, stop, output: () => output };
}

/** A WebKit page behind the common driver interface (see run.mjs). */
export async function launchWebKit(appURL) {
  const proxy = await startErrorCollectorProxy(appURL);
  const driver = await startDriver().catch(async (error) => {
    await proxy.close();
    throw error;
  });
  let sessionURL = '';
  const call = async (method, path, body) => {
    const init = { method, headers: { 'content-type': 'application/json' } };
    if (body !== undefined) init.body = JSON.stringify(body);
    const response = await fetch(`${sessionURL || driver.url}${path}`, init);
    const { value } = await response.json();
    if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${value?.error}: ${value?.message}`);
    return value;
  };
  const close = async () => {
    if (sessionURL) await call('DELETE', '').catch(() => {});
    driver.stop();
    await proxy.close();
  };
  try {
    const session = await call('POST', '/session', {
      capabilities: {
        alwaysMatch: {
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
          timeouts: { script: 30_000, pageLoad: 60_000 },
        },
      },
    });
    sessionURL = `${driver.url}/session/${session.sessionId}`;
    await call('POST', '/window/rect', { width: 1280, height: 900 });
    const version = `MiniBrowser (WebKitGTK ${session.capabilities.browserVersion})`;
    const script = (fn, args) => ({ script: `return (${fn}).apply(null, arguments);`, args });
    return {
      version,
      goto: (path) => call('POST', '/url', { url: new URL(path, proxy.url).href }),
      run: (fn, ...args) => call('POST', '/execute/sync', script(fn, args)),
      element: async (fn, ...args) => {
        const found = await call('POST', '/execute/sync', script(fn, args));
        return found?.[ELEMENT] ? found[ELEMENT] : null;
      },
      click: (id) => call('POST', `/element/${id}/click`, {}),
      type: (id, text) => call('POST', `/element/${id}/value`, { text }),
      upload: (id, path) => call('POST', `/element/${id}/value`, { text: path }),
      // The injected collector (error-collector.mjs) keeps the page's errors since its load; without
      // it nothing would be seen, so its absence is an error.
      takeErrors: async () => {
        const errors = await call('POST', '/execute/sync', {
          script: 'const e = window.__crossBrowserErrors; window.__crossBrowserErrors = []; return e ?? null;',
          args: [],
        });
        if (!Array.isArray(errors)) throw new Error('the error collector is missing from the page');
        return errors;
      },
      close,
    };
  } catch (error) {
    const log = driver.output().trim();
    await close();
    throw new Error(`${error.message}${log ? `\n${log}` : ''}`);
  }
}
