import { useMemo } from 'react';
import { useFollow, useLastAnswer, useTask, type TaskContext } from '@/hooks/useTask';
import { useSettledText } from '@/hooks/useTextInput';
import { useWarmWorkers } from '@/hooks/useWarmWorkers';
import { useLiveWorker } from '@/hooks/useWorker';
import type { ConvertedMarkdown } from './convert';
import type { MarkdownBlocksHtml } from './logic';

/**
 * Texts up to this size (about 60 lines) convert at every keystroke: a round trip to the worker
 * and a few milliseconds of sanitising. Longer ones once typing settles, sanitised in slices
 * between which the page answers.
 */
const IMMEDIATE_CHARS = 2_000;

// DOMPurify arrives after the field is drawn (marked is in the markdown worker).
const loadConvert = () => import('./convert');
const NO_ARGS: [] = [];
const EMPTY: ConvertedMarkdown = { html: '' };
const WARM_ARGS: [string] = [''];
const FIRST_WORKER = [0];
const sanitiseLong = async (context: TaskContext, read: MarkdownBlocksHtml, fallbackTitle: string) =>
  (await loadConvert()).convertBlocksInSlices(read, fallbackTitle, context);

/**
 * The typed text as HTML and preview. marked runs in the markdown worker (it can take seconds);
 * the page only sanitises its blocks' HTML, since DOMPurify needs the page's DOM.
 */
export function useConvertedMarkdown(markdown: string, fallbackTitle: string) {
  // A short text comes back deferred: the field shows the keystroke at once, the HTML follows.
  // A long one once typing settles, so the worker needs no debounce of its own.
  const source = useSettledText(markdown, IMMEDIATE_CHARS);
  const short = source !== undefined && source.length <= IMMEDIATE_CHARS;
  const blank = source?.trim() === '';
  // Started with the page, so the first keystroke does not wait for marked to load.
  useWarmWorkers('markdown', 'markdownBlocksHtml', WARM_ARGS, FIRST_WORKER);
  // Latest wins; a long run superseded by a newer text stops its worker rather than delay it.
  const read = useLiveWorker('markdown', 'markdownBlocksHtml', source === undefined || blank ? null : [source], {
    restartWhenSuperseded: !short,
  });
  const convert = useFollow(useTask(loadConvert), NO_ARGS);
  const convertBlocks = convert.value?.convertBlocks;
  const shortResult = useMemo(() => {
    if (blank) return EMPTY;
    return short && read.value && convertBlocks ? convertBlocks(read.value, fallbackTitle) : undefined;
  }, [blank, short, read.value, convertBlocks, fallbackTitle]);
  const long = useFollow(useTask(sanitiseLong), !short && read.value ? [read.value, fallbackTitle] : null);
  const result = short ? shortResult : long.value;
  const converting = source === undefined || read.pending || (short ? read.value !== undefined && convert.pending : long.pending);
  // The preview keeps the last text's while another is typed and converted: a frame emptied at each
  // keystroke would be drawn again from the top, losing the reader's place. So does the HTML of a
  // short text during its round trip (as a deferred render would); a long text's HTML is never
  // another text's: blank meanwhile.
  const shown = useLastAnswer({ value: result, pending: converting }).value;
  // Progress and Cancel follow the stage at work: marked in the worker, then the slices.
  const stage = read.state.status === 'running' ? read : long;
  return {
    html: (short ? shown : result)?.html ?? '',
    preview: shown?.preview,
    error: convert.error ?? read.error ?? long.error,
    state: stage.state,
    cancel: stage.cancel,
  };
}
