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
}

export const CONCEPTS: Concept[] = [
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
      'barkeeper', 'restaurant',
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
      'betriebsleiter', 'betriebsleiterin', 'operations director', 'managing director', 'hotel manager',
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
      'helgoland', 'pellworm', 'wilhelmshaven', 'dangast', 'nordfriesland', 'ostfriesland',
    ],
  },
  {
    id: 'balticSea',
    label: 'Ostsee',
    kind: 'region',
    terms: [
      'ostsee', 'ostseeküste', 'rügen', 'usedom', 'binz', 'heiligendamm', 'kühlungsborn', 'warnemünde', 'travemünde', 'timmendorfer strand',
      'scharbeutz', 'fehmarn', 'grömitz', 'boltenhagen', 'zingst', 'damp', 'kiel', 'rostock', 'stralsund', 'fischland',
    ],
  },
  {
    id: 'coast',
    label: 'Küste',
    kind: 'region',
    terms: [
      'meer', 'küste', 'strand', 'insel', 'nordsee', 'ostsee', 'sylt', 'sankt peter-ording', 'st. peter-ording', 'cuxhaven', 'norderney',
      'rügen', 'usedom', 'binz', 'heiligendamm', 'kühlungsborn', 'warnemünde', 'travemünde', 'timmendorfer strand', 'fehmarn',
    ],
  },
  {
    id: 'alps',
    label: 'Alpen',
    kind: 'region',
    terms: [
      'alpen', 'berge', 'gebirge', 'allgäu', 'oberbayern', 'garmisch', 'garmisch-partenkirchen', 'berchtesgaden', 'oberstdorf', 'tegernsee',
      'bad tölz', 'zugspitze', 'kitzbühel', 'zillertal',
    ],
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
