/** Test data shared by the client tests, in the shapes of the shared API schemas. */
import type { CurrentUser } from '../../shared/api/auth';

/** The signed-in user as `GET /api/me` answers it (Ada, an author with a confirmed address by default). */
export function currentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return { id: 1, name: 'Ada', email: 'ada@example.org', role: 'author', emailVerified: true, ...overrides };
}
