import { languages, type Language } from '@maryjane/contract/constants';

/**
 * Other names the places search knows (issue 30): typing "München" in the English UI finds the
 * data set's "Munich", "Cologne" its "Köln". The data set has one name a place, English for
 * some (Munich, Vienna, Bavaria) and local for others (Köln, Zürich, Genève). Country names come
 * in every language from Intl; states and cities only from here: the German names of the
 * German-speaking countries' states, and well-known exonyms and local names of cities, German
 * and English ones. Keyed by id; other-names.test.ts checks that every id is in the data set.
 * Accents need no entry: the search folds them (Zurich finds Zürich, Muenchen München).
 */
export const stateOtherNames: Record<string, readonly string[]> = {
  'DE-BY': ['Bayern'],
  'DE-HE': ['Hessen'],
  'DE-NI': ['Niedersachsen'],
  'DE-NW': ['Nordrhein-Westfalen'],
  'DE-RP': ['Rheinland-Pfalz'],
  'DE-SN': ['Sachsen'],
  'DE-ST': ['Sachsen-Anhalt'],
  'DE-TH': ['Thüringen'],
  'AT-2': ['Kärnten'],
  'AT-3': ['Niederösterreich'],
  'AT-4': ['Oberösterreich'],
  'AT-6': ['Steiermark'],
  'AT-7': ['Tirol'],
  'AT-9': ['Wien'],
  'CH-BL': ['Basel-Landschaft'],
  'CH-FR': ['Freiburg'],
  'CH-GE': ['Genf', 'Genève'],
  'CH-GR': ['Grisons'],
  'CH-LU': ['Luzern'],
  'CH-NE': ['Neuenburg'],
  'CH-TI': ['Tessin'],
  'CH-VD': ['Waadt'],
  'CH-VS': ['Wallis'],
  'IT-32': ['Trentino-Südtirol', 'Trentino-Alto Adige'],
  'IT-BZ': ['Südtirol', 'Alto Adige'],
};

export const cityOtherNames: Record<string, readonly string[]> = {
  'DE-BW:Konstanz': ['Constance'],
  'DE-BY:Munich': ['München'],
  'DE-BY:Nürnberg': ['Nuremberg'],
  'DE-NI:Braunschweig': ['Brunswick'],
  'DE-NI:Hameln': ['Hamelin'],
  'DE-NI:Hannover': ['Hanover'],
  'DE-NW:Köln': ['Cologne'],
  'AT-9:Vienna': ['Wien'],
  'CH-BE:Bern': ['Berne'],
  'CH-FR:Fribourg': ['Freiburg'],
  'CH-GE:Genève': ['Geneva', 'Genf'],
  'CH-LU:Luzern': ['Lucerne'],
  'CH-NE:Neuchâtel': ['Neuenburg'],
  'CH-SG:Sankt Gallen': ['St. Gallen'],
  'BE-BRU:Brussels': ['Brüssel', 'Bruxelles', 'Brussel'],
  'BE-VLG:Antwerpen': ['Antwerp'],
  'BE-VLG:Brugge': ['Bruges', 'Brügge'],
  'BE-VLG:Gent': ['Ghent'],
  'BE-VLG:Leuven': ['Louvain', 'Löwen'],
  'BE-WAL:Liège': ['Lüttich', 'Luik'],
  'CZ-10:Prague': ['Prag', 'Praha'],
  'CZ-324:Pilsen': ['Plzeň'],
  'CZ-41:Karlovy Vary': ['Karlsbad'],
  'CZ-64:Brno': ['Brünn'],
  'DK-84:Copenhagen': ['Kopenhagen', 'København'],
  'DK-84:København': ['Copenhagen', 'Kopenhagen'],
  'ES-AN:Sevilla': ['Seville'],
  'ES-AR:Zaragoza': ['Saragossa'],
  'FR-GES:Strasbourg': ['Straßburg'],
  'FR-PAC:Nice': ['Nizza'],
  'GR-I:Athens': ['Athen'],
  'IT-21:Torino': ['Turin'],
  'IT-21:Turin': ['Torino'],
  'IT-25:Milan': ['Mailand', 'Milano'],
  'IT-32:Bolzano': ['Bozen'],
  'IT-32:Merano': ['Meran'],
  'IT-34:Padova': ['Padua'],
  'IT-34:Venice': ['Venedig', 'Venezia'],
  'IT-42:Genoa': ['Genua', 'Genova'],
  'IT-52:Florence': ['Florenz', 'Firenze'],
  'IT-62:Rome': ['Rom', 'Roma'],
  'IT-72:Naples': ['Neapel', 'Napoli'],
  'IT-72:Napoli': ['Naples', 'Neapel'],
  'LU-LU:Luxembourg': ['Luxemburg'],
  'NL-ZH:The Hague': ['Den Haag'],
  'PL-DS:Wrocław': ['Breslau'],
  'PL-MA:Kraków': ['Krakau', 'Cracow'],
  'PL-MZ:Warsaw': ['Warschau', 'Warszawa'],
  'PL-MZ:Warszawa': ['Warsaw', 'Warschau'],
  'PL-PM:Gdańsk': ['Danzig'],
  'PL-WP:Poznań': ['Posen'],
  'PL-ZP:Szczecin': ['Stettin'],
  'PT-11:Lisbon': ['Lissabon', 'Lisboa'],
  'RO-B:Bucharest': ['Bukarest', 'București'],
  'RS-02:Belgrade': ['Belgrad', 'Beograd'],
  'RU-MOW:Moscow': ['Moskau', 'Moskva'],
  'SE-O:Göteborg': ['Gothenburg'],
  'UA-30:Kyiv': ['Kiew', 'Kiev'],
};

const regionNames = new Map<string, Intl.DisplayNames>();
function regionName(language: string, region: string): string | undefined {
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    regionNames.set(language, names);
  }
  return names.of(region);
}

/** The country's own name in its main language, where that is written in Latin letters. */
function localName(region: string): string | undefined {
  try {
    const likely = new Intl.Locale('und', { region }).maximize();
    if (likely.script !== 'Latn' || likely.language === 'und') return undefined;
    return regionName(likely.language, region);
  } catch {
    return undefined;
  }
}

/** A place's other names: distinct, without the one shown; undefined for none. */
export function otherNamesBeside(
  shown: string,
  names: readonly (string | undefined)[],
): string[] | undefined {
  const others = [...new Set(names)].filter(
    (name): name is string => Boolean(name) && name !== shown,
  );
  return others.length > 0 ? others : undefined;
}

/**
 * A country's names besides the one shown in `locale`: in the app's other languages, its own
 * (España, Polska, Schweiz) and the data set's (Turkey, Czech Republic, Ivory Coast).
 */
export function countryOtherNames(
  isoCode: string,
  shown: string,
  dataName: string,
  locale: Language,
): string[] | undefined {
  const inLanguages = languages
    .filter((language) => language !== locale)
    .map((language) => regionName(language, isoCode));
  return otherNamesBeside(shown, [...inLanguages, localName(isoCode), dataName]);
}
