import { useState } from 'react';
import { pickSaveFile } from '@/components/save-file';
import { saveStateFor } from '@/components/SaveToFile';
import { useOutputSinkKind } from '@/hooks/useWorkerDownload';
import type { Task } from '@/hooks/useTask';
import type { StreamDownloadInfo } from '@/lib/stream-download';

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
 * file that the converting worker writes itself (the save dialog opens within the click), else a
 * download streamed through the service worker. One run at a time; its state is seen from `input`
 * (idle when it ran on another input).
 */
export function useStreamedSave<S, M>(
  toFile: Task<[S, FileSystemFileHandle, string], [M, number]>,
  toDownload: Task<[[S], StreamDownloadInfo], [M, number | undefined]>,
  input: unknown,
) {
  const sink = useOutputSinkKind();
  const [target, setTarget] = useState('');
  const [startError, setStartError] = useState<unknown>();

  const start = (source: S, request: SaveRequest) => {
    setStartError(undefined);
    if (sink === 'download') {
      void (async () => {
        const head = await request.head();
        setTarget(request.name);
        request.onStart();
        const info = { name: request.name, mime: request.mime, head, size: request.size?.(head) };
        await toDownload.run([source], info);
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
        void toFile.run(source, handle, head);
      })
      .catch(setStartError);
  };

  const state =
    sink === 'download'
      ? saveStateFor(toDownload.state, input, (args) => args[0][0])
      : saveStateFor(toFile.state, input, (args) => args[0]);
  const cancel = sink === 'download' ? toDownload.cancel : toFile.cancel;
  return { sink, state, target, startError, start, cancel };
}
