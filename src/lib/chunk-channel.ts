/**
 * Chunks handed from one worker to another over a MessagePort, zero-copy (transferred), with
 * acknowledgements so the sender never runs more than `maxInFlight` bytes ahead: memory stays flat
 * and reading overlaps the receiver's work.
 */
type SenderMessage = { type: 'chunk'; data: ArrayBuffer } | { type: 'blob'; blob: Blob } | { type: 'end' } | { type: 'fail' };
type ReceiverMessage = { type: 'ack'; bytes: number };

/** The other side stopped before the end (its input failed): nothing more will come. */
export class ChannelClosedError extends Error {
  override name = 'ChannelClosedError';
}

export class ChunkSender {
  private sent = 0;
  /** Bytes the receiver has finished with. */
  acked = 0;
  private wake?: () => void;
  private closed = false;

  constructor(
    private readonly port: MessagePort,
    private readonly maxInFlight: number,
    private readonly onAck?: (acked: number) => void,
  ) {
    port.onmessage = (event: MessageEvent<ReceiverMessage>) => {
      this.acked += event.data.bytes;
      this.onAck?.(this.acked);
      this.wake?.();
    };
  }

  private async until(condition: () => boolean): Promise<void> {
    while (!condition()) await new Promise<void>((resolve) => (this.wake = resolve));
  }

  /** Transfers the buffer (it is detached afterwards); waits while too much is in flight. */
  async send(buffer: ArrayBuffer): Promise<void> {
    if (buffer.byteLength === 0) return;
    await this.until(() => this.sent - this.acked < this.maxInFlight);
    this.sent += buffer.byteLength;
    this.port.postMessage({ type: 'chunk', data: buffer } satisfies SenderMessage, [buffer]);
  }

  /** True when the receiver is behind: a `send` now would wait for it. */
  get wouldWait(): boolean {
    return this.sent - this.acked >= this.maxInFlight;
  }

  /**
   * Sends a Blob the sender built itself (only its handle travels): the receiver takes it as is.
   * Lets a sender that would otherwise wait share the receiver's work.
   */
  sendBlob(blob: Blob): void {
    this.port.postMessage({ type: 'blob', blob } satisfies SenderMessage);
  }

  /** Sends the bytes of a view: its buffer is transferred when the view covers all of it, else copied. */
  sendBytes(bytes: Uint8Array<ArrayBuffer>): Promise<void> {
    const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    return this.send(whole ? bytes.buffer : bytes.slice().buffer);
  }

  /** Tells the receiver the input is complete and waits until it has processed everything. */
  async end(): Promise<void> {
    this.port.postMessage({ type: 'end' } satisfies SenderMessage);
    await this.until(() => this.acked >= this.sent);
    this.close();
  }

  /** Tells the receiver to give up. */
  fail(): void {
    if (this.closed) return;
    this.port.postMessage({ type: 'fail' } satisfies SenderMessage);
    this.close();
  }

  private close(): void {
    this.closed = true;
    this.port.onmessage = null;
    this.port.close();
  }
}

/**
 * Calls `onChunk` for each chunk (bytes, or a Blob the sender built) arriving on `port`, one at a
 * time and in order; a chunk's bytes are acknowledged once `onChunk` has finished with them (an
 * async `onChunk`, e.g. a file write, thereby holds the sender back). Resolves at the end, rejects
 * with ChannelClosedError if the sender fails, or with `onChunk`'s own failure.
 */
export function receiveChunks(port: MessagePort, onChunk: (chunk: Uint8Array<ArrayBuffer> | Blob) => unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    let queue = Promise.resolve();
    let stopped = false;
    const handle = async (message: SenderMessage) => {
      if (stopped) return;
      if (message.type === 'chunk' || message.type === 'blob') {
        try {
          await onChunk(message.type === 'chunk' ? new Uint8Array(message.data) : message.blob);
        } catch (error) {
          stopped = true;
          port.onmessage = null;
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        if (message.type === 'chunk') port.postMessage({ type: 'ack', bytes: message.data.byteLength } satisfies ReceiverMessage);
        return;
      }
      stopped = true;
      port.onmessage = null;
      port.close();
      if (message.type === 'end') resolve();
      else reject(new ChannelClosedError('The sender stopped'));
    };
    // Assigning onmessage starts the port: chunks queued meanwhile arrive now, in order.
    port.onmessage = (event: MessageEvent<SenderMessage>) => {
      const message = event.data;
      queue = queue.then(() => handle(message));
    };
  });
}

/**
 * `receiveChunks` for a helper worker: resolves true at the end, or false when the sender stopped
 * it (the sender's own answer then tells why); other failures reject.
 */
export async function receiveAllChunks(
  port: MessagePort,
  onChunk: (chunk: Uint8Array<ArrayBuffer> | Blob) => unknown,
): Promise<boolean> {
  try {
    await receiveChunks(port, onChunk);
    return true;
  } catch (error) {
    if (error instanceof ChannelClosedError) return false;
    throw error;
  }
}
