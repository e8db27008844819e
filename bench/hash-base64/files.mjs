// Input files (seeded, so every run hashes the same bytes) and their Node digests.
import { createHash } from 'node:crypto';
import { closeSync, createReadStream, openSync, readSync, writeSync } from 'node:fs';
import { MiB } from './common.mjs';

export function writeSeededFile(path, size, seed) {
  const hashes = { sha256: createHash('sha256'), md5: createHash('md5') };
  const fd = openSync(path, 'w');
  const words = new Uint32Array(2 * MiB);
  let x = seed >>> 0;
  try {
    for (let written = 0; written < size;) {
      for (let i = 0; i < words.length; i++) {
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        words[i] = x >>> 0;
      }
      const bytes = new Uint8Array(words.buffer, 0, Math.min(words.byteLength, size - written));
      writeSync(fd, bytes);
      for (const h of Object.values(hashes)) h.update(bytes);
      written += bytes.length;
    }
  } finally {
    closeSync(fd);
  }
  return Object.fromEntries(Object.entries(hashes).map(([k, h]) => [k, h.digest('hex')]));
}

/** Base64 of a file, written in 3-byte-aligned pieces (never the whole text in memory). */
export async function writeBase64File(from, to) {
  const fd = openSync(to, 'w');
  let carry = Buffer.alloc(0);
  let length = 0;
  try {
    for await (const chunk of createReadStream(from, { highWaterMark: 12 * MiB })) {
      const data = Buffer.concat([carry, chunk]);
      const whole = data.length - (data.length % 3);
      const text = data.subarray(0, whole).toString('base64');
      writeSync(fd, text);
      length += text.length;
      carry = data.subarray(whole);
    }
    const last = carry.toString('base64');
    writeSync(fd, last);
    length += last.length;
  } finally {
    closeSync(fd);
  }
  return length;
}

export async function sha256OfFile(path, skip = 0) {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path, { start: skip, highWaterMark: 8 * MiB })) hash.update(chunk);
  return hash.digest('hex');
}

/** The first `length` bytes of a file, as Latin-1 text. */
export function headOf(path, length) {
  const head = Buffer.alloc(length);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, head, 0, length, 0);
  } finally {
    closeSync(fd);
  }
  return head.toString('latin1');
}
