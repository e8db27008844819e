import * as Comlink from 'comlink';
import { decodeBlobText, type DocumentSource, type OpenedFile } from '@/lib/data-formats/document-source';
import { errorPlace } from '@/lib/data-formats/error-place';
import type { TextSink } from '@/lib/data-formats/json-parts';
import { LARGE_TEXT_CHARS, type LargeText } from '@/lib/data-formats/large-text';
import { LargeTextBuilder, toLargeText } from '@/lib/data-formats/large-text-builder';
import { InputError, isInputError } from '@/lib/errors';
import type { ReportProgress } from '@/lib/progress';

/** The text of the last file opened, so a change of options formats it again without reading it again. */
let held: { id: string; text: string } | undefined;

async function documentText(source: DocumentSource, report?: ReportProgress): Promise<string> {
  if (typeof source === 'string') return source;
  if (held?.id === source.id) return held.text;
  // Dropped first: two big texts at once could exhaust the worker's memory.
  held = undefined;
  const text = await decodeBlobText(source.file, report);
  held = { id: source.id, text };
  return text;
}

/**
 * Reads and decodes an opened file here, keeping its text for the formatting that follows (a
 * fresh worker reads it again); the page learns only its length.
 */
export async function openDocument(source: OpenedFile, report: ReportProgress): Promise<{ chars: number }> {
  return { chars: (await documentText(source, report)).length };
}

/** A LargeText whose buffers move to the page (a string is copied). */
const moved = (output: string | LargeText) =>
  typeof output === 'string' ? output : Comlink.transfer(output, [output.bytes.buffer, output.rows.buffer]);

/** An output as the page takes it: a short one as a string, a long one as a LargeText whose buffers move. */
const forPage = (text: string): string | LargeText => moved(text.length <= LARGE_TEXT_CHARS ? text : toLargeText(text));

/**
 * A parse error with a line and column also carries its place in the text (see errorPlace), so the
 * page can show it even for a document it does not hold.
 */
function withPlace(error: unknown, text: string): unknown {
  if (!isInputError(error)) return error;
  const { line, column } = error.params;
  const place = typeof line === 'number' && typeof column === 'number' ? errorPlace(text, line, column) : undefined;
  return place ? new InputError(error.key, { ...error.params, ...place }) : error;
}

/** A formatter of text as a host method that takes a DocumentSource and answers for the page. */
export const documentMethod =
  <A extends unknown[]>(format: (text: string, ...args: A) => string) =>
  async (source: DocumentSource, ...args: A): Promise<string | LargeText> => {
    const text = await documentText(source);
    try {
      return forPage(format(text, ...args));
    } catch (error) {
      throw withPlace(error, text);
    }
  };

/**
 * A formatter that writes its output in parts (see LargeTextBuilder) as a host method: a long
 * output goes into its UTF-8 bytes as it is written, never held whole as a string.
 */
export const documentPartsMethod =
  <A extends unknown[]>(format: (text: string, sink: TextSink, ...args: A) => void) =>
  async (source: DocumentSource, ...args: A): Promise<string | LargeText> => {
    const text = await documentText(source);
    const builder = new LargeTextBuilder();
    try {
      format(text, builder, ...args);
    } catch (error) {
      throw withPlace(error, text);
    }
    return moved(builder.finish());
  };
