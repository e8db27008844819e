import * as Comlink from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { isInputError } from '@/lib/errors';
import { markdownToHtml } from '@/tools/markdown-to-html/logic';
import { createBridge, type WorkerLike } from '../bridge';
import { exposeHost } from '../expose-host';
import type { HostApis } from '../hosts';
import { api } from './markdown';

/** The markdown host, exposed as host.worker.ts exposes it, at the end of a channel in this thread. */
function markdownWorker(): WorkerLike {
  const { port1, port2 } = new MessageChannel();
  exposeHost(api, port2 as unknown as Comlink.Endpoint);
  return Object.assign(port1 as unknown as Comlink.Endpoint, { terminate: () => port1.close() });
}

describe('markdown host', () => {
  const bridge = createBridge<Pick<HostApis, 'markdown'>>({ markdown: markdownWorker });
  afterEach(() => bridge.terminateAll());

  it("answers a text's top-level blocks as HTML strings, which put together are the whole text's", async () => {
    const markdown = '# Title\n\nA [reference][r].\n\n- a\n- b\n\n| x |\n|---|\n| 1 |\n\n[r]: https://example.com';
    const { blocks, rawHtml } = await bridge.call('markdown', 'markdownBlocksHtml', [markdown]);
    expect(rawHtml).toBe(false);
    expect(blocks.every((block) => typeof block === 'string' && block !== '')).toBe(true);
    expect(blocks[0]).toBe('<h1>Title</h1>\n');
    expect(blocks.join('')).toBe(markdownToHtml(markdown));
    expect(await bridge.call('markdown', 'markdownBlocksHtml', ['a <b>bold</b>'])).toEqual({
      blocks: ['<p>a <b>bold</b></p>\n'],
      rawHtml: true,
    });
  });

  it("answers the About page's HTML whole", async () => {
    expect(await bridge.call('markdown', 'markdownToHtml', ['## Hi\n\n[a](https://x.org)'])).toBe(
      '<h2>Hi</h2>\n<p><a href="https://x.org">a</a></p>\n',
    );
  });

  // Deep enough to end the call stack even once marked's code is optimised (smaller frames); ~2 s.
  it('says a text nested beyond the call stack is too deep: the InputError crosses to the page', async () => {
    const error = await bridge.call('markdown', 'markdownBlocksHtml', [`${'>'.repeat(20_000)} deep`]).catch((e: unknown) => e);
    expect(isInputError(error)).toBe(true);
    expect(error).toMatchObject({ name: 'InputError', key: 'tooDeep', params: {} });
  });
});
