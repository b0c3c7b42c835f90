/**
 * The account an API key belongs to. **No method returns one**: Mem's API has no call that
 * describes a key's owner. A key acts as its owner on all of their notes and collections, and
 * Mem's answers carry no account fields, so this interface has none either.
 *
 * To check that a key works, make a cheap read such as `client.collections.list({ limit: 1 })`:
 * a key Mem does not accept fails with status 401.
 *
 * @example
 * ```ts
 * import { MemClient } from 'memai-sdk';
 *
 * async function keyWorks(client: MemClient): Promise<boolean> {
 *   try {
 *     await client.collections.list({ limit: 1 });
 *     return true;
 *   } catch (error) {
 *     if (MemClient.isApiError(error) && error.status === 401) return false;
 *     throw error;
 *   }
 * }
 * ```
 * @group Configuration
 */
// An interface with no members, on purpose: see the comment above.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface UserProfile {}
