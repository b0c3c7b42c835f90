// Runs before every test file, ahead of the contract check, which must see the routed `fetch`.
import { installFetchRoutes } from './mem-front.js';

installFetchRoutes();
