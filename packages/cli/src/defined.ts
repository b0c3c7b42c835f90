/**
 * `fields` without its undefined ones. The library refuses a field given as `undefined` where
 * its type says the field is optional, so options the user left out must be left out here too.
 */
export function defined<Fields extends Record<string, unknown>>(fields: Fields) {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as {
    [Key in keyof Fields]?: Exclude<Fields[Key], undefined>;
  };
}
