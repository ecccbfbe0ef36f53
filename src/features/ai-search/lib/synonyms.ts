/**
 * Hospitality vocabulary for the local ranking: each concept lists the words job ads use for
 * the same thing. A query that names any of them searches for all of them. Lower case; umlaut
 * spellings are added automatically (see spellingVariants), multi-word terms are phrases.
 * Role titles come from the occupational classification KldB 2010 (data/kldb-hospitality.ts);
 * places and regions from data/ (see places.ts).
 */
import { KLDB_OCCUPATIONS as K, type KldbKey } from './data/kldbHospitality'

/** role/area: what the visitor wants to do; employment: working time or kind of contract. */
export type ConceptKind = 'role' | 'area' | 'employment'

export type Concept = {
  id: string
  /** German name used in the reasoning text */
  label: string
  kind: ConceptKind
  terms: string[]
  /** concepts whose titles contain this one's but are something else ('Stellvertretender Küchenchef' is no Küchenchef) */
  excludes?: string[]
}

/** The KldB 2010 titles of these occupations (data/kldb-hospitality.ts). */
const kldb = (...keys: KldbKey[]) => keys.flatMap((k) => K[k].titles)

// Everyday words, English titles and tasks are our own additions to the KldB titles.
const COOK = [...kldb('cook', 'headChef', 'sousChef', 'pastry'), 'kantinenkoch', 'kantinenköchin', 'köchinnen', 'cook', 'kochen']
const CANTEEN = [
  ...kldb('canteen'), 'kantine', 'kantinen', 'mensa', 'großküche', 'betriebsgastronomie', 'gemeinschaftsverpflegung', 'betriebsrestaurant',
  'betriebskantine', 'schulverpflegung', 'schulkantine', 'krankenhausküche', 'werksküche', 'catering', 'essensversorgung', 'speisesaal',
]
const WAITER = [...kldb('waiter'), 'bedienen', 'servicepersonal']
const BAR = [...kldb('bar'), 'bar', 'cocktail', 'cocktails', 'cocktailbar', 'longdrinks', 'drinks', 'mixen', 'hotelbar', 'tresen', 'tresenkraft', 'schankkellner', 'zapfer', 'kneipe']
const BARISTA = [...kldb('barista'), 'kaffee', 'kaffeebar', 'café', 'kaffeehaus', 'coffee shop', 'espresso', 'cappuccino']
const SOMMELIER = [...kldb('sommelier'), 'wein', 'weinberatung', 'weinkarte', 'weinbegleitung', 'weinservice']
const RECEPTION = [
  ...kldb('reception'), 'rezeption', 'empfang', 'front office', 'frontoffice', 'front desk', 'reception', 'hotelempfang', 'check-in', 'checkin',
  'einchecken', 'empfangsdame', 'empfangsherr', 'empfangskraft',
]
const ROOM_ATTENDANT = [...kldb('roomAttendant', 'cleaning'), 'zimmerreinigung', 'hotelreinigung', 'putzfrau', 'putzmann', 'putzen', 'reinigung', 'zimmerservice']
const HEAD_HOUSEKEEPER = kldb('headHousekeeper')
const DIRECTION = [...kldb('direction'), 'hotelchef', 'hotelchefin']
const LEADERSHIP_ROLES = [...kldb('headChef', 'restaurantManager', 'fnbManager', 'headHousekeeper', 'direction'), 'kantinenleitung', 'leitung betriebsrestaurant', 'empfangschef', 'empfangschefin', 'front office manager', 'leitung rezeption']

