/**
 * `make`, run once per key and kept: for Intl formatters, whose constructors are slow on a
 * phone, made once per language (and per option) for the whole app.
 */
export function memoizeByKey<Key, Value>(make: (key: Key) => Value): (key: Key) => Value {
  const kept = new Map<Key, Value>();
  return (key) => {
    if (!kept.has(key)) kept.set(key, make(key));
    return kept.get(key) as Value;
  };
}

/** `make`, run on the first call and kept: a formatter made only once something needs it. */
export function once<Value>(make: () => Value): () => Value {
  let made: { value: Value } | undefined;
  return () => (made ??= { value: make() }).value;
}
