// Collections: create, read, update, delete, list (cursor paging) and search (one bounded page).
import { fingerprint, keysetPage } from './cursors.js';
import { MemError } from './errors.js';
import { within } from './note-filters.js';
import { orderings } from './note-list-route.js';
import { relevance, searchTerms } from './note-text.js';
import { newestFirst } from './ranking.js';
import { route, type Route } from './router.js';
import { collectionBody, collectionItem } from './shapes.js';
import type { Store, StoredCollection } from './store.js';
import { nowIso, timeOf } from './time.js';
import {
  bodyTimeFilter,
  jsonObject,
  knownQuery,
  optionalText,
  optionalTimestamp,
  optionalUuid,
  queryEnum,
  queryInteger,
  queryTimestamp,
  requiredText,
  type Fields,
  type TextRule,
} from './validate.js';

const titleRule: TextRule = { maxChars: 1000, maxBytes: 1000 };
const descriptionRule: TextRule = { maxChars: 10_000, maxBytes: 10_000, allowBlank: true };
const writeTime = { notInFuture: true };
const dateFilters = [
  'filter_by_created_after',
  'filter_by_created_before',
  'filter_by_updated_after',
  'filter_by_updated_before',
] as const;

/** Collection search answers one bounded set; Mem gives no size, this server keeps 100. */
const searchWindow = 100;

export function collectionRoutes(store: Store): Route[] {
  return [
    createCollectionRoute(store),
    readCollectionRoute(store),
    updateCollectionRoute(store),
    deleteCollectionRoute(store),
    listCollectionsRoute(store),
    searchCollectionsRoute(store),
  ];
}

function createCollectionRoute(store: Store): Route {
  return route({
    method: 'POST',
    path: '/v2/collections',
    handle({ body }) {
      const fields = jsonObject(body, ['title', 'id', 'description', 'created_at', 'updated_at']);
      const title = requiredText(fields, 'title', titleRule);
      const id = optionalUuid(fields, 'id');
      const description = optionalText(fields, 'description', descriptionRule);
      const createdAt = optionalTimestamp(fields, 'created_at', writeTime);
      const updatedAt = optionalTimestamp(fields, 'updated_at', writeTime);
      if (id !== undefined && store.collections.has(id)) {
        throw new MemError(409, 'CONFLICT', `A collection with the id ${id} exists already.`);
      }
      const now = nowIso();
      const collection = store.addCollection({
        id,
        title,
        description: description === undefined || description === '' ? null : description,
        created_at: createdAt ?? updatedAt ?? now,
        updated_at: updatedAt ?? createdAt ?? now,
      });
      return collectionBody(collection);
    },
  });
}

function readCollectionRoute(store: Store): Route {
  return route({
    method: 'GET',
    path: '/v2/collections/{collection_id}',
    handle: ({ params }) => collectionItem(store, store.collection(params['collection_id'] ?? '')),
  });
}

function updateCollectionRoute(store: Store): Route {
  return route({
    method: 'PATCH',
    path: '/v2/collections/{collection_id}',
    handle({ params, body }) {
      const fields = jsonObject(body, ['title', 'description', 'updated_at']);
      const title = optionalText(fields, 'title', titleRule);
      const description = optionalText(fields, 'description', descriptionRule);
      const updatedAt = optionalTimestamp(fields, 'updated_at', writeTime);
      const collection = store.collection(params['collection_id'] ?? '');
      // Only the fields sent change; an empty description clears it, null leaves it alone.
      if (title !== undefined) collection.title = title;
      if (description !== undefined)
        collection.description = description === '' ? null : description;
      collection.updated_at = updatedAt ?? nowIso();
      return collectionBody(collection);
    },
  });
}

function deleteCollectionRoute(store: Store): Route {
  return route({
    method: 'DELETE',
    path: '/v2/collections/{collection_id}',
    handle({ params }) {
      store.deleteCollection(store.collection(params['collection_id'] ?? '').id);
      return {};
    },
  });
}

function listCollectionsRoute(store: Store): Route {
  return route({
    method: 'GET',
    path: '/v2/collections',
    handle({ query }) {
      knownQuery(query, ['limit', 'page', 'order_by', ...dateFilters]);
      const limit = queryInteger(query, 'limit', { min: 1, max: 100 }) ?? 50;
      const orderBy = queryEnum(query, 'order_by', orderings) ?? 'updated_at';
      const [createdAfter, createdBefore, updatedAfter, updatedBefore] = dateFilters.map((name) =>
        queryTimestamp(query, name),
      );
      const bounds = { createdAfter, createdBefore, updatedAfter, updatedBefore };
      const page = keysetPage(
        [...store.collections.values()].filter((collection) => inBounds(collection, bounds)),
        {
          orderBy,
          key: (collection: StoredCollection) => collection[orderBy],
          limit,
          page: query.get('page') ?? undefined,
          requestFingerprint: fingerprint('collections', { orderBy, bounds }),
        },
      );
      return {
        results: page.results.map((collection) => collectionItem(store, collection)),
        total: page.total,
        next_page: page.next_page,
      };
    },
  });
}

function searchCollectionsRoute(store: Store): Route {
  return route({
    method: 'POST',
    path: '/v2/collections/search',
    handle({ body }) {
      const fields: Fields = jsonObject(body, ['query', ...dateFilters]);
      const text = optionalText(fields, 'query', { maxChars: Infinity, allowBlank: true });
      const [createdAfter, createdBefore, updatedAfter, updatedBefore] = dateFilters.map((name) =>
        bodyTimeFilter(fields, name),
      );
      const bounds = { createdAfter, createdBefore, updatedAfter, updatedBefore };
      const terms = searchTerms(text ?? '');
      const results = [...store.collections.values()]
        .filter((collection) => inBounds(collection, bounds))
        .map((collection) => ({
          collection,
          // With no query every collection matches; the most recently updated come first.
          score:
            terms.length === 0
              ? 1
              : relevance(
                  collection.title,
                  `${collection.title}\n${collection.description ?? ''}`,
                  terms,
                ),
        }))
        .filter(({ score }) => score > 0)
        .sort((a, b) => b.score - a.score || newestFirst(a.collection, b.collection))
        .slice(0, searchWindow)
        .map(({ collection }) => collectionItem(store, collection));
      return { results, total: results.length };
    },
  });
}

interface Bounds {
  createdAfter: number | undefined;
  createdBefore: number | undefined;
  updatedAfter: number | undefined;
  updatedBefore: number | undefined;
}

function inBounds(collection: StoredCollection, bounds: Bounds): boolean {
  return (
    within(timeOf(collection.created_at), bounds.createdAfter, bounds.createdBefore) &&
    within(timeOf(collection.updated_at), bounds.updatedAfter, bounds.updatedBefore)
  );
}
