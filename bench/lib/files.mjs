// Files the file-tool scenarios pick: generated once per run in the system's temporary folder.
import { existsSync, mkdirSync, openSync, closeSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = join(tmpdir(), 'toolshed-bench-files');

/** A file of `bytes` pseudo-random bytes (deterministic), written in 1 MiB blocks; its path. */
export function generatedFile(name, bytes) {
  const path = join(dir, name);
  if (existsSync(path)) return path;
  mkdirSync(dir, { recursive: true });
  const block = Buffer.alloc(1 << 20);
  let seed = 0x2545f491;
  for (let i = 0; i < block.length; i++) {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    block[i] = seed & 0xff;
  }
  const fd = openSync(path, 'w');
  try {
    for (let written = 0; written < bytes; written += block.length) {
      writeSync(fd, block, 0, Math.min(block.length, bytes - written));
    }
  } finally {
    closeSync(fd);
  }
  return path;
}
