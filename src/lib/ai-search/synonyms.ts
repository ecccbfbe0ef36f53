/**
 * Hospitality vocabulary for the local ranking: each concept lists the words job ads use for
 * the same thing. A query that names any of them searches for all of them. Lower case; umlaut
 * spellings are added automatically (see spellingVariants), multi-word terms are phrases.
 */
export type ConceptKind = 'role' | 'area' | 'region' | 'place' | 'employment'

export type Concept = {
  id: string
  /** German name used in the reasoning text */
  label: string
  kind: ConceptKind
  terms: string[]
  /**
   * Only these terms bring in the whole concept (default: all). The others are searched by
   * themselves: 'Sylt' is a place at the North Sea, a search for it wants Sylt, not Borkum.
   */
  triggers?: string[]
}

export const CONCEPTS: Concept[] = [
  // Specific roles first: a query naming one searches for it, not for its whole department
  // (a term found in several concepts belongs to the first, longest terms before shorter ones).
  {
    id: 'headChef',
    label: 'Küchenchef',
    kind: 'role',
    terms: [
      'küchenchef', 'küchenchefin', 'küchenchefs', 'chefkoch', 'chefköchin', 'chef de cuisine', 'executive chef', 'head chef', 'küchenleiter',
      'küchenleiterin', 'küchenleitung', 'küchendirektor', 'küchendirektorin',
    ],
  },
  {
    id: 'sousChef',
    label: 'Sous Chef',
    kind: 'role',
    terms: ['sous chef', 'souschef', 'sous-chef', 'sous chefin', 'stellvertretender küchenchef', 'stellvertretende küchenchefin'],
  },
  {
    id: 'cook',
    label: 'Koch / Köchin',
    kind: 'role',
    terms: [
      'koch', 'köchin', 'köche', 'köchinnen', 'küchenchef', 'küchenchefin', 'chefkoch', 'chef de cuisine', 'sous chef', 'souschef', 'chef de partie',
      'commis de cuisine', 'jungkoch', 'jungköchin', 'beikoch', 'beiköchin', 'alleinkoch', 'frühstückskoch', 'küchenleiter', 'executive chef',
      'patissier', 'pâtissier', 'patissière', 'konditor', 'entremetier', 'saucier', 'gardemanger', 'cook',
    ],
  },
  {
    id: 'restaurantManager',
    label: 'Restaurantleitung',
    kind: 'role',
    terms: ['restaurantleiter', 'restaurantleiterin', 'restaurantleitung', 'restaurantmanager', 'restaurantmanagerin', 'restaurant manager', 'maître d', 'maitre d'],
  },
  {
    id: 'fnbManager',
    label: 'F&B-Management',
    kind: 'role',
    terms: [
      'f&b manager', 'f&b managerin', 'f & b manager', 'fnb manager', 'f&b director', 'f&b direktor', 'f&b leiter', 'f&b leitung',
      'food & beverage manager', 'food and beverage manager', 'food & beverage director', 'food and beverage director', 'f&b-manager',
    ],
  },
  {
    id: 'chefDeRang',
    label: 'Chef de Rang',
    kind: 'role',
    terms: ['chef de rang', 'demi chef de rang', 'chef de rang in'],
  },
  {
    id: 'waiter',
    label: 'Servicekraft',
    kind: 'role',
    terms: [
      'kellner', 'kellnerin', 'servicekraft', 'servicekräfte', 'servicemitarbeiter', 'servicemitarbeiterin', 'servicefachkraft', 'restaurantfachmann',
      'restaurantfachfrau', 'restaurantfachkraft', 'chef de rang', 'demi chef de rang', 'commis de rang', 'oberkellner', 'bedienung', 'waiter',
      'waitress',
    ],
  },
  {
    id: 'hotelSpecialist',
    label: 'Hotelfachleute',
    kind: 'role',
    terms: ['hotelfach', 'hotelfachmann', 'hotelfachfrau', 'hotelfachleute', 'hotelfachkraft', 'hotelfachkräfte'],
  },
  {
    id: 'sommelier',
    label: 'Sommelier',
    kind: 'role',
    terms: ['sommelier', 'sommelière', 'sommeliere', 'chef sommelier', 'weinkellner', 'weinberater'],
  },
  {
    id: 'bar',
    label: 'Bar',
    kind: 'role',
    terms: ['barkeeper', 'barkeeperin', 'bartender', 'bartenderin', 'barmixer', 'barmann', 'barfrau', 'barchef', 'barmanager', 'barleiter', 'mixologe'],
  },
  {
    id: 'banquet',
    label: 'Bankett',
    kind: 'area',
    terms: ['bankett', 'bankettleiter', 'bankettleiterin', 'bankettleitung', 'bankettservice', 'bankettmitarbeiter', 'banquet', 'banqueting'],
  },
  {
    id: 'nightAudit',
    label: 'Night Audit',
    kind: 'role',
    terms: ['night audit', 'night auditor', 'nightauditor', 'nachtauditor', 'nachtportier', 'night manager', 'nachtrezeptionist'],
  },
  {
    id: 'receptionist',
    label: 'Rezeptionist',
    kind: 'role',
    terms: [
      'rezeptionist', 'rezeptionistin', 'rezeptionisten', 'rezeptionsmitarbeiter', 'rezeptionsmitarbeiterin', 'empfangsmitarbeiter',
      'empfangsmitarbeiterin', 'mitarbeiter empfang', 'mitarbeiterin empfang', 'front office agent', 'front desk agent', 'receptionist',
      'night audit', 'night auditor', 'nachtportier', 'nachtrezeptionist',
    ],
  },
  {
    id: 'headHousekeeper',
    label: 'Hausdame',
    kind: 'role',
    terms: [
      'hausdame', 'hausdamen', 'hausdamenleitung', 'hausdamenassistenz', 'etagenhausdame', 'executive housekeeper', 'housekeeping manager',
      'leitung housekeeping',
    ],
  },
  {
    id: 'miniJob',
    label: 'Minijob',
    kind: 'employment',
    terms: ['minijob', 'minijobs', 'minijobber', 'geringfügig', 'geringfügige beschäftigung', 'aushilfe', 'aushilfen', 'aushilfsjob'],
  },
  {
    id: 'kitchen',
    label: 'Küche',
    kind: 'role',
    terms: [
      'koch', 'köchin', 'köche', 'küchenchef', 'küchenchefin', 'küchenchefs', 'chefkoch', 'chef de cuisine', 'sous chef', 'souschef',
      'sous-chef', 'chef de partie', 'commis de cuisine', 'jungkoch', 'beikoch', 'küchenleiter', 'küchenleiterin', 'küchendirektor',
      'executive chef', 'küche', 'kitchen', 'patissier', 'pâtissier', 'entremetier', 'saucier', 'kulinarik',
    ],
  },
  {
    id: 'fnb',
    label: 'Food & Beverage',
    kind: 'area',
    terms: [
      'f&b', 'f & b', 'f+b', 'fnb', 'food and beverage', 'food & beverage', 'food beverage', 'gastronomie', 'gastronomisch', 'gastro', 'gastronom',
      'restaurantleiter', 'restaurantleiterin', 'restaurantleitung', 'restaurantmanager', 'bankett', 'bankettleiter', 'banquet', 'bar', 'barmanager',
      'barkeeper', 'restaurant', 'gasthof', 'gasthaus', 'gaststätte', 'gastwirtschaft', 'wirtshaus', 'strandbar', 'beachbar', 'bistro', 'café',
      'biergarten', 'strandgastronomie', 'brauhaus', 'weinstube',
    ],
  },
  {
    id: 'frontOffice',
    label: 'Rezeption / Front Office',
    kind: 'role',
    terms: [
      'rezeption', 'rezeptionist', 'rezeptionistin', 'front office', 'frontoffice', 'front-office', 'front desk', 'empfang', 'empfangschef',
      'empfangsmitarbeiter', 'guest relations', 'concierge', 'night audit', 'nachtportier', 'reservierung', 'reception',
    ],
  },
  {
    id: 'direction',
    label: 'Hoteldirektion',
    kind: 'role',
    terms: [
      'hoteldirektor', 'hoteldirektorin', 'direktor', 'direktorin', 'direktion', 'general manager', 'generalmanager', 'gm', 'hotelmanager',
      'hotelmanagerin', 'resident manager', 'hotelleiter', 'hotelleiterin', 'hotelleitung', 'geschäftsführer', 'geschäftsführerin',
      'betriebsleiter', 'betriebsleiterin', 'operations director', 'managing director',
    ],
  },
  {
    id: 'leadership',
    label: 'Führungsposition',
    kind: 'role',
    terms: [
      'führungsposition', 'führungspositionen', 'führungskraft', 'führungskräfte', 'führung', 'leitung', 'leiter', 'leiterin', 'manager',
      'managerin', 'direktor', 'direktorin', 'hoteldirektor', 'hoteldirektorin', 'general manager', 'küchenchef', 'küchenleiter', 'executive',
      'head of', 'chef de cuisine', 'restaurantleiter', 'restaurantleiterin', 'bankettleiter', 'hotelleiter', 'betriebsleiter', 'empfangschef',
      'hausdame', 'executive housekeeper', 'geschäftsführer', 'geschäftsführerin', 'supervisor', 'teamleiter', 'abteilungsleiter',
    ],
  },
  {
    id: 'service',
    label: 'Service',
    kind: 'role',
    terms: [
      'service', 'servicekraft', 'servicemitarbeiter', 'servicemitarbeiterin', 'servicefachkraft', 'kellner', 'kellnerin', 'restaurantfachmann',
      'restaurantfachfrau', 'restaurantfachkraft', 'restaurantfachleute', 'chef de rang', 'demi chef de rang', 'commis de rang', 'oberkellner',
      'sommelier', 'sommelière',
    ],
  },
  {
    id: 'housekeeping',
    label: 'Housekeeping',
    kind: 'role',
    terms: [
      'housekeeping', 'hausdame', 'hausdamen', 'hausdamenassistenz', 'executive housekeeper', 'housekeeper', 'zimmermädchen', 'roomboy',
      'room attendant', 'etagenservice', 'hauswirtschaft', 'zimmerservice',
    ],
  },
  {
    id: 'revenue',
    label: 'Revenue & Sales',
    kind: 'area',
    terms: ['revenue', 'revenue manager', 'yield', 'sales', 'vertrieb', 'verkauf', 'commercial', 'distribution', 'pricing', 'marketing'],
  },
  {
    id: 'spa',
    label: 'Spa & Wellness',
    kind: 'area',
    terms: ['spa', 'wellness', 'kosmetik', 'kosmetikerin', 'masseur', 'masseurin', 'physiotherapeut', 'therapeut', 'beauty'],
  },
  {
    id: 'lease',
    label: 'Pacht',
    kind: 'area',
    terms: ['pächter', 'pächterin', 'pacht', 'verpachtung', 'pachtobjekt', 'pachtvertrag', 'betreiber'],
  },
  {
    id: 'events',
    label: 'Veranstaltungen',
    kind: 'area',
    terms: ['event', 'events', 'veranstaltung', 'veranstaltungen', 'tagung', 'tagungen', 'bankett', 'conference', 'meeting'],
  },
  {
    id: 'training',
    label: 'Ausbildung',
    kind: 'area',
    terms: ['ausbildung', 'auszubildende', 'auszubildender', 'azubi', 'trainee', 'praktikum', 'praktikant', 'praktikantin', 'lehrstelle'],
  },
  {
    id: 'fullTime',
    label: 'Vollzeit',
    kind: 'employment',
    terms: ['vollzeit', 'vollzeitstelle', 'vollzeitstellen', 'full time', 'full-time', 'fulltime'],
  },
  {
    id: 'partTime',
    label: 'Teilzeit',
    kind: 'employment',
    terms: ['teilzeit', 'teilzeitstelle', 'teilzeitstellen', 'part time', 'part-time', 'parttime', 'aushilfe', 'minijob'],
  },
  {
    id: 'northSea',
    label: 'Nordsee',
    kind: 'region',
    terms: [
      'nordsee', 'nordseeküste', 'sylt', 'westerland', 'sankt peter-ording', 'st. peter-ording', 'st peter-ording', 'peter-ording', 'cuxhaven',
      'norderney', 'borkum', 'juist', 'langeoog', 'spiekeroog', 'wangerooge', 'baltrum', 'föhr', 'amrum', 'büsum', 'husum', 'norddeich',
      'helgoland', 'pellworm', 'wilhelmshaven', 'dangast', 'nordfriesland', 'ostfriesland', 'nordseeinsel', 'nordseeinseln', 'wattenmeer',
      'kampen', 'keitum', 'wenningstedt', 'hörnum', 'wyk', 'duhnen', 'dagebüll', 'neuharlingersiel', 'carolinensiel', 'bensersiel', 'greetsiel',
      'hooksiel', 'horumersiel', 'tönning',
    ],
    triggers: ['nordsee', 'nordseeküste', 'nordseeinsel', 'nordseeinseln', 'wattenmeer'],
  },
  {
    id: 'balticSea',
    label: 'Ostsee',
    kind: 'region',
    terms: [
      'ostsee', 'ostseeküste', 'rügen', 'usedom', 'binz', 'heiligendamm', 'kühlungsborn', 'warnemünde', 'travemünde', 'timmendorfer strand',
      'scharbeutz', 'fehmarn', 'grömitz', 'boltenhagen', 'zingst', 'damp', 'kiel', 'rostock', 'stralsund', 'fischland', 'ostseeinsel',
      'ostseeinseln', 'ostseebad', 'heringsdorf', 'ahlbeck', 'bansin', 'zinnowitz', 'sellin', 'göhren', 'prerow', 'hiddensee', 'eckernförde',
      'glücksburg', 'niendorf', 'haffkrug', 'dahme', 'laboe', 'wismar', 'graal-müritz', 'dierhagen', 'ahrenshoop',
    ],
    triggers: ['ostsee', 'ostseeküste', 'ostseeinsel', 'ostseeinseln', 'ostseebad'],
  },
  {
    id: 'coast',
    label: 'Küste',
    kind: 'region',
    terms: [
      'meer', 'küste', 'strand', 'insel', 'nordsee', 'ostsee', 'sylt', 'sankt peter-ording', 'st. peter-ording', 'cuxhaven', 'norderney',
      'rügen', 'usedom', 'binz', 'heiligendamm', 'kühlungsborn', 'warnemünde', 'travemünde', 'timmendorfer strand', 'fehmarn',
    ],
    triggers: ['meer', 'küste', 'strand', 'insel'],
  },
  {
    id: 'alps',
    label: 'Alpen',
    kind: 'region',
    terms: [
      'alpen', 'berge', 'gebirge', 'allgäu', 'oberbayern', 'garmisch', 'garmisch-partenkirchen', 'berchtesgaden', 'oberstdorf', 'tegernsee',
      'bad tölz', 'zugspitze', 'kitzbühel', 'zillertal', 'immenstadt', 'füssen', 'mittenwald', 'reit im winkl', 'schliersee', 'sonthofen',
    ],
    triggers: ['alpen', 'berge', 'gebirge', 'alpenraum'],
  },
  { id: 'munich', label: 'München', kind: 'place', terms: ['münchen', 'munich', 'muenchen'] },
  { id: 'cologne', label: 'Köln', kind: 'place', terms: ['köln', 'cologne'] },
  { id: 'frankfurt', label: 'Frankfurt', kind: 'place', terms: ['frankfurt', 'frankfurt am main'] },
  { id: 'nuremberg', label: 'Nürnberg', kind: 'place', terms: ['nürnberg', 'nuremberg'] },
  { id: 'vienna', label: 'Wien', kind: 'place', terms: ['wien', 'vienna'] },
]

