import { useEffect, useState } from 'react';
import { config } from '@/config';
import { canSaveToFile } from '@/components/save-file';
import type { OutputSinkKind } from '@/lib/output-sink';
import { canStreamDownload, startStreamDownload, type StreamDownloadInfo } from '@/lib/stream-download';
import type { ResultOf } from '@workers/host-types';
import { bridge, type HostApis, type HostName } from '@workers/index';
import type { PairArgs, PairMethodsOf } from '@workers/pair';
import { runReaderIntoPort } from '@workers/port-run';
import { useTask } from './useTask';

/**
 * A reader method of `host` (see workers/pair.ts) whose output is downloaded through the service
 * worker as it is made (src/lib/stream-download.ts), as a task: `run(readerArgs, download)`.
 * Resolves with the reader's answer and the bytes handed to the browser.
 */
export function useWorkerDownload<H extends HostName, RM extends PairMethodsOf<HostApis[H]>>(
  host: H,
  reader: RM,
  options: { instance?: number } = {},
) {
  const { instance = 0 } = options;
  return useTask<[PairArgs<HostApis[H][RM]>, StreamDownloadInfo], [ResultOf<HostApis[H][RM]>, number | undefined]>(
    async ({ signal, report }, readerArgs, info) => {
      const download = await startStreamDownload(info, { base: config.app.baseUrl });
      return runReaderIntoPort(bridge, host, { reader, readerArgs, instance, signal, onProgress: report }, download);
    },
  );
}

const outputSinkKind = (): OutputSinkKind => (canSaveToFile() ? 'file' : canStreamDownload() ? 'download' : 'blob');

/**
 * Where a big output can go in this browser, best first: a picked file, a download streamed
 * through the service worker (once it controls the page), or a Blob kept in memory.
 */
export function useOutputSinkKind(): OutputSinkKind {
  const [kind, setKind] = useState(outputSinkKind);
  useEffect(() => {
    const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    if (!container) return;
    // On a first visit the service worker takes control a moment after the page loads.
    const update = () => setKind(outputSinkKind());
    container.addEventListener('controllerchange', update);
    update();
    return () => container.removeEventListener('controllerchange', update);
  }, []);
  return kind;
}
