import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as runtime from '../src/index.js';

const entry = fileURLToPath(new URL('../src/index.ts', import.meta.url));

const publicSurface = {
  MemClient: 'class',
  MemConfig: 'interface',
  MemOptions: 'interface',
  RequestParams: 'interface',
  UserProfile: 'interface',
  CreateNotePayload: 'type',
  CreateNoteResponse: 'type',
  HttpMethod: 'type',
  MemApiError: 'type',
  MemItAddedToCollectionOp: 'type',
  MemItCreatedNoteOp: 'type',
  MemItOperation: 'type',
  MemItOperationBase: 'type',
  MemItPayload: 'type',
  MemItResponse: 'type',
  NoteAddedToCollectionOp: 'type',
  NoteCreatedOp: 'type',
  NoteOperation: 'type',
  NoteOperationBase: 'type',
};

/** Each exported name of the entry point, with how its declaration is written. */
function declaredExports(): Record<string, string> {
  const program = ts.createProgram([entry], {
    strict: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (moduleSymbol === undefined) throw new Error(`Could not read ${entry}`);
  return Object.fromEntries(
    checker.getExportsOfModule(moduleSymbol).map((symbol) => {
      const declaration = checker.getAliasedSymbol(symbol).declarations?.[0];
      const kind =
        declaration === undefined
          ? 'unknown'
          : ts.isClassDeclaration(declaration)
            ? 'class'
            : ts.isInterfaceDeclaration(declaration)
              ? 'interface'
              : ts.isTypeAliasDeclaration(declaration)
                ? 'type'
                : ts.SyntaxKind[declaration.kind];
      return [symbol.name, kind];
    }),
  );
}

describe('the public surface', () => {
  it('exports exactly the class, four interfaces and fourteen type aliases the reference documents', () => {
    expect(declaredExports()).toEqual(publicSurface);
  });

  it('has MemClient as its only runtime export', () => {
    expect(Object.keys(runtime)).toEqual(['MemClient']);
  });
});
