/** What the page needs to know about the ciphers, without crypto-es (which only the cipher worker loads). */
export const ALGORITHMS = ['AES', 'TripleDES', 'Rabbit', 'RC4'] as const;
export type Algorithm = (typeof ALGORITHMS)[number];

export const isAlgorithm = (value: string): value is Algorithm => (ALGORITHMS as readonly string[]).includes(value);
