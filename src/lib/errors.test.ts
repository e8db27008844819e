import { describe, expect, it } from 'vitest';
import { describeError, FileReadError, InputError, TaskAbortedError, WorkerFailedError } from './errors';

describe('describeError (the one failure → words mapping)', () => {
  it.each([
    [
      'invalid input, in the tool namespace',
      new InputError('invalidHex', { position: 3 }),
      { key: 'hash-text:invalidHex', params: { position: 3 } },
    ],
    ['invalid input with a shared key', new InputError('app:errors.x'), { key: 'app:errors.x', params: {} }],
    // As a worker sends it: a plain object with the InputError fields.
    [
      'invalid input from a worker',
      { name: 'InputError', key: 'invalidBase64', params: {} },
      { key: 'hash-text:invalidBase64', params: {} },
    ],
    ['a worker that failed', new WorkerFailedError('The hash worker failed'), { key: 'app:errors.workerFailed', params: {} }],
    ['an unreadable file', new FileReadError('gone'), { key: 'app:errors.fileUnreadable', params: {} }],
    ['a browser read error', new DOMException('gone', 'NotReadableError'), { key: 'app:errors.fileUnreadable', params: {} }],
    ['out of memory', new RangeError('Array buffer allocation failed'), { key: 'app:errors.outOfMemory', params: {} }],
    ['a full disk or quota', new DOMException('full', 'QuotaExceededError'), { key: 'app:errors.noSpace', params: {} }],
    ['a cancellation', new TaskAbortedError(true), { key: 'app:errors.cancelled', params: {} }],
    [
      'a lazy chunk that did not download (Chromium)',
      new TypeError('Failed to fetch dynamically imported module: https://example.test/assets/logic-abc.js'),
      { key: 'app:toolError.online', params: {} },
    ],
    [
      'a lazy chunk that did not download (Firefox)',
      new TypeError('error loading dynamically imported module: https://example.test/assets/logic-abc.js'),
      { key: 'app:toolError.online', params: {} },
    ],
    [
      'a lazy chunk that did not download (Safari)',
      new TypeError('Importing a module script failed.'),
      { key: 'app:toolError.online', params: {} },
    ],
    [
      'anything else, with its message',
      new TypeError('x is undefined'),
      { key: 'app:errors.unexpected', params: { message: 'x is undefined' } },
    ],
  ])('%s', (_, error, expected) => {
    expect(describeError(error, 'hash-text')).toEqual(expected);
  });
});
