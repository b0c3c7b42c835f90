/** Drops `undefined` fields, so that a request holds only what the caller set. */
export function definedFields<Fields extends Record<string, unknown>>(fields: Fields): Fields {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Fields;
}
