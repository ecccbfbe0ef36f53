// A Coveto-format feed of generated jobs (bench/import.mjs, bench/crawl.mjs): one generator, so
// the import and the crawl after it are measured on the same data.

const CITIES = ['Hamburg', 'München', 'Berlin', 'Köln', 'Sylt', 'Garmisch-Partenkirchen', 'Dresden', 'Lübeck']
const DEPARTMENTS = ['Küche', 'Service', 'Management', 'Rezeption', 'Housekeeping', 'Spa']

/** A realistic job: ~2 KB of ad HTML in CDATA, plain text, contact block. `version` changes content. */
function jobXml(i, version) {
  const title = `${['Küchenchef', 'Restaurantleiter', 'Rezeptionist', 'Hoteldirektor', 'Spa-Manager'][i % 5]} (m/w/d) Nr. ${i}${version ? ` v${version}` : ''}`
  const para = `<p>Für ein familiengeführtes Haus mit ${80 + (i % 200)} Zimmern suchen wir eine engagierte Persönlichkeit. Sie übernehmen Verantwortung für Team, Qualität und Gästezufriedenheit &amp; entwickeln den Bereich weiter.</p>`
  return `<stellenanzeige>
<title>${title}</title>
<text>Vollzeit, 40 Stunden pro Woche, unbefristet. Frühester Beginn: 01.0${1 + (i % 9)}.2027</text>
<html><![CDATA[<h2>Ihre Aufgaben</h2>${para.repeat(3)}<ul><li>Führung von ${5 + (i % 20)} Mitarbeitenden</li><li>Budget und Einkauf</li><li>Qualitätsmanagement</li></ul><h2>Ihr Profil</h2>${para}<ul><li>Abgeschlossene Ausbildung</li><li>Mehrjährige Erfahrung</li></ul><script>alert(${i})</script>]]></html>
<id>bench-${i}</id>
<street>Musterweg ${i % 100}</street><city>${CITIES[i % CITIES.length]}</city><zip>${20000 + (i % 70000)}</zip><region>DE</region><country>DE</country>
<category>${DEPARTMENTS[i % DEPARTMENTS.length]}</category>
<link>https://ats.example.com/job/${i}</link>
<pubDate>${new Date(Date.UTC(2026, 10, 1) - i * 60_000).toUTCString()}</pubDate>
<contact><company>Hotel Muster ${i % 300}</company><position>Personalleitung</position><salutation>Frau</salutation><firstname>${i % 7 === 0 ? 'Jonas' : 'Petra'}</firstname><lastname>Muster</lastname><strasse>Musterweg 1</strasse><plz>20000</plz><ort>Hamburg</ort><phone>${i % 3 ? '040 123456' : ''}</phone><email>&lt;recruiting${i % 50}@hotel.example&gt;</email></contact>
</stellenanzeige>`
}

export const feed = (n, changedEvery = 0) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<jobs>\n${Array.from({ length: n }, (_, i) => jobXml(i, changedEvery && i % changedEvery === 0 ? 2 : 0)).join('\n')}\n</jobs>`
