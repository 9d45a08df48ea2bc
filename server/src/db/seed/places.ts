/**
 * Places for demo addresses: real West-Flemish postcode/town pairs (from the glossary) with the
 * landline zone used there, street names, and a few places just across the Dutch and French border.
 */
import { splitList } from './text';

/** The countries addresses may refer to. */
export const COUNTRIES = [
  { name: 'België', twoLetterCode: 'BE' },
  { name: 'Nederland', twoLetterCode: 'NL' },
  { name: 'Frankrijk', twoLetterCode: 'FR' },
  { name: 'Duitsland', twoLetterCode: 'DE' },
  { name: 'Luxemburg', twoLetterCode: 'LU' },
] as const;

export type CountryCode = (typeof COUNTRIES)[number]['twoLetterCode'];

/** `postcode town zone`: zone is the landline prefix without the 0 (50 Brugge, 56 Kortrijk …). */
const TOWN_TABLE = `
8000 Brugge 50|8020 Oostkamp 50|8200 Sint-Andries 50|8210 Zedelgem 50|8300 Knokke-Heist 50|8310 Assebroek 50
8340 Damme 50|8370 Blankenberge 50|8400 Oostende 59|8420 De Haan 59|8430 Middelkerke 59|8450 Bredene 59
8460 Oudenburg 59|8470 Gistel 59|8480 Ichtegem 51|8490 Jabbeke 50|8500 Kortrijk 56|8520 Kuurne 56
8530 Harelbeke 56|8540 Deerlijk 56|8550 Zwevegem 56|8560 Wevelgem 56|8570 Anzegem 56|8580 Avelgem 56
8600 Diksmuide 51|8610 Kortemark 51|8620 Nieuwpoort 58|8630 Veurne 58|8660 De Panne 58|8670 Koksijde 58
8680 Koekelare 51|8700 Tielt 51|8730 Beernem 50|8740 Pittem 51|8750 Wingene 51|8760 Meulebeke 51
8770 Ingelmunster 51|8790 Waregem 56|8800 Roeselare 51|8810 Lichtervelde 51|8820 Torhout 50|8830 Hooglede 51
8840 Staden 51|8850 Ardooie 51|8870 Izegem 51|8880 Ledegem 56|8890 Moorslede 51|8900 Ieper 57
8930 Menen 56|8940 Wervik 56|8970 Poperinge 57|8980 Zonnebeke 51`;

interface Town {
  zipcode: string;
  city: string;
  zone: string;
}

/** The glossary's postcode/town pairs, in its order. */
export const TOWNS: readonly Town[] = TOWN_TABLE.trim()
  .split(/[|\n]/)
  .map((entry) => {
    const parts = entry.trim().split(' ');
    return { zipcode: parts[0] ?? '', city: parts.slice(1, -1).join(' '), zone: parts.at(-1) ?? '' };
  });

/** Common Flemish street names. */
export const STREETS = splitList(`
Kerkstraat, Stationsstraat, Brugsesteenweg, Dorpsstraat, Molenstraat, Nieuwstraat, Schoolstraat,
Kapelstraat, Zandstraat, Hoogstraat, Meensesteenweg, Ieperstraat, Kortrijksestraat,
Oostendsesteenweg, Torhoutsesteenweg, Vijverstraat, Heirweg, Beukenlaan, Lindenlaan,
Populierenstraat, Sint-Jorisstraat, Veldstraat, Bosstraat, Weststraat, Ooststraat, Noordstraat,
Zuidstraat, Marktplein, Pastoriestraat, Koningin Astridlaan, Leopold III-laan, Albert I-laan,
Roeselaarsestraat, Tieltstraat, Hogeweg, Meersstraat, Rijselstraat, Kasteelstraat, Groenestraat,
Kortemarkstraat, Koolskampstraat, Gentsesteenweg, Diksmuidestraat, Bruggestraat, Ardooisesteenweg
`);

/** Members just across the border: NL (Zeeuws-Vlaanderen) and FR (Nord), with their own streets. */
export const FOREIGN_PLACES: readonly {
  country: CountryCode;
  zipcode: string;
  city: string;
  street: string;
}[] = [
  { country: 'NL', zipcode: '4524 CD', city: 'Sluis', street: 'Kaai' },
  { country: 'NL', zipcode: '4501 BK', city: 'Oostburg', street: 'Nieuwstraat' },
  { country: 'NL', zipcode: '4511 AH', city: 'Breskens', street: 'Dorpsstraat' },
  { country: 'NL', zipcode: '4531 EJ', city: 'Terneuzen', street: 'Kerkhoflaan' },
  { country: 'FR', zipcode: '59250', city: 'Halluin', street: 'Rue de Lille' },
  { country: 'FR', zipcode: '59122', city: 'Hondschoote', street: 'Rue de la Gare' },
  { country: 'FR', zipcode: '59270', city: 'Bailleul', street: "Rue de l'Église" },
  { country: 'FR', zipcode: '59380', city: 'Bergues', street: 'Rue Nationale' },
];

/** E-mail providers per country, weighted by how common they are among members. */
export const EMAIL_DOMAINS: Record<'BE' | 'NL' | 'FR', readonly (readonly [string, number])[]> = {
  BE: [
    ['telenet.be', 30],
    ['skynet.be', 15],
    ['gmail.com', 30],
    ['hotmail.com', 10],
    ['outlook.be', 5],
    ['pandora.be', 5],
    ['scarlet.be', 5],
  ],
  NL: [
    ['zeelandnet.nl', 2],
    ['ziggo.nl', 1],
    ['gmail.com', 1],
  ],
  FR: [
    ['orange.fr', 2],
    ['free.fr', 1],
    ['gmail.com', 1],
  ],
};
