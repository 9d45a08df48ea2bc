/**
 * The advert lines of one revue issue (spec §3 "Advert export"; docs/api/adverts.md "Export for the
 * revue"): the active and visible adverts of the period, offers then requests, each group under its
 * Dutch heading and by tribe number; each line shows only the contact details the advert's
 * exposeRevue* flags allow.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addresses, adverts, members } from '../../db/schema';
import type { PublishPeriod } from '../../schemas/adverts';
import { ADVERT_TYPES } from '../../schemas/constants';
import { addressLine } from '../people/address';
import { fullName } from '../people/names';
import { inPeriod } from './queries';

/** The revue is Dutch: the group headings whatever the interface language. */
const HEADINGS = { offer: 'Aangeboden', request: 'Gevraagd' } as const;

type Advert = typeof adverts.$inferSelect;
type Member = typeof members.$inferSelect;
type Address = typeof addresses.$inferSelect;

/** One printed line: message, tribe number and name, then the contact details the flags allow. */
function advertLine(advert: Advert, member: Member, address: Address | null) {
  const details = [
    advert.exposeRevueAddress && address ? addressLine(address, null) : '',
    advert.exposeRevuePhone && member.phoneNumber ? `tel. ${member.phoneNumber}` : '',
    advert.exposeRevuePhone && member.mobilePhoneNumber ? `gsm ${member.mobilePhoneNumber}` : '',
    advert.exposeRevueEmail ? member.email : '',
  ];
  const message = advert.message.replace(/\s+/g, ' ').trim();
  return [`${message} — Stam ${member.tribeNumber}`, fullName(member), ...details].filter(Boolean).join(', ');
}

/** `{advertLines}` of the issue `period`. */
export async function exportAdverts(db: Database, period: PublishPeriod) {
  const rows = await db
    .select({ advert: adverts, member: members, address: addresses })
    .from(adverts)
    .innerJoin(members, eq(members.id, adverts.memberId))
    .leftJoin(addresses, eq(addresses.id, members.addressId))
    .where(
      and(
        inPeriod(period.rangeStart, period.rangeEnd),
        eq(adverts.isActive, true),
        eq(adverts.isVisible, true),
      ),
    )
    .orderBy(asc(members.tribeNumber), asc(adverts.visibleFrom), asc(adverts.id));
  const advertLines = ADVERT_TYPES.flatMap((type) => {
    const lines = rows
      .filter((row) => row.advert.advertType === type)
      .map((row) => advertLine(row.advert, row.member, row.address));
    return lines.length > 0 ? [HEADINGS[type], ...lines] : [];
  });
  return { advertLines };
}