/** Words that carry no meaning for a job search ('Ich suche einen Job als Koch in Hamburg'). */
export const STOPWORDS = new Set([
  'ich', 'du', 'wir', 'sie', 'er', 'es', 'man', 'mich', 'mir', 'uns', 'suche', 'suchen', 'sucht', 'such', 'gesucht', 'finde', 'finden',
  'möchte', 'moechte', 'will', 'würde', 'wuerde', 'gerne', 'gern', 'bitte', 'hallo', 'eine', 'einen', 'einer', 'eines', 'einem', 'ein',
  'der', 'die', 'das', 'den', 'dem', 'des', 'und', 'oder', 'als', 'in', 'im', 'am', 'an', 'auf', 'aus', 'bei', 'mit', 'für', 'fuer', 'von',
  'vom', 'zum', 'zur', 'zu', 'nach', 'über', 'ueber', 'unter', 'um', 'wo', 'was', 'wie', 'welche', 'welcher', 'welches', 'gibt', 'hat',
  'habe', 'haben', 'ist', 'sind', 'sein', 'bin', 'kann', 'können', 'koennen', 'neue', 'neuen', 'neu', 'aktuelle', 'aktuellen', 'offene',
  'offenen', 'alle', 'job', 'jobs', 'stelle', 'stellen', 'stellenangebot', 'stellenangebote', 'stellenanzeige', 'position', 'positionen',
  'arbeit', 'arbeiten', 'arbeitsplatz', 'anstellung', 'beruf', 'karriere', 'bereich', 'nähe', 'naehe', 'umgebung', 'raum', 'region',
  'gegend', 'stadt', 'm', 'w', 'd', 'mwd', 'the', 'a', 'of', 'and', 'for', 'near', 'etwas', 'irgendwo', 'egal', 'sehr', 'gut', 'gute',
  'guten', 'mehr', 'auch', 'noch', 'nur', 'so', 'hier', 'dort', 'da', 'ab', 'sofort',
])
