/**
 * The mem.ai account an API key belongs to, as the API describes it.
 *
 * @example
 * ```ts
 * import type { UserProfile } from 'memai-sdk';
 *
 * const owner: UserProfile = {
 *   id: '2b1f3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
 *   email: 'ada@example.com',
 *   name: 'Ada Lovelace',
 *   created_at: '2025-04-01T14:30:45Z',
 * };
 * ```
 */
export interface UserProfile {
  /** The account's UUID. */
  id: string;
  /** The account's email address. */
  email: string;
  /** The account holder's display name, or `null` when none is set. */
  name: string | null;
  /** When the account was created, as an ISO 8601 date-time. */
  created_at: string;
}
