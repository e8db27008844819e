// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryableImport } from './retryable-import';

const settledWithin = async (promise: Promise<unknown>, ms = 20) =>
  Promise.race([
    promise.then(
      () => 'resolved',
      () => 'rejected',
    ),
    new Promise((resolve) => setTimeout(resolve, ms, 'pending')),
  ]);

describe('retryableImport', () => {
  afterEach(() => vi.restoreAllMocks());

  function setup(online = true) {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    return reload;
  }

  it('a first failure is thrown; a retry that fails again while online reloads the page', async () => {
    const reload = setup();
    const load = retryableImport(vi.fn().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module')));
    await expect(load()).rejects.toThrow('Failed to fetch');
    expect(reload).not.toHaveBeenCalled();
    expect(await settledWithin(load())).toBe('pending');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offline, every failure is thrown (the page says it is offline)', async () => {
    const reload = setup(false);
    const load = retryableImport(vi.fn().mockRejectedValue(new TypeError('offline')));
    await expect(load()).rejects.toThrow('offline');
    await expect(load()).rejects.toThrow('offline');
    expect(reload).not.toHaveBeenCalled();
  });

  it('a retry that loads answers in place, with the arguments given; a later failure counts as a first one', async () => {
    const reload = setup();
    const inner = vi
      .fn<(language: string) => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('down'))
      .mockImplementationOnce(async (language) => `words ${language}`)
      .mockRejectedValueOnce(new TypeError('down again'));
    const load = retryableImport(inner);
    await expect(load('fr')).rejects.toThrow('down');
    await expect(load('fr')).resolves.toBe('words fr');
    await expect(load('es')).rejects.toThrow('down again');
    expect(reload).not.toHaveBeenCalled();
  });
});