export const CONCEPTS: Concept[] = [
  // Specific roles first: a query naming one searches for it, not for its whole department
  // (a term found in several concepts belongs to the first, longest terms before shorter ones).
  { id: 'headChef', label: 'Küchenchef', kind: 'role', terms: [...kldb('headChef'), 'küchenchefs', 'kantinenleitung', 'leitung betriebsrestaurant'], excludes: ['sousChef'] },
  { id: 'sousChef', label: 'Sous Chef', kind: 'role', terms: kldb('sousChef') },
  { id: 'pastry', label: 'Patisserie', kind: 'role', terms: [...kldb('pastry'), 'patisserie', 'konditorei', 'torte', 'torten', 'dessert', 'desserts', 'pralinen', 'gebäck'] },
  { id: 'kitchenHelp', label: 'Küchenhilfe', kind: 'role', terms: [...kldb('kitchenHelp'), 'spülküche', 'tellerwäscher', 'tellerwäscherin', 'abwäscher', 'abwasch', 'spülen'] },
  { id: 'canteen', label: 'Betriebsgastronomie', kind: 'role', terms: CANTEEN },
  { id: 'cook', label: 'Koch / Köchin', kind: 'role', terms: COOK },
  { id: 'kitchen', label: 'Küche', kind: 'role', terms: [...COOK, ...kldb('kitchenHelp'), ...CANTEEN, 'küche', 'kitchen', 'küchenteam', 'küchenpersonal'] },
  { id: 'restaurantManager', label: 'Restaurantleitung', kind: 'role', terms: kldb('restaurantManager') },
  { id: 'fnbManager', label: 'F&B-Management', kind: 'role', terms: [...kldb('fnbManager'), 'f&b-manager', 'fnb manager'] },
  { id: 'sommelier', label: 'Sommelier', kind: 'role', terms: SOMMELIER },
  { id: 'barista', label: 'Barista', kind: 'role', terms: BARISTA },
  { id: 'bar', label: 'Bar', kind: 'role', terms: BAR },
  { id: 'systemGastro', label: 'Systemgastronomie', kind: 'role', terms: [...kldb('systemGastro'), 'systemgastronomie', 'fast food', 'fastfood', 'fast-food', 'schnellrestaurant', 'quickservice', 'imbiss'] },
  { id: 'chefDeRang', label: 'Chef de Rang', kind: 'role', terms: ['chef de rang', 'demi chef de rang', 'chef de rang in'] },
  { id: 'waiter', label: 'Servicekraft', kind: 'role', terms: WAITER },
  {
    id: 'banquet', label: 'Bankett & Veranstaltungen', kind: 'area', excludes: ['waiter'],
    terms: [...kldb('banquet'), 'bankett', 'banquet', 'banqueting', 'veranstaltung', 'veranstaltungen', 'event', 'events', 'tagung', 'tagungen', 'kongress', 'hochzeiten', 'feiern', 'eventgastronomie'],
  },
  { id: 'service', label: 'Service', kind: 'role', terms: [...WAITER, ...kldb('restaurantManager'), ...SOMMELIER, ...BAR, ...BARISTA, 'service', 'servicebereich'] },
  { id: 'night', label: 'Nachtdienst', kind: 'role', terms: [...kldb('night'), 'nachtschicht', 'nachtdienst', 'nachts', 'nachtarbeit'] },
  { id: 'concierge', label: 'Concierge', kind: 'role', terms: kldb('concierge') },
  { id: 'reservation', label: 'Reservierung', kind: 'role', terms: [...kldb('reservation'), 'reservierung', 'reservierungen', 'reservations', 'buchungen'] },
  { id: 'reception', label: 'Rezeption / Front Office', kind: 'role', terms: RECEPTION },
  { id: 'headHousekeeper', label: 'Hausdame', kind: 'role', terms: HEAD_HOUSEKEEPER },
  { id: 'roomAttendant', label: 'Zimmerreinigung', kind: 'role', terms: ROOM_ATTENDANT },
  { id: 'housekeeping', label: 'Housekeeping', kind: 'role', terms: [...ROOM_ATTENDANT, ...HEAD_HOUSEKEEPER, 'housekeeping', 'housekeeper', 'hauswirtschaft', 'etage', 'wäscherei'] },
  { id: 'direction', label: 'Hoteldirektion', kind: 'role', terms: DIRECTION, excludes: ['hotelSpecialist'] },
  {
    id: 'leadership', label: 'Führungsposition', kind: 'role', excludes: ['sousChef', 'hotelSpecialist'],
    terms: [...LEADERSHIP_ROLES, 'führungsposition', 'führungspositionen', 'führungskraft', 'führungskräfte', 'leitende position', 'leitungsfunktion', 'führungsaufgabe'],
  },
  { id: 'revenue', label: 'Revenue Management', kind: 'role', terms: [...kldb('revenue'), 'revenue', 'revenue management', 'preisstrategie', 'preisgestaltung', 'pricing', 'ratenstrategie', 'yield', 'ertragsmanagement', 'auslastung'] },
  { id: 'sales', label: 'Sales', kind: 'role', terms: [...kldb('sales'), 'sales', 'vertrieb', 'verkauf', 'akquise', 'akquirieren', 'firmenkunden', 'neukunden', 'kundenakquise', 'mice', 'key account'] },
  { id: 'hr', label: 'Personal', kind: 'role', terms: [...kldb('hr'), 'personalwesen', 'personalabteilung', 'human resources', 'lohnabrechnung', 'gehaltsabrechnung', 'recruiting', 'personal'] },
  { id: 'finance', label: 'Finanzen', kind: 'role', terms: [...kldb('finance'), 'buchhaltung', 'finanzbuchhaltung', 'finanzen', 'rechnungswesen', 'controlling', 'monatsabschluss', 'kreditoren', 'debitoren'] },
  {
    id: 'tech', label: 'Haustechnik', kind: 'role',
    terms: [...kldb('tech'), 'haustechnik', 'gebäudetechnik', 'technik', 'wartung', 'reparatur', 'reparaturen', 'instandhaltung', 'heizung', 'lüftung', 'sanitär', 'elektrik', 'handwerker', 'maintenance'],
  },
  { id: 'spa', label: 'Spa & Wellness', kind: 'role', terms: [...kldb('spa'), 'kosmetik', 'spa', 'wellness', 'beauty', 'sauna', 'massage', 'massagen', 'therapeut', 'therapeutin', 'wellnessbereich'] },
  { id: 'guide', label: 'Reiseleitung', kind: 'role', terms: [...kldb('guide'), 'reiseleitung', 'stadtführungen', 'gruppenreisen'] },
  { id: 'travel', label: 'Reisebüro', kind: 'role', terms: [...kldb('travel'), 'reisebüro', 'reisebüros', 'reiseverkauf', 'reisevermittlung', 'reiseveranstalter', 'pauschalreisen'] },
  { id: 'animation', label: 'Animation', kind: 'role', terms: [...kldb('animation'), 'animation', 'kinderclub', 'miniclub', 'kinderbetreuung', 'kinderanimation', 'abendprogramm', 'entertainment', 'ferienclub', 'urlaubsclub'] },
  { id: 'touristInfo', label: 'Tourist-Information', kind: 'role', terms: [...kldb('touristInfo'), 'tourist-information', 'touristinformation', 'tourist information', 'touristinfo', 'kurverwaltung', 'gästeinformation', 'tourismusbüro', 'verkehrsamt'] },
  { id: 'hotelSpecialist', label: 'Hotelfachleute', kind: 'role', terms: [...kldb('hotelSpecialist'), 'hotelfach'] },
  {
    // the whole of food and drink: after every specific role, so 'Koch' stays a cook
    id: 'gastronomy', label: 'Gastronomie', kind: 'area',
    terms: [
      'gastronomie', 'gastro', 'gastronomisch', 'gastronom', 'f&b', 'f & b', 'f+b', 'fnb', 'food & beverage', 'food and beverage',
      ...COOK, ...CANTEEN, ...kldb('kitchenHelp', 'restaurantManager', 'fnbManager', 'systemGastro', 'banquet'), ...WAITER, ...SOMMELIER, ...BAR, ...BARISTA,
      'küche', 'service', 'bankett', 'systemgastronomie',
    ],
  },
  { id: 'lease', label: 'Pacht', kind: 'area', terms: ['pächter', 'pächterin', 'pacht', 'verpachtung', 'verpachten', 'zu verpachten', 'pachtobjekt', 'pachtvertrag', 'betreiber', 'gastwirt', 'gastwirtin'] },
  // working time and kind of contract
  { id: 'miniJob', label: 'Minijob', kind: 'employment', terms: ['minijob', 'minijobs', 'minijobber', 'geringfügig', 'geringfügige beschäftigung', '450-euro-job', '520-euro-job', '538-euro-job'] },
  {
    id: 'sideJob', label: 'Aushilfe / Nebenjob', kind: 'employment',
    terms: ['aushilfe', 'aushilfen', 'aushilfsjob', 'aushilfskraft', 'nebenjob', 'nebenjobs', 'nebentätigkeit', 'nebenverdienst', 'hinzuverdienst', 'minijob', 'minijobs', 'geringfügig'],
  },
  { id: 'fullTime', label: 'Vollzeit', kind: 'employment', terms: ['vollzeit', 'vollzeitstelle', 'vollzeitstellen', 'full time', 'full-time', 'fulltime'] },
  { id: 'partTime', label: 'Teilzeit', kind: 'employment', terms: ['teilzeit', 'teilzeitstelle', 'teilzeitstellen', 'part time', 'part-time', 'parttime', 'halbtags', 'stundenweise'] },
  {
    id: 'seasonal', label: 'Saisonstelle', kind: 'employment',
    terms: ['saison', 'saisonstelle', 'saisonstellen', 'saisonjob', 'saisonjobs', 'saisonkraft', 'saisonarbeit', 'saisonal', 'sommersaison', 'wintersaison', 'sommerjob', 'ferienjob'],
  },
  { id: 'apprenticeship', label: 'Ausbildung', kind: 'employment', terms: ['ausbildung', 'ausbildungsplatz', 'azubi', 'azubis', 'auszubildende', 'auszubildender', 'lehrstelle', 'lehre', 'duales studium'] },
  { id: 'internship', label: 'Praktikum', kind: 'employment', terms: ['praktikum', 'praktika', 'praktikant', 'praktikantin', 'internship', 'pflichtpraktikum'] },
]

/** Words naming the kind of workplace, never a place ('Praktikum im Hotel'). */
export const WORKPLACE_WORDS = new Set([
  'hotel', 'hotels', 'hotellerie', 'restaurant', 'restaurants', 'gasthof', 'gasthaus', 'resort', 'betrieb', 'haus', 'team', 'club',
  'inland', 'urlaubsort', 'ferienort', 'sternehotel', 'luxushotel', 'wellnesshotel', 'stadthotel', 'familienbetrieb', 'tourismus', 'touristik',
])

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
