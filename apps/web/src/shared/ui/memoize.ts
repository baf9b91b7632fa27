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
