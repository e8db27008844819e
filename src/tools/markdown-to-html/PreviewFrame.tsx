import { Printer } from 'lucide-react';
import { memo, useCallback, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { nextTask } from '@/lib/next-task';
import { Button } from '@/ui/Button';
import type { PreviewContent } from './convert';
import { PREVIEW_STYLE } from './preview-style';
import styles from './ui.module.css';

/**
 * The frame's rights: no scripts ever. `allow-same-origin` lets the page fill the frame and call its
 * print() (a window of an opaque origin cannot be reached), `allow-modals` lets that print run, and
 * the popups flags let a link open its page in a new, normal tab instead of inside the preview.
 */
const SANDBOX = 'allow-same-origin allow-modals allow-popups allow-popups-to-escape-sandbox';
/** The preview follows typing once it pauses this long: the HTML output answers every keystroke. */
const PREVIEW_DELAY_MS = 150;
/** Copying nodes into the frame gives the page back after this long. */
const SLICE_MS = 10;
/** Above this many blocks, those out of sight are not laid out on screen (printing lays out all). */
const LAZY_LAYOUT_BLOCKS = 200;

/** Index of the first of `a` and `b`'s children that differ, and how many equal ones end both. */
function sameEnds(a: ChildNode[], b: ChildNode[]): [number, number] {
  let head = 0;
  while (head < a.length && head < b.length && a[head]!.isEqualNode(b[head]!)) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail]!.isEqualNode(b[b.length - 1 - tail]!)) tail++;
  return [head, tail];
}

/**
 * Puts the content in the frame's document: only the blocks that changed are replaced (a keystroke
 * changes one), so the frame keeps its scroll and lays out little. Many new blocks are copied in
 * slices; `stale` stops the copy when newer content has come.
 */
async function paint(frame: HTMLIFrameElement | null, content: PreviewContent, stale: () => boolean) {
  const document = frame?.contentDocument;
  if (!document?.body) return;
  if (!document.head.querySelector('style')) {
    const style = document.createElement('style');
    style.textContent = PREVIEW_STYLE;
    document.head.append(style);
  }
  document.title = content.title;
  const shown = Array.from(document.body.childNodes);
  const nodes = content.bodies.flatMap((body) => Array.from(body.childNodes));
  document.body.classList.toggle('long', nodes.length > LAZY_LAYOUT_BLOCKS);
  const [head, tail] = sameEnds(shown, nodes);
  for (const node of shown.slice(head, shown.length - tail)) node.remove();
  const before = shown[shown.length - tail] ?? null;
  let sliceStart = performance.now();
  for (const [index, node] of nodes.slice(head, nodes.length - tail).entries()) {
    document.body.insertBefore(document.importNode(node, true), before);
    if (index % 16 !== 15 || performance.now() - sliceStart < SLICE_MS) continue;
    await nextTask();
    if (stale()) return;
    sliceStart = performance.now();
  }
}

/**
 * The sanitised HTML drawn in a sandboxed frame, and "Print as PDF", which prints only the frame.
 * With nothing to show there is no frame, only its empty place (a frame without scripts also stalls
 * axe-core's page scan, which waits for a script to run in it).
 */
export const PreviewFrame = memo(function PreviewFrame({ content }: { content?: PreviewContent }) {
  const { t } = useTranslation('markdown-to-html');
  const labelId = useId();
  const frame = useRef<HTMLIFrameElement>(null);
  const painted = useRef<PreviewContent>(undefined);
  const show = useCallback((next: PreviewContent) => {
    painted.current = next;
    void paint(frame.current, next, () => painted.current !== next);
  }, []);
  useEffect(() => {
    if (!content) {
      painted.current = undefined;
      return;
    }
    // A new frame is filled at once; an existing one once typing pauses.
    if (!painted.current) return show(content);
    const timer = setTimeout(() => show(content), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [content, show]);
  // A browser that swaps the first blank document for another when it loads gets the content again.
  const onLoad = useCallback(() => painted.current && show(painted.current), [show]);
  const print = () => frame.current?.contentWindow?.print();
  return (
    <div className={styles.field} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.label}>
        {t('preview')}
      </span>
      {content ? (
        <iframe ref={frame} className={styles.preview} title={t('preview')} sandbox={SANDBOX} onLoad={onLoad} />
      ) : (
        <div className={styles.preview} />
      )}
      <div className={styles.actions}>
        <Button onPress={print} isDisabled={!content}>
          <Printer size={14} aria-hidden />
          {t('print')}
        </Button>
      </div>
    </div>
  );
});
