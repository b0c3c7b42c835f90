import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as runtime from '../src/index.js';

// Building a TypeScript program reads the whole library and its lib files: seconds on a busy
// machine, past Vitest's default of five.
const typeCheckTimeout = 30_000;

const entry = fileURLToPath(new URL('../src/index.ts', import.meta.url));

const publicSurface = {
  // The client, and the pages the site's reference has always had.
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
  CollectionCreatedOp: 'type',
  NoteDeletedOp: 'type',
  // Resources, reached as client properties.
  Notes: 'class',
  Collections: 'class',
  Tasks: 'class',
  Projects: 'class',
  FollowUps: 'class',
  LegacyV1: 'class',
  Attachments: 'class',
  AudioRecordings: 'class',
  Events: 'class',
  // What every call returns.
  ApiPromise: 'class',
  ApiResponse: 'type',
  // Paging.
  Page: 'type',
  PageRequest: 'class',
  // Errors and per-call options.
  RateLimits: 'type',
  RateLimitWindow: 'type',
  RequestReceipt: 'type',
  RequestOptions: 'interface',
  ThrottleOptions: 'interface',
  ThrottleWait: 'type',
  EditNoteOptions: 'type',
  // What the calls take and return.
  Note: 'type',
  NoteAttachment: 'type',
  UpdateNotePayload: 'type',
  UpdateNoteResponse: 'type',
  ListNotesParams: 'type',
  ListNotesResponse: 'type',
  NoteListItem: 'type',
  SearchNotesParams: 'type',
  SearchNotesResponse: 'type',
  ExtendedSearchParams: 'type',
  ExtendedSearchResponse: 'type',
  ExtendedSearchResult: 'type',
  AttachmentMatch: 'type',
  RelatedNotesParams: 'type',
  RelatedNotesResponse: 'type',
  RelatedNote: 'type',
  RelatedNoteCollection: 'type',
  AttachmentKind: 'type',
  ReadAttachmentParams: 'type',
  ReadAttachmentResponse: 'type',
  AttachmentPdf: 'type',
  AttachmentPdfPage: 'type',
  AttachmentImage: 'type',
  AttachmentAudioRecording: 'type',
  AttachmentCalendarEvent: 'type',
  AttachmentEmail: 'type',
  AnswerQuestionParams: 'type',
  AnswerQuestionResponse: 'type',
  AttachmentDownloadUrl: 'type',
  AudioRecording: 'type',
  GetAudioRecordingParams: 'type',
  Collection: 'type',
  CreateCollectionPayload: 'type',
  UpdateCollectionPayload: 'type',
  SavedCollection: 'type',
  ListCollectionsParams: 'type',
  ListCollectionsResponse: 'type',
  SearchCollectionsParams: 'type',
  SearchCollectionsResponse: 'type',
  Task: 'type',
  ListTasksParams: 'type',
  ListTasksResponse: 'type',
  Project: 'type',
  ListProjectsParams: 'type',
  ListProjectsResponse: 'type',
  FollowUp: 'type',
  FollowUpResponse: 'type',
  ListFollowUpsParams: 'type',
  ListFollowUpsResponse: 'type',
  LegacyCreateNotePayload: 'type',
  LegacyCreateNoteResponse: 'type',
  LegacyMemItResponse: 'type',
  TaskStatus: 'type',
  ProjectStatus: 'type',
  FollowUpStatus: 'type',
  MemEvent: 'type',
  EventType: 'type',
  ListEventsParams: 'type',
  ListEventsResponse: 'type',
  EventTypesResponse: 'type',
  FollowEventsOptions: 'type',
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

/** The library's own source files that an entry (the main one by default) reaches. */
function filesReachedFromEntry(from = entry): string[] {
  const program = ts.createProgram([from], { module: ts.ModuleKind.NodeNext, types: [] });
  const source = fileURLToPath(new URL('../src/', import.meta.url));
  return program
    .getSourceFiles()
    .map((file) => file.fileName)
    .filter((name) => name.startsWith(source));
}

/** The Node modules a source file imports, by type or by value. */
function nodeImportsOf(file: string): string[] {
  return ts
    .preProcessFile(readFileSync(file, 'utf8'))
    .importedFiles.map((imported) => imported.fileName)
    .filter((specifier) => specifier.startsWith('node:'));
}

// Two of these tests build a TypeScript program of the whole entry: seconds on a busy machine.
describe('the public surface', { timeout: 30_000 }, () => {
  it('exports the reference pages the site has always had, and each type a call takes or returns', () => {
    expect(declaredExports()).toEqual(publicSurface);
  });

  it(
    'never reaches memai-sdk/testing or a Node module from the main entry',
    () => {
      const files = filesReachedFromEntry();
      expect(files.length).toBeGreaterThan(10);
      expect(files.filter((name) => /\/src\/testing(\.ts|\/)/.test(name))).toEqual([]);
      expect(files.flatMap(nodeImportsOf)).toEqual([]);
    },
    typeCheckTimeout,
  );

  it('keeps Node out of the local Mem but for its HTTP front, and out of its entry for web runtimes', () => {
    const folder = fileURLToPath(new URL('../src/testing/', import.meta.url));
    const withNode = readdirSync(folder)
      .map((name) => `${folder}${name}`)
      .concat(
        filesReachedFromEntry(fileURLToPath(new URL('../src/testing-web.ts', import.meta.url))),
      )
      .filter((name) => nodeImportsOf(name).length > 0)
      .map((name) => name.slice(folder.length - 'testing/'.length));
    expect([...new Set(withNode)]).toEqual(['testing/server.ts']);
  });

  it('has MemClient as its only runtime export', () => {
    expect(Object.keys(runtime)).toEqual(['MemClient']);
  });

  it('has createMem and startMemServer as the runtime exports of memai-sdk/testing, in every runtime', async () => {
    const testing = await import('../src/testing.js');
    const web = await import('../src/testing-web.js');
    expect(Object.keys(testing)).toEqual(['createMem', 'startMemServer']);
    expect(Object.keys(web)).toEqual(Object.keys(testing));
  });
});
