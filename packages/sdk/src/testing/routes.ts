// Every route the local Mem answers.
import { assistantRoutes } from './assistant-routes.js';
import { attachmentRoutes } from './attachment-routes.js';
import { collectionRoutes } from './collection-routes.js';
import { eventRoutes } from './event-routes.js';
import type { DownloadLinks } from './download-links.js';
import { extendedSearchRoute } from './extended-search-route.js';
import { legacyRoutes } from './legacy-routes.js';
import { memItRoute } from './mem-it-route.js';
import { membershipRoutes } from './membership-routes.js';
import { noteListRoute } from './note-list-route.js';
import { noteRoutes } from './note-routes.js';
import { relatedNotesRoute } from './related-notes-route.js';
import { Router } from './router.js';
import { searchRoute } from './search-route.js';
import type { Store } from './store.js';

export function memRouter(store: Store, memItDelayMs: number, links: DownloadLinks): Router {
  return new Router([
    ...noteRoutes(store),
    noteListRoute(store),
    searchRoute(store),
    extendedSearchRoute(store),
    relatedNotesRoute(store),
    memItRoute(store, memItDelayMs),
    ...collectionRoutes(store),
    ...membershipRoutes(store),
    ...assistantRoutes(store),
    ...eventRoutes(store),
    ...attachmentRoutes(store, links),
    ...legacyRoutes(store),
  ]);
}
