/**
 * The kinds of membership a member may have (`GET /Members/kinds`, docs/api.md "Members"): what the
 * member form offers, for whoever reads the members — the fees and the rest of the dues settings stay
 * with `read:dues` (docs/api/dues.md "Settings").
 */
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { membershipKinds } from '../../db/schema';
import type { MembershipKindChoice } from '../../schemas/members';

/** Every kind of membership in the settings' order: `[{id, name, isDefault}]` (empty without kinds). */
export function listMembershipKinds(db: Database): Promise<MembershipKindChoice[]> {
  return db
    .select({ id: membershipKinds.id, name: membershipKinds.name, isDefault: membershipKinds.isDefault })
    .from(membershipKinds)
    .orderBy(asc(membershipKinds.sortOrder), asc(membershipKinds.id));
}
