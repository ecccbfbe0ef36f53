/**
 * Occupational titles of the German classification of occupations KldB 2010 (Bundesagentur
 * für Arbeit) for hotel, restaurant, kitchen, tourism and the hotel trades around them, grouped
 * by occupation. Written by hand from the classification's published job titles (no npm package
 * ships them); source and licence in README.md beside this file. Male and female forms as the
 * classification lists them; lower case.
 */
export type KldbOccupation = {
  /** KldB 2010 occupational group (Berufsgruppe, 3 digits) */
  group: string
  titles: string[]
}

export const KLDB_OCCUPATIONS = {
  // 293 Speisenzubereitung
  cook: { group: '293', titles: ['koch', 'köchin', 'köche', 'jungkoch', 'jungköchin', 'alleinkoch', 'alleinköchin', 'commis de cuisine', 'chef de partie', 'demi chef de partie', 'saucier', 'entremetier', 'gardemanger', 'rotisseur', 'poissonnier', 'tournant', 'frühstückskoch', 'frühstücksköchin', 'diätkoch', 'diätköchin', 'beikoch', 'beiköchin', 'grillkoch', 'pizzabäcker', 'kochlehrling'] },
  headChef: { group: '293', titles: ['küchenchef', 'küchenchefin', 'chefkoch', 'chefköchin', 'küchenmeister', 'küchenmeisterin', 'küchenleiter', 'küchenleiterin', 'küchenleitung', 'küchendirektor', 'küchendirektorin', 'chef de cuisine', 'executive chef', 'head chef'] },
  sousChef: { group: '293', titles: ['sous chef', 'souschef', 'sous-chef', 'sous chefin', 'souschefin', 'stellvertretender küchenchef', 'stellvertretende küchenchefin', 'stellvertretende küchenleitung'] },
  pastry: { group: '293', titles: ['patissier', 'confiseur', 'confiseurin', 'chocolatier', 'pâtissier', 'patissière', 'pâtissière', 'konditor', 'konditorin', 'pastry chef', 'chef patissier', 'chef pâtissier'] },
  kitchenHelp: { group: '293', titles: ['küchenhilfe', 'küchenhelfer', 'küchenhelferin', 'küchenhilfskraft', 'spülkraft', 'spüler', 'spülerin', 'spülhilfe', 'kitchen porter', 'küchenmitarbeiter', 'küchenmitarbeiterin'] },
  canteen: { group: '293', titles: ['kantinenkoch', 'kantinenköchin', 'kantinenleitung'] },
  // 633 Gastronomie
  waiter: { group: '633', titles: ['kellner', 'kellnerin', 'servicekraft', 'servicekräfte', 'servicemitarbeiter', 'servicemitarbeiterin', 'servicefachkraft', 'restaurantfachmann', 'restaurantfachfrau', 'restaurantfachkraft', 'restaurantfachleute', 'fachmann für restaurants und veranstaltungsgastronomie', 'fachfrau für restaurants und veranstaltungsgastronomie', 'chef de rang', 'demi chef de rang', 'commis de rang', 'oberkellner', 'oberkellnerin', 'bedienung', 'servierer', 'serviererin', 'servicehilfe', 'serviceaushilfe', 'waiter', 'waitress'] },
  restaurantManager: { group: '633', titles: ['restaurantleiter', 'restaurantleiterin', 'restaurantleitung', 'restaurantmanager', 'restaurantmanagerin', 'restaurant manager', 'maître d hôtel', 'maitre d hotel', 'maître', 'serviceleiter', 'serviceleiterin', 'serviceleitung', 'gastronomieleiter', 'gastronomieleiterin'] },
  sommelier: { group: '633', titles: ['sommelier', 'sommelière', 'sommeliere', 'chef sommelier', 'weinkellner', 'weinkellnerin', 'weinberater', 'weinberaterin'] },
  bar: { group: '633', titles: ['barkeeper', 'barkeeperin', 'bartender', 'bartenderin', 'barmixer', 'barmixerin', 'barmann', 'barfrau', 'barchef', 'barchefin', 'barmanager', 'barleiter', 'barmitarbeiter', 'barmitarbeiterin', 'barkraft', 'mixologe'] },
  barista: { group: '633', titles: ['barista'] },
  systemGastro: { group: '633', titles: ['fachkraft für systemgastronomie', 'fachmann für systemgastronomie', 'fachfrau für systemgastronomie', 'schichtführer', 'schichtleiter', 'restaurant-assistent'] },
  fnbManager: { group: '633', titles: ['f&b manager', 'f&b managerin', 'f & b manager', 'food & beverage manager', 'food and beverage manager', 'food & beverage director', 'food and beverage director', 'f&b director', 'f&b direktor', 'leiter gastronomie', 'leiterin gastronomie', 'gastronomieleitung', 'f&b leitung'] },
  // 634 Veranstaltungsservice und -management
  banquet: { group: '634', titles: ['bankettleiter', 'bankettleiterin', 'bankettleitung', 'bankettmitarbeiter', 'bankettmitarbeiterin', 'bankettservice', 'bankettkoordinator', 'banquet manager', 'veranstaltungsmanager', 'veranstaltungsmanagerin', 'veranstaltungskaufmann', 'veranstaltungskauffrau', 'veranstaltungsleiter', 'eventmanager', 'eventkoordinator', 'tagungsmanager', 'conference manager'] },
  // 632 Hotellerie
  hotelSpecialist: { group: '632', titles: ['hotelfachmann', 'hotelfachfrau', 'hotelfachleute', 'hotelfachkraft', 'hotelkaufmann', 'hotelkauffrau', 'kaufmann für hotelmanagement', 'kauffrau für hotelmanagement'] },
  reception: { group: '632', titles: ['rezeptionist', 'rezeptionistin', 'rezeptionsmitarbeiter', 'rezeptionsmitarbeiterin', 'empfangsmitarbeiter', 'empfangsmitarbeiterin', 'mitarbeiter empfang', 'mitarbeiterin empfang', 'empfangschef', 'empfangschefin', 'empfangsleiter', 'front office agent', 'front office manager', 'front desk agent', 'receptionist', 'empfangsportier', 'nachtportier', 'nachtportierin', 'nachtrezeptionist', 'nachtrezeptionistin', 'night auditor', 'night audit', 'portier'] },
  night: { group: '632', titles: ['nachtportier', 'nachtportierin', 'nachtrezeptionist', 'nachtrezeptionistin', 'night auditor', 'night audit', 'nachtauditor', 'night manager'] },
  concierge: { group: '632', titles: ['concierge', 'chef concierge', 'guest relations', 'guest relations agent', 'guest relations manager', 'gästebetreuer', 'gästebetreuerin', 'portier', 'hotelportier', 'doorman', 'wagenmeister'] },
  reservation: { group: '632', titles: ['reservierungsmitarbeiter', 'reservierungsmitarbeiterin', 'reservierungsleiter', 'reservation agent', 'reservation manager'] },
  roomAttendant: { group: '632', titles: ['zimmermädchen', 'zimmerfrau', 'zimmermann', 'roomboy', 'roomgirl', 'room attendant', 'etagenservice', 'etagenmitarbeiter', 'etagenmitarbeiterin', 'zimmerreinigungskraft', 'housekeeping mitarbeiter', 'housekeeping mitarbeiterin', 'reinigungskraft housekeeping'] },
  headHousekeeper: { group: '632', titles: ['hausdame', 'hausdamen', 'hausdamenassistenz', 'hausdamenassistentin', 'etagenhausdame', 'executive housekeeper', 'housekeeping manager', 'leitung housekeeping', 'hausdamenleitung', 'housekeeping leitung'] },
  direction: { group: '632', titles: ['hoteldirektor', 'hoteldirektorin', 'hotelleiter', 'hotelleiterin', 'hotelleitung', 'hotelmanager', 'hotelmanagerin', 'hoteldirektion', 'general manager', 'generalmanager', 'resident manager', 'direktor', 'direktorin', 'hotelbetriebsleiter', 'hotelbetriebsleiterin', 'hotelier', 'managing director', 'operations director', 'betriebsleiter', 'betriebsleiterin', 'geschäftsführer hotel'] },
  // 631 Tourismus und Sport
  travel: { group: '631', titles: ['reiseverkehrskaufmann', 'reiseverkehrskauffrau', 'tourismuskaufmann', 'tourismuskauffrau', 'kaufmann für tourismus und freizeit', 'kauffrau für tourismus und freizeit', 'reiseberater', 'reiseberaterin', 'reisebürokaufmann', 'reisebürokauffrau', 'travel consultant', 'travel agent'] },
  guide: { group: '631', titles: ['reiseleiter', 'reiseleiterin', 'reiseleitung', 'gästeführer', 'gästeführerin', 'stadtführer', 'stadtführerin', 'tour guide', 'tourguide', 'reisebegleiter', 'reisebegleiterin', 'fremdenführer', 'fremdenführerin'] },
  animation: { group: '631', titles: ['animateur', 'animateurin', 'animateure', 'kinderanimateur', 'kinderanimateurin', 'sportanimateur', 'freizeitanimateur', 'entertainer', 'kinderbetreuer', 'kinderbetreuerin', 'freizeitbetreuer'] },
  touristInfo: { group: '631', titles: ['gästeberater', 'gästeberaterin'] },
  // 541 Reinigung (in hotels: housekeeping)
  cleaning: { group: '541', titles: ['reinigungskraft', 'raumpfleger', 'raumpflegerin', 'gebäudereiniger', 'gebäudereinigerin', 'reinigungsmitarbeiter', 'reinigungsmitarbeiterin', 'putzkraft', 'putzhilfe'] },
  // 341 Gebäudetechnik
  tech: { group: '341', titles: ['haustechniker', 'haustechnikerin', 'hausmeister', 'hausmeisterin', 'hauswart', 'objektbetreuer', 'facility manager', 'gebäudetechniker', 'techniker', 'technikerin', 'betriebstechniker', 'betriebshandwerker', 'chief engineer', 'technischer leiter', 'leitung technik'] },
  // 823 Körperpflege, 817 nichtärztliche Therapie und Heilkunde
  spa: { group: '823/817', titles: ['kosmetiker', 'kosmetikerin', 'masseur', 'masseurin', 'medizinischer bademeister', 'physiotherapeut', 'physiotherapeutin', 'spa therapist', 'spa manager', 'spa managerin', 'wellnesstrainer', 'wellnesstrainerin', 'wellnesstherapeut', 'beautytherapeut', 'fußpfleger', 'saunameister'] },
  // 715 Personalwesen, 722 Rechnungswesen, 611 Vertrieb
  hr: { group: '715', titles: ['personalreferent', 'personalreferentin', 'personalsachbearbeiter', 'personalsachbearbeiterin', 'hr manager', 'personalleiter', 'personalleiterin', 'recruiter', 'lohnbuchhalter', 'lohnbuchhalterin'] },
  finance: { group: '722', titles: ['buchhalter', 'buchhalterin', 'finanzbuchhalter', 'finanzbuchhalterin', 'accountant', 'controller', 'controllerin', 'kreditorenbuchhalter', 'debitorenbuchhalter'] },
  sales: { group: '611', titles: ['sales manager', 'sales managerin', 'verkaufsleiter', 'verkaufsleiterin', 'key account manager', 'vertriebsmitarbeiter', 'vertriebsmitarbeiterin', 'vertriebsleiter', 'außendienst', 'sales executive', 'sales coordinator'] },
  revenue: { group: '611', titles: ['revenue manager', 'revenue managerin', 'yield manager', 'distribution manager'] },
} satisfies Record<string, KldbOccupation>

export type KldbKey = keyof typeof KLDB_OCCUPATIONS
