import { useState } from 'react';
import { pickSaveFile } from '@/components/save-file';
import { saveStateFor } from '@/components/SaveToFile';
import { useOutputSinkKind, useWorkerDownload } from '@/hooks/useWorkerDownload';
import { useWorkerPairRun } from '@/hooks/useWorkerPair';

type StreamReader = 'encodeFileStreamReader' | 'decodeStreamReader';

export interface SaveRequest {
  /** The suggested (file sink) or given (download) name. */
  name: string;
  /** The download's type. */
  mime: string;
  /** ASCII put before the output (a data URL prefix), worked out once the run starts. */
  head: () => Promise<string> | string;
  /** The output's total bytes given its head, when known in advance. */
  size?: (head: string) => number | undefined;
  /** Called as the run starts (e.g. to stop the in-memory run on the same input). */
  onStart: () => void;
}

/**
 * The streamed output of one card, whichever sink this browser has (useOutputSinkKind): a picked
 * file (the save dialog opens within the click), else a download streamed through the service
 * worker. One run at a time; its state is seen from `input` (idle when it ran on another input).
 */
export function useStreamedSave<R extends StreamReader>(reader: R, instances: readonly [number, number], input: unknown) {
  const sink = useOutputSinkKind();
  const toFile = useWorkerPairRun('hash', reader, 'writeChunksToFile', { instances });
  const toDownload = useWorkerDownload('hash', reader, { instance: instances[0] });
  const active = sink === 'download' ? toDownload : toFile;
  const [target, setTarget] = useState('');
  const [startError, setStartError] = useState<unknown>();

  const start = (readerArgs: Parameters<typeof toFile.run>[0], request: SaveRequest) => {
    setStartError(undefined);
    if (sink === 'download') {
      void (async () => {
        const head = await request.head();
        setTarget(request.name);
        request.onStart();
        const info = { name: request.name, mime: request.mime, head, size: request.size?.(head) };
        await toDownload.run(readerArgs, info);
      })().catch(setStartError);
      return;
    }
    // The dialog opens at once, within the click; the run starts once a file is picked.
    pickSaveFile(request.name)
      .then(async (handle) => {
        if (!handle) return;
        const head = await request.head();
        setTarget(handle.name);
        request.onStart();
        void toFile.run(readerArgs, [handle, head]);
      })
      .catch(setStartError);
  };

  return { sink, state: saveStateFor(active.state, input), target, startError, start, cancel: active.cancel };
}
