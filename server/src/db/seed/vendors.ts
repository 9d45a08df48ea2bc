/** Demo vendors: members selling seed, supplies or birds, each with a short Dutch presentation. */
import type { vendors } from '../schema';
import { DAY_MS } from './dates';
import type { Person } from './members';
import type { Random } from './random';

const MESSAGES = `
Zaadmengelingen voor grasparkieten en agaporniden, kiemzaad en eivoer. Levering op de clubavonden.
Eigen kweek grasparkieten in alle kleurslagen, gesloten geringd. Bezoek enkel op afspraak.
Kweekkooien en kweekbatterijen op maat, ook herstellingen.
Broedblokken, nestschotels en zitstokken in hout uit eigen atelier.
Vitaminen, mineralen en grit voor kromsnavels; advies bij rui en kweek.
Tentoonstellingskooien volgens de standaard, nieuw en tweedehands.
Agaporniden roseicollis en fischeri uit eigen kweek, tam opgekweekt.
Volièregaas, buitenvolières en nachthokken: plaatsing in heel West-Vlaanderen.
Trosgierst, kanariezaad en haver per kilo of per zak van 20 kg.
Valkparkieten en roodrugparkieten; kweekkoppels op bestelling.
Verlichting en daglichtlampen voor het kweekhok, met installatie.
Drinkbakken, zaadbakken en badjes in alle maten.
Ringtangen, vervoerkooitjes en alles voor de tentoonstelling.
Biologisch geteelde kiemzaden en verse kruiden voor uw vogels.
Grasparkieten van Engelse lijn, geschikt voor de tentoonstelling.
`
  .trim()
  .split('\n');

type VendorRow = typeof vendors.$inferInsert;

/** One vendor per message, each a different member of `people`. */
export function buildVendors(
  rng: Random,
  today: Date,
  people: readonly Person[],
): { row: VendorRow; name: string }[] {
  return rng.sample(people, MESSAGES.length).map((person, i) => ({
    row: {
      memberId: person.id,
      message: MESSAGES[i] ?? '',
      createdOn: new Date(today.getTime() - rng.int(10, 900) * DAY_MS),
    },
    name: person.name,
  }));
}
