// Baselines with no app code: hash-wasm in memory and plain file reading, in a bench worker that
// the suite serves itself (routes /__bench/worker.js and /__bench/hash-wasm.js).
import { ALGORITHMS } from './common.mjs';

/** hash-wasm in memory, and plain file reading, in a worker of the same browser (no app code). */
export async function baselineRates(page, baseURL, filePath, memoryMiB) {
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.type = 'file';
    input.id = 'bench-file';
    input.hidden = true;
    document.body.append(input);
  });
  await page.locator('#bench-file').setInputFiles(filePath);
  return page.evaluate(
    async ({ workerUrl, memoryMiB: mib, algorithms }) => {
      const worker = new Worker(workerUrl, { type: 'module' });
      const ask = (message) =>
        new Promise((resolve, reject) => {
          worker.onmessage = (e) => resolve(e.data);
          worker.onerror = (e) => reject(new Error(e.message));
          worker.postMessage(message);
        });
      const memory = await ask({ type: 'memory', mib, algorithms });
      const read = await ask({ type: 'read', file: document.querySelector('#bench-file').files[0] });
      worker.terminate();
      return { memory, read };
    },
    { workerUrl: `${baseURL}/__bench/worker.js`, memoryMiB, algorithms: ALGORITHMS },
  );
}

/** hash-wasm in-memory rates (MiB/s) in a fresh bench worker. */
export async function memoryRates(page, baseURL, memoryMiB, algorithms) {
  return page.evaluate(
    async ({ workerUrl, mib, names }) => {
      const worker = new Worker(workerUrl, { type: 'module' });
      const rates = await new Promise((resolve, reject) => {
        worker.onmessage = (e) => resolve(e.data);
        worker.onerror = (e) => reject(new Error(e.message));
        worker.postMessage({ type: 'memory', mib, algorithms: names });
      });
      worker.terminate();
      return rates;
    },
    { workerUrl: `${baseURL}/__bench/worker.js`, mib: memoryMiB, names: algorithms },
  );
}

export const BENCH_WORKER = `
import * as hw from '/__bench/hash-wasm.js';
const MiB = 1024 * 1024;
const make = {
  MD5: () => hw.createMD5(), SHA1: () => hw.createSHA1(), SHA256: () => hw.createSHA256(), SHA224: () => hw.createSHA224(),
  SHA512: () => hw.createSHA512(), SHA384: () => hw.createSHA384(), 'SHA3-224': () => hw.createSHA3(224),
  'SHA3-256': () => hw.createSHA3(256), 'SHA3-384': () => hw.createSHA3(384), 'SHA3-512': () => hw.createSHA3(512),
  'Keccak-512': () => hw.createKeccak(512), RIPEMD160: () => hw.createRIPEMD160(), 'BLAKE2b-512': () => hw.createBLAKE2b(512),
  BLAKE3: () => hw.createBLAKE3(), CRC32: () => hw.createCRC32(),
};
onmessage = async ({ data }) => {
  if (data.type === 'memory') {
    const buffer = new Uint8Array(data.mib * MiB);
    let x = 0x9e3779b9;
    const words = new Uint32Array(buffer.buffer);
    for (let i = 0; i < words.length; i++) { x ^= x << 13; x ^= x >>> 17; x ^= x << 5; words[i] = x >>> 0; }
    const rates = {};
    for (const name of data.algorithms) {
      const hasher = await make[name]();
      hasher.init();
      hasher.update(buffer.subarray(0, 32 * MiB));
      hasher.digest();
      hasher.init();
      const t = performance.now();
      for (let o = 0; o < buffer.length; o += 8 * MiB) hasher.update(buffer.subarray(o, o + 8 * MiB));
      hasher.digest();
      rates[name] = (buffer.length / MiB) / ((performance.now() - t) / 1000);
    }
    postMessage(rates);
  } else if (data.type === 'read') {
    const file = data.file;
    const size = 8 * MiB;
    const t = performance.now();
    let next = file.slice(0, size).arrayBuffer();
    for (let o = 0; o < file.size; o += size) {
      await next;
      if (o + size < file.size) next = file.slice(o + size, o + 2 * size).arrayBuffer();
    }
    postMessage({ mibPerSecond: (file.size / MiB) / ((performance.now() - t) / 1000) });
  }
};
`;
