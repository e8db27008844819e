import { useCallback, useState } from 'react';
import { useLiveWorker } from '@/hooks/useWorker';
import type { Bip39Language } from './options';

interface Fields {
  entropy: string;
  mnemonic: string;
  /** The field written last (by the person, Refresh or a language change); the worker rewrites the other. */
  source: 'entropy' | 'mnemonic';
}

/**
 * The entropy and the mnemonic, bound both ways through the keys worker (which holds @scure/bip39
 * and the wordlists): each side rewrites the other while it is valid; an invalid side leaves the
 * other as it was. Both texts are always checked, so a mnemonic left over from before is judged too.
 */
export function useBip39Fields(language: Bip39Language, initialEntropy: () => string) {
  const [fields, setFields] = useState<Fields>(() => ({ entropy: initialEntropy(), mnemonic: '', source: 'entropy' }));
  const toMnemonic = useLiveWorker('keys', 'mnemonicOfEntropy', [fields.entropy, language]);
  const toEntropy = useLiveWorker('keys', 'entropyOfMnemonic', [fields.mnemonic, language]);

  // Adjusting state while rendering (React's documented pattern): the answer fills the other field
  // before anything is painted. useLiveWorker only gives the answer for the texts on screen.
  const mnemonicOfEntropy = toMnemonic.value;
  if (fields.source === 'entropy' && mnemonicOfEntropy !== undefined && mnemonicOfEntropy !== fields.mnemonic)
    setFields({ ...fields, mnemonic: mnemonicOfEntropy });
  const entropyOfMnemonic = toEntropy.value;
  if (fields.source === 'mnemonic' && entropyOfMnemonic !== undefined && entropyOfMnemonic !== fields.entropy)
    setFields({ ...fields, entropy: entropyOfMnemonic });

  return {
    entropy: fields.entropy,
    mnemonic: fields.mnemonic,
    entropyError: useSettledError(toMnemonic),
    mnemonicError: useSettledError(toEntropy),
    // Stable callbacks: the fields are memoised.
    setEntropy: useCallback((entropy: string) => setFields((f) => ({ ...f, entropy, source: 'entropy' })), []),
    setMnemonic: useCallback((mnemonic: string) => setFields((f) => ({ ...f, mnemonic, source: 'mnemonic' })), []),
    /** For a language change: the mnemonic is rewritten from the entropy in the new wordlist. */
    followEntropy: useCallback(() => setFields((f) => (f.source === 'entropy' ? f : { ...f, source: 'entropy' })), []),
  };
}

/** The failure of the last answer, kept while the next one is computed, so a message does not blink per keystroke. */
function useSettledError(live: { error?: unknown; pending: boolean }): unknown {
  const [settled, setSettled] = useState<unknown>();
  if (!live.pending && live.error !== settled) setSettled(live.error);
  return live.pending ? settled : live.error;
}
