/**
 * Areas a visitor may name instead of a town: the 16 Bundesländer, islands, coasts and tourist
 * regions. An area holds the places listed with it and every place of its `within` areas; a
 * Bundesland holds every place of places-de.json with that state. Names are what visitors type
 * (lower case, umlauts as written). Written from the regions' usual extent (tourism boards'
 * member towns); see README.md.
 */
export type StateCode = 'BW' | 'BY' | 'BE' | 'BB' | 'HB' | 'HH' | 'HE' | 'MV' | 'NI' | 'NW' | 'RP' | 'SL' | 'SN' | 'ST' | 'SH' | 'TH'

export type Area = {
  id: string
  /** German name for the reasoning text */
  label: string
  names: string[]
  /** a Bundesland: all of its places */
  state?: StateCode
  /** the areas (or Bundesland ids) this one lies in ('sylt' lies in 'nordfriesischeInseln') */
  within?: string[]
  places?: string[]
}

const STATE_AREAS: Area[] = [
  { id: 'BW', state: 'BW', label: 'Baden-Württemberg', names: ['baden-württemberg', 'baden württemberg', 'badenwürttemberg', 'bawü', 'bw'] },
  { id: 'BY', state: 'BY', label: 'Bayern', names: ['bayern', 'freistaat bayern', 'bavaria'] },
  { id: 'BE', state: 'BE', label: 'Berlin', names: ['berlin'] },
  { id: 'BB', state: 'BB', label: 'Brandenburg', names: ['brandenburg', 'land brandenburg'] },
  { id: 'HB', state: 'HB', label: 'Land Bremen', names: ['land bremen', 'bundesland bremen', 'freie hansestadt bremen'] },
  { id: 'HH', state: 'HH', label: 'Hamburg', names: ['hamburg'] },
  { id: 'HE', state: 'HE', label: 'Hessen', names: ['hessen'] },
  { id: 'MV', state: 'MV', label: 'Mecklenburg-Vorpommern', names: ['mecklenburg-vorpommern', 'mecklenburg vorpommern', 'meck-pomm', 'meckpomm', 'mv', 'mecklenburg', 'vorpommern'] },
  { id: 'NI', state: 'NI', label: 'Niedersachsen', names: ['niedersachsen'] },
  { id: 'NW', state: 'NW', label: 'Nordrhein-Westfalen', names: ['nordrhein-westfalen', 'nordrhein westfalen', 'nrw', 'westfalen', 'rheinland'] },
  { id: 'RP', state: 'RP', label: 'Rheinland-Pfalz', names: ['rheinland-pfalz', 'rheinland pfalz', 'rlp'] },
  { id: 'SL', state: 'SL', label: 'Saarland', names: ['saarland'] },
  { id: 'SN', state: 'SN', label: 'Sachsen', names: ['sachsen', 'freistaat sachsen'] },
  { id: 'ST', state: 'ST', label: 'Sachsen-Anhalt', names: ['sachsen-anhalt', 'sachsen anhalt'] },
  { id: 'SH', state: 'SH', label: 'Schleswig-Holstein', names: ['schleswig-holstein', 'schleswig holstein', 'sh'] },
  { id: 'TH', state: 'TH', label: 'Thüringen', names: ['thüringen', 'freistaat thüringen'] },
]

