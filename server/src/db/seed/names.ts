/** Flemish first and last names for demo members (a bird club skews towards older generations). */
import { splitList } from './text';

/** The first members: the board (see club.ts, same order) and the demo account without staff rights. */
export const FIXED_NAMES: readonly (readonly [string, string])[] = [
  ['Noël', 'Vanneste'],
  ['Gaëtan', 'Verhaeghe'],
  ['Luc', 'Desmet'],
  ['Ann', 'Vermeulen'],
  ['Rita', 'Declercq'],
  ['Dirk', 'Goethals'],
  ['Séverine', 'Lambrecht'],
  ['Piet', 'Claeys'],
];

/** Male and female first names, some with accents. */
export const FIRST_NAMES = splitList(`
Jan, Piet, Luc, Marc, Dirk, Geert, Patrick, Rudy, Eddy, Johan, Koen, Filip, Wim, Bart, Frank, Guido,
Noël, Gaëtan, Willy, Roger, André, Gilbert, Norbert, Etienne, Jozef, Jean-Pierre, Stijn, Pieter,
Jens, Wout, Arne, Ruben, Tom, Kristof, Dries, Joris, Bram, Hendrik, Lieven, Valère, Raf, Freddy,
Danny, Carlos, Hubert, Germain, Lucien, Jérôme, Thibault, Maarten, Ann, Martine, Christine, Rita,
Carine, Greet, Hilde, Els, Lieve, Sabine, Séverine, Nathalie, Veerle, Katrien, Inge, Sofie, Liesbeth,
Marleen, Godelieve, Mariette, Chantal, Françoise, Hélène, Ingrid, Annick, Kelly, Lien, Eline, Febe,
Zoë, Anaïs, Noëlla, Mieke, Brigitte, Rosette
`);

/** West-Flemish family names, including split forms like 'Van de Walle'. */
export const LAST_NAMES = splitList(`
Vandewalle, Van de Walle, Declercq, Vermeersch, Desmet, Verhaeghe, Maes, Claeys, Goethals, Dewulf,
Vanneste, Lambrecht, Vermeulen, Deprez, Decock, Dewitte, Vandenberghe, Verbeke, Vanhoutte, Debruyne,
Devos, Lannoo, Delanghe, Vandamme, Degryse, Verstraete, Callewaert, Demeyere, Vanhee, Coucke,
Vercruysse, Deconinck, Naert, Pattyn, Vanderhaeghe, Van Eeckhout, Dhondt, Seynaeve, Vandecasteele,
Deleu, Ghesquière, Bossuyt, Verschuere, Vandaele, Defour, Soenen, Vanlerberghe, Dejonghe, Quaghebeur,
Verhelst, Vanthournout, Sioen, Demuynck, Vanackere, Descamps, Beernaert, Lefevere, Haelewyn, Moerman,
Vanparys, Declerck, Van Hecke, Dewaele, Casteleyn, D'Hoore, De Smet, Van Daele, Vanhaecke,
Deceuninck, Bouckaert, Vanrobaeys, Ryckaert, Tanghe, Vandeputte, Cools, Hoste, Vuylsteke, Storme,
Depoorter, Billiet, Mahieu, Vanwynsberghe, Leenknecht, Dumon, Missiaen, Verhamme, Vanheule, Lievens,
Baert, Vanhoucke, Dobbelaere, Wittevrongel, Huyghe, Goddeeris, Lowagie, Carpentier
`);
