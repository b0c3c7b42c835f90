// Where the vendored contract, its provenance and the wire types generated from it live.
import { fileURLToPath } from 'node:url';

/** @param {string} path */
const packageFile = (path) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** Mem's OpenAPI document, reduced by contract.mjs. */
export const contractPath = packageFile('openapi/mem-openapi.json');
/** Where the vendored copy came from, when, and the original's checksum. */
export const sourcePath = packageFile('openapi/source.json');
/** The wire types openapi-typescript generates from the contract. */
export const wireTypesPath = packageFile('src/internal/mem-api.d.ts');
