// Serves the bench build with `vite preview` (gzip on, like a static host) and stops it afterwards.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

async function isUp(url) {
  try {
    const response = await fetch(url);
    return response.ok;
  } catch {
    return false;
  }
}

/** Starts `npx vite preview` on the given port; resolves once it answers. */
export async function startPreview({ root, outDir, port, timeoutMs = 30_000 }) {
  const baseURL = `http://127.0.0.1:${port}`;
  if (await isUp(baseURL)) throw new Error(`port ${port} is already serving something; stop it or pass --port`);
  // detached: the server gets its own process group, so stopping it also stops npx's child.
  const child = spawn('npx', ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (data) => (output += data));
  child.stderr.on('data', (data) => (output += data));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    await Promise.race([exited, sleep(5_000)]);
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  const deadline = Date.now() + timeoutMs;
  while (!(await isUp(baseURL))) {
    if (child.exitCode !== null) throw new Error(`vite preview exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`vite preview did not answer on ${baseURL} within ${timeoutMs} ms:\n${output}`);
    }
    await sleep(200);
  }
  return { baseURL, stop };
}
