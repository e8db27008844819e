/**
 * Frees the memory behind `bytes` now, by detaching its buffer (`ArrayBuffer.prototype.transfer`),
 * instead of whenever its owner is collected: a worker that copies tens of MB from chunk to chunk
 * otherwise holds every chunk until the next collection. Engines without `transfer` (Node 20)
 * leave it to the collector. `bytes` must be the only view its code still uses.
 */
export function releaseBuffer(bytes: Uint8Array): void {
  const buffer = bytes.buffer as ArrayBuffer & { transfer?: (length: number) => ArrayBuffer };
  buffer.transfer?.(0);
}