const REGION_AREAS: Area[] = [
  // islands and coasts
  { id: 'sylt', label: 'Sylt', names: ['sylt', 'insel sylt'], within: ['SH', 'nordfriesischeInseln'], places: ['westerland', 'kampen', 'wenningstedt', 'wenningstedt-braderup', 'list', 'hörnum', 'rantum', 'keitum', 'morsum', 'tinnum', 'archsum', 'munkmarsch'] },
  { id: 'foehr', label: 'Föhr', names: ['föhr', 'insel föhr'], within: ['SH', 'nordfriesischeInseln'], places: ['wyk auf föhr', 'wyk', 'nieblum', 'utersum', 'oevenum', 'süderende'] },
  { id: 'amrum', label: 'Amrum', names: ['amrum'], within: ['SH', 'nordfriesischeInseln'], places: ['norddorf', 'wittdün'] },
  { id: 'pellworm', label: 'Pellworm', names: ['pellworm'], within: ['SH', 'nordfriesischeInseln'] },
  { id: 'halligen', label: 'Halligen', names: ['halligen', 'hallig', 'hallig hooge', 'langeneß'], within: ['SH', 'nordfriesischeInseln'] },
  { id: 'nordfriesischeInseln', label: 'Nordfriesische Inseln', names: ['nordfriesische inseln'], within: ['nordsee', 'inseln', 'SH'] },
  { id: 'ostfriesischeInseln', label: 'Ostfriesische Inseln', names: ['ostfriesische inseln'], within: ['nordsee', 'inseln', 'NI'], places: ['borkum', 'juist', 'norderney', 'baltrum', 'langeoog', 'spiekeroog', 'wangerooge'] },
  { id: 'helgoland', label: 'Helgoland', names: ['helgoland'], within: ['nordsee', 'inseln', 'SH'] },
  { id: 'ruegen', label: 'Rügen', names: ['rügen', 'insel rügen'], within: ['ostsee', 'inseln', 'MV'], places: ['binz', 'sellin', 'göhren', 'baabe', 'thiessow', 'sassnitz', 'bergen auf rügen', 'putbus', 'lauterbach', 'breege', 'juliusruh', 'glowe', 'dranske', 'gingst', 'prora', 'lohme', 'kap arkona', 'garz'] },
  { id: 'usedom', label: 'Usedom', names: ['usedom', 'insel usedom'], within: ['ostsee', 'inseln', 'MV'], places: ['heringsdorf', 'ahlbeck', 'bansin', 'zinnowitz', 'koserow', 'karlshagen', 'trassenheide', 'ückeritz', 'loddin', 'zempin', 'peenemünde'] },
  { id: 'fehmarn', label: 'Fehmarn', names: ['fehmarn', 'insel fehmarn'], within: ['ostsee', 'inseln', 'SH'], places: ['burg auf fehmarn'] },
  { id: 'hiddensee', label: 'Hiddensee', names: ['hiddensee'], within: ['ostsee', 'inseln', 'MV'], places: ['vitte'] },
  { id: 'poel', label: 'Insel Poel', names: ['poel', 'insel poel'], within: ['ostsee', 'inseln', 'MV'], places: ['kirchdorf'] },
  { id: 'inseln', label: 'Inseln', names: ['insel', 'inseln', 'inselhotel', 'nordseeinsel', 'ostseeinsel'] },
  {
    id: 'nordsee', label: 'Nordsee', names: ['nordsee', 'nordseeküste', 'nordseeinseln', 'wattenmeer', 'nordseebad'], within: ['kueste'],
  },
  { id: 'nordseeHB', label: 'Nordsee', names: [], within: ['nordsee', 'HB'], places: ['bremerhaven'] },
  {
    id: 'nordseeSH', label: 'Nordsee', names: [], within: ['nordsee', 'SH'],
    places: ['sankt peter-ording', 'st. peter-ording', 'peter-ording', 'büsum', 'husum', 'friedrichskoog', 'tönning', 'dagebüll', 'nordstrand', 'nordfriesland', 'dithmarschen'],
  },
  {
    id: 'nordseeNI', label: 'Nordsee', names: [], within: ['nordsee', 'NI'],
    places: ['cuxhaven', 'duhnen', 'döse', 'sahlenburg', 'wilhelmshaven', 'norddeich', 'norden', 'greetsiel', 'emden', 'dangast', 'butjadingen', 'burhave', 'tossens', 'hooksiel', 'horumersiel', 'schillig', 'carolinensiel', 'harlesiel', 'neuharlingersiel', 'bensersiel', 'dornum', 'dorum', 'wremen', 'otterndorf'],
  },
  {
    id: 'ostsee', label: 'Ostsee', names: ['ostsee', 'ostseeküste', 'ostseeinseln', 'ostseebad'], within: ['kueste'],
  },
  {
    id: 'ostseeSH', label: 'Ostsee', names: [], within: ['ostsee', 'SH'],
    places: ['flensburg', 'glücksburg', 'kappeln', 'damp', 'eckernförde', 'kiel', 'laboe', 'schönberg', 'heiligenhafen', 'grömitz', 'kellenhusen', 'dahme', 'neustadt in holstein', 'sierksdorf', 'haffkrug', 'scharbeutz', 'timmendorfer strand', 'niendorf', 'travemünde', 'lübeck'],
  },
  {
    id: 'ostseeMV', label: 'Ostsee', names: [], within: ['ostsee', 'MV'],
    places: ['boltenhagen', 'wismar', 'rerik', 'kühlungsborn', 'heiligendamm', 'bad doberan', 'nienhagen', 'warnemünde', 'rostock', 'graal-müritz', 'dierhagen', 'wustrow', 'ahrenshoop', 'prerow', 'zingst', 'barth', 'stralsund', 'greifswald', 'lubmin', 'ueckermünde', 'fischland', 'darß'],
  },
  { id: 'kueste', label: 'Küste', names: ['küste', 'meer', 'am meer', 'seeluft', 'küstenort'] },
  // mountains and tourist regions
  { id: 'alpen', label: 'Alpen', names: ['alpen', 'bayerische alpen', 'alpenraum', 'berge', 'gebirge', 'alpenvorland'], places: ['garmisch-partenkirchen', 'garmisch', 'partenkirchen', 'mittenwald', 'oberammergau', 'grainau', 'krün', 'wallgau', 'bad kohlgrub', 'kochel am see', 'lenggries', 'bayrischzell', 'schliersee', 'oberaudorf', 'reit im winkl', 'ruhpolding', 'inzell', 'balderschwang', 'oberstaufen'] },
  { id: 'allgaeu', label: 'Allgäu', names: ['allgäu', 'oberallgäu', 'ostallgäu', 'westallgäu'], within: ['alpen', 'BY'], places: ['oberstdorf', 'sonthofen', 'bad hindelang', 'füssen', 'schwangau', 'pfronten', 'immenstadt', 'immenstadt im allgäu', 'fischen', 'nesselwang', 'kempten', 'memmingen', 'kaufbeuren', 'marktoberdorf', 'lindenberg', 'isny', 'wangen im allgäu', 'leutkirch', 'bad wörishofen', 'ottobeuren', 'scheidegg', 'oberstaufen'] },
  { id: 'berchtesgadenerLand', label: 'Berchtesgadener Land', names: ['berchtesgadener land', 'königssee'], within: ['alpen', 'BY'], places: ['berchtesgaden', 'bad reichenhall', 'schönau am königssee', 'ramsau', 'bischofswiesen', 'marktschellenberg'] },
  { id: 'tegernsee', label: 'Tegernsee', names: ['tegernsee', 'tegernseer tal'], within: ['alpen', 'BY'], places: ['rottach-egern', 'bad wiessee', 'gmund am tegernsee', 'kreuth'] },
  { id: 'chiemgau', label: 'Chiemgau', names: ['chiemgau', 'chiemsee'], within: ['BY'], places: ['prien am chiemsee', 'chieming', 'bernau am chiemsee', 'gstadt', 'übersee', 'traunstein', 'ruhpolding', 'reit im winkl', 'inzell'] },
  { id: 'bayerischerWald', label: 'Bayerischer Wald', names: ['bayerischer wald', 'bayerwald'], within: ['BY'], places: ['bodenmais', 'zwiesel', 'bayerisch eisenstein', 'grafenau', 'regen', 'sankt englmar', 'spiegelau', 'neuschönau'] },
  { id: 'franken', label: 'Franken', names: ['franken', 'mittelfranken', 'oberfranken', 'unterfranken', 'fränkische schweiz'], within: ['BY'], places: ['nürnberg', 'fürth', 'erlangen', 'bamberg', 'würzburg', 'bayreuth', 'coburg', 'ansbach', 'schweinfurt', 'rothenburg ob der tauber', 'kitzingen', 'aschaffenburg', 'hof', 'kulmbach', 'forchheim', 'dinkelsbühl', 'bad kissingen', 'schwabach', 'pottenstein'] },
  { id: 'schwarzwald', label: 'Schwarzwald', names: ['schwarzwald', 'hochschwarzwald', 'nordschwarzwald', 'südschwarzwald'], within: ['BW'], places: ['freiburg im breisgau', 'freiburg', 'baden-baden', 'titisee-neustadt', 'titisee', 'hinterzarten', 'feldberg', 'schluchsee', 'triberg', 'triberg im schwarzwald', 'furtwangen', 'st. blasien', 'todtnau', 'bad wildbad', 'freudenstadt', 'baiersbronn', 'bad herrenalb', 'calw', 'bad liebenzell', 'gengenbach', 'schiltach', 'wolfach', 'bad rippoldsau', 'oberkirch', 'sasbachwalden', 'bühlertal', 'schonach', 'schönwald', 'st. georgen', 'badenweiler', 'bad krozingen', 'staufen', 'waldkirch', 'bad peterstal-griesbach', 'lenzkirch', 'bernau im schwarzwald'] },
  { id: 'bodensee', label: 'Bodensee', names: ['bodensee', 'bodenseeregion'], places: ['konstanz', 'friedrichshafen', 'lindau', 'meersburg', 'überlingen', 'radolfzell', 'reichenau', 'langenargen', 'kressbronn', 'immenstaad', 'hagnau', 'uhldingen-mühlhofen', 'unteruhldingen', 'sipplingen', 'nonnenhorn', 'wasserburg', 'allensbach', 'mainau'] },
  { id: 'schwaebischeAlb', label: 'Schwäbische Alb', names: ['schwäbische alb'], within: ['BW'], places: ['bad urach', 'münsingen', 'albstadt', 'hechingen', 'blaubeuren', 'lichtenstein'] },
  { id: 'odenwald', label: 'Odenwald', names: ['odenwald'], places: ['michelstadt', 'erbach', 'amorbach', 'mosbach', 'lindenfels', 'eberbach'] },
  { id: 'harz', label: 'Harz', names: ['harz', 'oberharz', 'hochharz'], places: ['wernigerode', 'goslar', 'braunlage', 'bad harzburg', 'quedlinburg', 'thale', 'blankenburg', 'ilsenburg', 'schierke', 'hahnenklee', 'clausthal-zellerfeld', 'altenau', 'sankt andreasberg', 'bad lauterberg', 'osterode am harz', 'herzberg am harz', 'bad sachsa', 'elbingerode', 'hasselfelde', 'stolberg', 'benneckenstein', 'ballenstedt', 'harzgerode'] },
  { id: 'lueneburgerHeide', label: 'Lüneburger Heide', names: ['lüneburger heide'], within: ['NI'], places: ['lüneburg', 'celle', 'soltau', 'bispingen', 'schneverdingen', 'bad fallingbostel', 'walsrode', 'munster', 'uelzen', 'bad bevensen', 'hermannsburg', 'amelinghausen', 'undeloh', 'egestorf'] },
  { id: 'weserbergland', label: 'Weserbergland', names: ['weserbergland'], places: ['hameln', 'bad pyrmont', 'holzminden', 'bodenwerder', 'rinteln', 'höxter'] },
  { id: 'ostfriesland', label: 'Ostfriesland', names: ['ostfriesland'], within: ['NI'], places: ['aurich', 'leer', 'emden', 'norden', 'norddeich', 'greetsiel', 'wittmund', 'carolinensiel', 'neuharlingersiel', 'bensersiel', 'borkum', 'juist', 'norderney', 'baltrum', 'langeoog', 'spiekeroog', 'wangerooge'] },
  { id: 'eifel', label: 'Eifel', names: ['eifel', 'vulkaneifel', 'nordeifel'], places: ['monschau', 'daun', 'gerolstein', 'bitburg', 'prüm', 'nürburg', 'adenau', 'mayen', 'manderscheid', 'hillesheim', 'bad münstereifel', 'schleiden', 'gemünd', 'simmerath', 'hellenthal', 'blankenheim', 'nideggen', 'heimbach', 'ulmen', 'bad bertrich'] },
  { id: 'mosel', label: 'Mosel', names: ['mosel', 'moseltal', 'an der mosel'], within: ['RP'], places: ['trier', 'bernkastel-kues', 'cochem', 'traben-trarbach', 'zell (mosel)', 'beilstein', 'piesport', 'mehring', 'schweich', 'leiwen', 'neumagen-dhron', 'brodenbach', 'alken', 'treis-karden', 'kobern-gondorf', 'winningen'] },
  { id: 'ahr', label: 'Ahrtal', names: ['ahrtal', 'ahr'], within: ['RP'], places: ['bad neuenahr-ahrweiler', 'ahrweiler', 'altenahr', 'mayschoß', 'dernau'] },
  { id: 'mittelrhein', label: 'Mittelrhein', names: ['mittelrhein', 'rheintal', 'loreley'], within: ['RP'], places: ['koblenz', 'boppard', 'st. goar', 'sankt goar', 'oberwesel', 'bacharach', 'lahnstein', 'braubach'] },
  { id: 'pfalz', label: 'Pfalz', names: ['pfalz', 'pfälzerwald', 'südpfalz', 'weinstraße', 'deutsche weinstraße'], within: ['RP'], places: ['speyer', 'bad dürkheim', 'neustadt an der weinstraße', 'landau', 'landau in der pfalz', 'kaiserslautern', 'pirmasens', 'deidesheim', 'ludwigshafen', 'frankenthal', 'zweibrücken', 'dahn', 'annweiler', 'bad bergzabern', 'edenkoben'] },
  { id: 'hunsrueck', label: 'Hunsrück', names: ['hunsrück'], within: ['RP'], places: ['idar-oberstein', 'simmern', 'kastellaun', 'morbach', 'kirchberg'] },
  { id: 'rheingau', label: 'Rheingau', names: ['rheingau'], within: ['HE'], places: ['rüdesheim am rhein', 'rüdesheim', 'eltville', 'geisenheim', 'oestrich-winkel', 'lorch', 'kiedrich', 'walluf', 'assmannshausen'] },
  { id: 'taunus', label: 'Taunus', names: ['taunus'], within: ['HE'], places: ['bad homburg', 'königstein im taunus', 'kronberg', 'oberursel', 'bad soden', 'idstein', 'usingen'] },
  { id: 'rhoen', label: 'Rhön', names: ['rhön'], places: ['gersfeld', 'bad brückenau', 'bischofsheim', 'poppenhausen'] },
  { id: 'ruhrgebiet', label: 'Ruhrgebiet', names: ['ruhrgebiet', 'ruhrpott', 'metropole ruhr'], within: ['NW'], places: ['dortmund', 'essen', 'bochum', 'duisburg', 'gelsenkirchen', 'oberhausen', 'herne', 'mülheim an der ruhr', 'bottrop', 'recklinghausen', 'hagen', 'hamm', 'witten', 'castrop-rauxel', 'marl', 'gladbeck', 'unna', 'moers', 'dinslaken'] },
  { id: 'sauerland', label: 'Sauerland', names: ['sauerland', 'hochsauerland'], within: ['NW'], places: ['winterberg', 'willingen', 'schmallenberg', 'brilon', 'medebach', 'meschede', 'olsberg', 'arnsberg', 'sundern', 'attendorn', 'lennestadt', 'bad fredeburg', 'hallenberg'] },
  { id: 'muensterland', label: 'Münsterland', names: ['münsterland'], within: ['NW'], places: ['münster', 'coesfeld', 'borken', 'warendorf', 'steinfurt', 'telgte', 'dülmen'] },
  { id: 'teutoburgerWald', label: 'Teutoburger Wald', names: ['teutoburger wald'], within: ['NW'], places: ['detmold', 'bad salzuflen', 'horn-bad meinberg', 'bad lippspringe', 'bielefeld', 'tecklenburg', 'oerlinghausen'] },
  { id: 'saechsischeSchweiz', label: 'Sächsische Schweiz', names: ['sächsische schweiz', 'elbsandsteingebirge'], within: ['SN'], places: ['bad schandau', 'königstein', 'rathen', 'kurort rathen', 'pirna', 'sebnitz', 'hohnstein', 'stadt wehlen', 'bad gottleuba'] },
  { id: 'erzgebirge', label: 'Erzgebirge', names: ['erzgebirge'], within: ['SN'], places: ['oberwiesenthal', 'annaberg-buchholz', 'seiffen', 'marienberg', 'schwarzenberg', 'aue', 'johanngeorgenstadt', 'olbernhau', 'altenberg', 'geising'] },
  { id: 'vogtland', label: 'Vogtland', names: ['vogtland'], within: ['SN'], places: ['plauen', 'bad elster', 'oelsnitz', 'klingenthal', 'markneukirchen', 'bad brambach'] },
  { id: 'lausitz', label: 'Lausitz', names: ['lausitz', 'oberlausitz', 'lausitzer seenland', 'zittauer gebirge'], places: ['görlitz', 'bautzen', 'zittau', 'cottbus', 'senftenberg', 'oybin', 'jonsdorf', 'hoyerswerda'] },
  { id: 'spreewald', label: 'Spreewald', names: ['spreewald'], within: ['BB'], places: ['lübbenau', 'lübbenau/spreewald', 'burg (spreewald)', 'lübben', 'lübben (spreewald)', 'straupitz', 'lehde', 'schlepzig', 'vetschau'] },
  { id: 'uckermark', label: 'Uckermark', names: ['uckermark'], within: ['BB'], places: ['prenzlau', 'templin', 'angermünde', 'schwedt'] },
  { id: 'seenplatte', label: 'Mecklenburgische Seenplatte', names: ['mecklenburgische seenplatte', 'seenplatte', 'müritz'], within: ['MV'], places: ['waren', 'waren (müritz)', 'neustrelitz', 'malchow', 'röbel', 'plau am see', 'mirow', 'neubrandenburg', 'rheinsberg'] },
  { id: 'thueringerWald', label: 'Thüringer Wald', names: ['thüringer wald', 'rennsteig'], within: ['TH'], places: ['oberhof', 'eisenach', 'ilmenau', 'suhl', 'friedrichroda', 'tabarz', 'schmalkalden', 'masserberg', 'schleusingen', 'zella-mehlis', 'ruhla', 'steinbach-hallenberg', 'neuhaus am rennweg'] },
  { id: 'holsteinischeSchweiz', label: 'Holsteinische Schweiz', names: ['holsteinische schweiz'], within: ['SH'], places: ['plön', 'eutin', 'malente', 'bad malente-gremsmühlen'] },
  // Abroad (German names; towns abroad with their own names are in places-de.json): no job of ours lies there.
  {
    id: 'abroad', label: 'Ausland',
    names: ['ausland', 'österreich', 'schweiz', 'italien', 'spanien', 'frankreich', 'niederlande', 'holland', 'dänemark', 'polen', 'tschechien', 'kroatien',
      'griechenland', 'türkei', 'england', 'großbritannien', 'mallorca', 'dubai', 'wien', 'prag', 'rom', 'mailand', 'venedig', 'florenz', 'neapel', 'brüssel',
      'warschau', 'moskau', 'kopenhagen', 'lissabon', 'athen', 'genf', 'südtirol', 'tirol', 'kitzbühel', 'zillertal'],
  },
]

export const AREAS: Area[] = [...STATE_AREAS, ...REGION_AREAS]
