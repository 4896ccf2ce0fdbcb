/**
 * A value as it travels in a JSON request: what a shared schema parsed (times as Date) goes to
 * the API as ISO text, as JSON.stringify writes it. The typed client's bodies are the wire's
 * types, so a parsed form value passes through here on its way out.
 */
export type AsJson<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? AsJson<U>[]
    : T extends object
      ? { [K in keyof T]: AsJson<T[K]> }
      : T;

export function asJson<T>(value: T): AsJson<T> {
  return JSON.parse(JSON.stringify(value)) as AsJson<T>;
}
