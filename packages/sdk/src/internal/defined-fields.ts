/**
 * `Fields` as sent: a field whose value may be `undefined` becomes optional instead, so that the
 * result can be checked against Mem's wire types, whose optional fields never hold `undefined`.
 */
export type DefinedFields<Fields> = {
  [Name in keyof Fields as undefined extends Fields[Name] ? never : Name]: Fields[Name];
} & {
  [Name in keyof Fields as undefined extends Fields[Name] ? Name : never]?: Exclude<
    Fields[Name],
    undefined
  >;
};

type OptionalNames<Shape> = {
  [Name in keyof Shape]-?: object extends Pick<Shape, Name> ? Name : never;
}[keyof Shape];

/**
 * The fields of a request to Mem as `definedFields` takes them, from the request's wire shape in
 * Mem's schema: an optional field may also be `undefined`, and is then left out. Checking a
 * request's fields against it with `satisfies` catches a field Mem's schema does not have, a
 * missing required one and a wrong type.
 */
export type Outgoing<Shape> = {
  [
    Name in Exclude<keyof NonNullable<Shape>, OptionalNames<NonNullable<Shape>>>
  ]: NonNullable<Shape>[Name];
} & {
  [Name in OptionalNames<NonNullable<Shape>>]?: NonNullable<Shape>[Name] | undefined;
};

/** Drops `undefined` fields, so that a request holds only what the caller set. */
export function definedFields<Fields extends Record<string, unknown>>(
  fields: Fields,
): DefinedFields<Fields> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as DefinedFields<Fields>;
}
