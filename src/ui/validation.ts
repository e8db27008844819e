/** A field rule: it fails when the validator returns false or throws. */
export interface ValidationRule<T = string> {
  validator: (value: T) => boolean;
  message: string;
}

/** The message of the LAST failing rule, or undefined when every rule passes. */
export function lastFailingMessage<T>(value: T, rules: readonly ValidationRule<T>[] = []): string | undefined {
  let message: string | undefined;
  for (const rule of rules) {
    let ok: boolean;
    try {
      ok = rule.validator(value);
    } catch {
      ok = false;
    }
    if (!ok) message = rule.message;
  }
  return message;
}
