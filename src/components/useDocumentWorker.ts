import { useLayoutEffect } from 'react';
import type { ArgsOf, MethodsOf } from '@workers/host-types';
import type { HostApis, HostName } from '@workers/index';
import { useLiveWorker, type LiveOptions } from '@/hooks/useWorker';
import type { DocumentSource } from '@/lib/data-formats/document-source';
import type { DocumentState } from './DocumentFormatter';
import { documentWorkerOptions } from './DocumentInput';

/** A method's arguments after the document. */
type After<A> = A extends [DocumentSource, ...infer Rest] ? Rest : never;

/** The arguments after the document of a method that takes none (one array: the run's arguments stay the same). */
const NONE: [] = [];

/**
 * The work of a document page: `method` of the `host` worker follows the document (once it is
 * ready) and the other arguments `rest` (none by default; null: nothing to compute), with the
 * document's worker options (see documentWorkerOptions). A text typed or pasted is handed to the
 * worker from the event that brings it, before the page renders it (after a render and a frame, a
 * 5 MB paste reached the worker ~30 ms later at 4x); the render then finds the run started.
 */
export function useDocumentWorker<H extends HostName, M extends MethodsOf<HostApis[H]>>(
  doc: DocumentState,
  host: H,
  method: M,
  rest: After<ArgsOf<HostApis[H][M]>> | null = NONE as unknown as After<ArgsOf<HostApis[H][M]>>,
) {
  type Args = ArgsOf<HostApis[H][M]>;
  const args = rest !== null && doc.ready !== null ? ([doc.ready, ...rest] as unknown as Args) : null;
  const live = (useLiveWorker as (h: H, m: M, a: Args | null, o: LiveOptions) => ReturnType<typeof useLiveWorker<H, M>>)(
    host,
    method,
    args,
    documentWorkerOptions(doc.source),
  );
  const { runAheadWith } = live;
  const { setAhead } = doc;
  useLayoutEffect(() => {
    setAhead(rest === null ? null : (text, options) => runAheadWith(options, ...([text, ...rest] as unknown as Args)));
    return () => setAhead(null);
  }, [setAhead, runAheadWith, rest]);
  return live;
}
