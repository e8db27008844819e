import * as Comlink from 'comlink';

type ThrowHandler = Comlink.TransferHandler<unknown, { isError: boolean; value: unknown }>;

/**
 * Comlink rebuilds an error thrown in a worker from its name, message and stack only. Bad input
 * throws InputError (i18n key + params), so its key and params travel too: the main thread's
 * rebuilt error then passes isInputError and the UI can translate it.
 */
const defaultThrow = Comlink.transferHandlers.get('throw') as ThrowHandler;
Comlink.transferHandlers.set('throw', {
  canHandle: defaultThrow.canHandle,
  serialize(thrown) {
    const [serialized, transferables] = defaultThrow.serialize(thrown);
    const error = (thrown as { value?: unknown }).value;
    if (serialized.isError && error instanceof Error && error.name === 'InputError') {
      const { key, params } = error as Error & { key?: unknown; params?: unknown };
      Object.assign(serialized.value as object, { key, params });
    }
    return [serialized, transferables];
  },
  deserialize: defaultThrow.deserialize,
} satisfies ThrowHandler);

/** Exposes a worker host's API to the bridge (use this instead of Comlink.expose). */
export function exposeHost(api: object, endpoint?: Comlink.Endpoint): void {
  Comlink.expose(api, endpoint);
}
