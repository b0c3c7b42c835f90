// Pieces of JavaScript's syntax tree (ESTree) as MDX's compiler reads them from the nodes a
// rehype plugin adds: names, values, imports, and a module's top-level statements.

export const identifier = (name: string) => ({ type: 'Identifier', name });

export const literal = (value: string | number) => ({
  type: 'Literal',
  value,
  raw: JSON.stringify(value),
});

/** `import { name as local } from source;`, or `import local from source` for `default`. */
export function importDeclaration(source: string, specifiers: [string, string][]) {
  return {
    type: 'ImportDeclaration',
    specifiers: specifiers.map(([imported, local]) =>
      imported === 'default'
        ? { type: 'ImportDefaultSpecifier', local: identifier(local) }
        : { type: 'ImportSpecifier', imported: identifier(imported), local: identifier(local) },
    ),
    source: literal(source),
  };
}

/** Top-level statements of a module, as MDX's ESM node. */
export function esmNode(body: unknown[]) {
  return {
    type: 'mdxjsEsm',
    value: '',
    data: { estree: { type: 'Program', sourceType: 'module', body } },
  };
}
