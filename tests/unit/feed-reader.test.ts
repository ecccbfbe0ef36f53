import { describe, expect, it } from 'vitest'
import { cleanEmail, decodeFeedBytes, deriveAttributes, isValidEmail, readFeed, type FeedSettings } from '@/features/feed/lib'

const settings: FeedSettings = {
  companyName: 'Muster Consulting',
  phone: '+49 4141 100000',
  applyUrlTemplate: 'https://portal.example.com/apply?id={id}',
  defaultStaffEmail: 'bewerbung@example.com',
  staffContacts: [
    { firstName: 'Erika', email: 'erika@example.com', phone: '+49 4141 100000' },
    { firstName: 'Jonas', email: 'jonas@example.com', phone: '+49 4141 100099' },
  ],
  defaultContact: {
    name: 'Max Gründer',
    title: 'Geschäftsführer',
    phone: '+49 4141 100000',
    email: 'info@example.com',
    street: 'Hafenstraße 1',
    postalCode: '21680',
    city: 'Stade',
    imageUrl: '/media/gruender.jpg',
  },
}

const coveto = `<?xml version="1.0" encoding="UTF-8"?>
<jobs>
  <stellenanzeige>
    <title>Küchenchef (m/w/d)</title>
    <text>Vollzeit, 40 Stunden pro Woche, unbefristet. Frühester Beginn: 01.03.2027</text>
    <html><![CDATA[<p>Sie führen die Küche & das Team.</p><script>alert(1)</script>]]></html>
    <id>4711</id>
    <street>Alsterufer 1</street>
    <city>Hamburg</city>
    <zip>20354</zip>
    <region>Hamburg</region>
    <country>DE</country>
    <category>Küche</category>
    <link>https://ats.example.com/job/4711</link>
    <apply>https://ats.example.com/apply/4711</apply>
    <pubDate>Mon, 16 Nov 2026 10:00:00 +0100</pubDate>
    <contact>
      <company>Hotel Alsterblick GmbH</company>
      <position>Personalleiterin</position>
      <salutation>Frau</salutation>
      <firstname>Anna</firstname>
      <lastname>Schmidt</lastname>
      <strasse>Alsterufer 1</strasse>
      <plz>20354</plz>
      <ort>Hamburg</ort>
      <phone>040 123456</phone>
      <email>&lt;anna.schmidt@alsterblick.example&gt;</email>
    </contact>
  </stellenanzeige>
  <stellenanzeige>
    <title>Rezeptionist (m/w/d)</title>
    <text>Teilzeit, 20 Std./Woche, befristet, ab sofort.</text>
    <id>4712</id>
    <city>München</city>
    <pubDate>2026-11-10T08:30:00Z</pubDate>
    <contact><firstname>Jonas</firstname><lastname>Beispiel</lastname><email>jonas.privat@example.org</email></contact>
  </stellenanzeige>
  <stellenanzeige>
    <text>Ohne Titel – wird verworfen</text>
    <id>4713</id>
  </stellenanzeige>
</jobs>`

const personio = `<?xml version="1.0" encoding="UTF-8"?>
<workzag-jobs>
  <position>
    <id>901</id>
    <subcompany>Strandhotel Muster</subcompany>
    <office>Sankt Peter-Ording</office>
    <department>Management</department>
    <recruitingCategory>Hotel</recruitingCategory>
    <name>Hoteldirektor (m/w/d)</name>
    <jobDescriptions>
      <jobDescription><name>Ihre Aufgaben</name><value><![CDATA[<p>Gesamtverantwortung für <strong>180 Zimmer</strong></p>]]></value></jobDescription>
      <jobDescription><name>Ihr Profil</name><value><![CDATA[<ul><li>Führungserfahrung</li></ul>]]></value></jobDescription>
      <jobDescription><name>Wir bieten</name><value><![CDATA[<ul><li>Dienstwagen</li></ul>]]></value></jobDescription>
    </jobDescriptions>
    <employmentType>permanent</employmentType>
    <seniority>experienced</seniority>
    <schedule>full-time</schedule>
    <yearsOfExperience>5-7</yearsOfExperience>
    <occupation>hotel_management</occupation>
    <createdAt>2026-11-01T09:00:00+00:00</createdAt>
  </position>
  <position>
    <id>902</id>
    <office>Berlin</office>
    <name>Servicekraft (m/w/d)</name>
    <schedule>part-time</schedule>
    <createdAt>2026-11-02T09:00:00+00:00</createdAt>
  </position>
  <position>
    <id>903</id>
    <office>Hamburg</office>
    <additionalOffices>
      <office>Lübeck</office>
      <office>Kiel</office>
      <office>Hamburg</office>
    </additionalOffices>
    <name>Bankettleitung (m/w/d)</name>
    <employmentType>permanent</employmentType>
    <schedule>full-or-part-time</schedule>
    <createdAt>2026-11-03T09:00:00+00:00</createdAt>
  </position>
  <position>
    <id>904</id>
    <office>Bremen</office>
    <additionalOffices><office>Oldenburg</office></additionalOffices>
    <name>Commis de Cuisine (m/w/d)</name>
  </position>
</workzag-jobs>`

describe('feed reader: Coveto format', () => {
  const { jobs, dropped } = readFeed(coveto, settings)

  it('reads every child of the root as a job and drops jobs without title', () => {
    expect(jobs.map((j) => j.externalId)).toEqual(['4711', '4712'])
    expect(dropped.withoutTitle).toBe(1)
  })

  it('maps the fields, keeps umlauts and sanitises the HTML from CDATA', () => {
    const [chef] = jobs
    expect(chef).toMatchObject({
      title: 'Küchenchef (m/w/d)',
      location: 'Hamburg',
      department: 'Küche',
      applyUrl: 'https://ats.example.com/apply/4711',
      contactPerson: 'Anna Schmidt',
      contactTitle: 'Personalleiterin',
      contactPhone: '040 123456',
      contactAddress: 'Alsterufer 1',
      contactPostalCode: '20354',
      contactCity: 'Hamburg',
      publishDate: '2026-11-16T09:00:00.000Z',
    })
    expect(chef.description).toBe('<p>Sie führen die Küche &amp; das Team.</p>')
    expect(chef.description).not.toContain('script')
  })

  it("reads the contact element's company as the hiring company when the job names none", () => {
    expect(jobs[0].company).toBe('Hotel Alsterblick GmbH')
    expect(jobs[1].company).toBe('Muster Consulting') // no company anywhere: the firm itself
    const own = readFeed('<jobs><job><title>Koch</title><company>Hotel Eigen</company><contact><company>Andere GmbH</company></contact></job></jobs>', settings)
    expect(own.jobs[0].company).toBe('Hotel Eigen')
  })

  it("keeps the job's address (street, postal code, region, country) for the structured data", () => {
    expect(jobs[0]).toMatchObject({ street: 'Alsterufer 1', postalCode: '20354', region: 'Hamburg', country: 'DE' })
    expect(jobs[1]).not.toHaveProperty('street')
  })

  it('cleans an entity-wrapped contact e-mail', () => {
    expect(jobs[0].contactEmail).toBe('anna.schmidt@alsterblick.example')
  })

  it('derives working time, hours, contract type and start date from the text', () => {
    expect(jobs[0]).toMatchObject({ employmentType: 'Vollzeit', hours: '40', contractType: 'unbefristet', startDate: '01.03.2027' })
    expect(jobs[1]).toMatchObject({ employmentType: 'Teilzeit', hours: '20', contractType: 'befristet', startDate: 'ab sofort' })
  })

  it('gives a known staff member their fixed address and own phone number', () => {
    expect(jobs[1].contactEmail).toBe('jonas@example.com')
    expect(jobs[1].contactPhone).toBe('+49 4141 100099')
  })

  it('fills the defaults where the feed is silent', () => {
    const minimal = readFeed('<jobs><job><title>Koch</title></job></jobs>', settings).jobs[0]
    expect(minimal).toMatchObject({
      externalId: 'job-0',
      company: 'Muster Consulting',
      applyUrl: 'https://portal.example.com/apply?id=job-0',
      contactPerson: 'Max Gründer',
      contactTitle: 'Geschäftsführer',
      contactAddress: 'Hafenstraße 1',
      contactCity: 'Stade',
      contactPostalCode: '21680',
      contactImage: '/media/gruender.jpg',
      contactEmail: 'bewerbung@example.com',
      contactPhone: '+49 4141 100000',
    })
    expect(minimal.description).toBeUndefined()
  })
})

describe('feed reader: Personio format', () => {
  const { jobs } = readFeed(personio, settings)

  it('reads positions with name as title, office, department, subcompany and createdAt', () => {
    expect(jobs).toHaveLength(4)
    expect(jobs[0]).toMatchObject({
      externalId: '901',
      title: 'Hoteldirektor (m/w/d)',
      company: 'Strandhotel Muster',
      location: 'Sankt Peter-Ording',
      department: 'Management',
      employmentType: 'Vollzeit',
      publishDate: '2026-11-01T09:00:00.000Z',
    })
    expect(jobs[1]).toMatchObject({ employmentType: 'Teilzeit', company: 'Muster Consulting' })
  })

  it("reads schedule 'full-or-part-time' as „Vollzeit oder Teilzeit“, not „Teilzeit“", () => {
    expect(jobs[2].employmentType).toBe('Vollzeit oder Teilzeit')
  })

  it('keeps additionalOffices as further locations (one per line, the main office not repeated)', () => {
    expect(jobs[2]).toMatchObject({ location: 'Hamburg', additionalLocations: 'Lübeck\nKiel' })
    expect(jobs[3]).toMatchObject({ location: 'Bremen', additionalLocations: 'Oldenburg' })
    expect(jobs[0].additionalLocations).toBeUndefined()
    // a further office is part of the content: adding one updates the job on the next import
    const without = readFeed(personio.replace('<office>Kiel</office>', ''), settings).jobs[2]
    expect(without.additionalLocations).toBe('Lübeck')
    expect(without.contentHash).not.toBe(jobs[2].contentHash)
  })

  it('splits jobDescriptions into description, requirements and benefits', () => {
    expect(jobs[0].description).toBe('<h3>Ihre Aufgaben</h3><p>Gesamtverantwortung für <strong>180 Zimmer</strong></p>')
    expect(jobs[0].requirements).toBe('<ul><li>Führungserfahrung</li></ul>')
    expect(jobs[0].benefits).toBe('<ul><li>Dienstwagen</li></ul>')
  })
})

describe('feed reader: generic shape and odd documents', () => {
  it('reads job, position and vacancy elements with alternative field names and attributes', () => {
    const xml = `<feed><meta><generated>heute</generated></meta><list>
      <vacancy id="a1"><jobtitle>Barkeeper</jobtitle><location>Köln</location><description>&lt;p&gt;Cocktails &amp;amp; mehr&lt;/p&gt;</description></vacancy>
      <vacancy id="a2"><title lang="de">Sommelier</title><ort>Bonn</ort><description><p>Wein <em>und</em> Beratung</p></description></vacancy>
    </list></feed>`
    const { jobs } = readFeed(xml, settings)
    expect(jobs.map((j) => [j.externalId, j.title, j.location])).toEqual([
      ['a1', 'Barkeeper', 'Köln'],
      ['a2', 'Sommelier', 'Bonn'],
    ])
    expect(jobs[0].description).toBe('<p>Cocktails &amp; mehr</p>')
    expect(jobs[1].description).toBe('<p>Wein <em>und</em> Beratung</p>')
  })

  it('reads a feed with a single job (not an array) and empty elements', () => {
    const { jobs } = readFeed('<jobs><job><id>1</id><title>Koch</title><city/><salary></salary></job></jobs>', settings)
    expect(jobs).toHaveLength(1)
    expect(jobs[0].location).toBeUndefined()
    expect(jobs[0].salary).toBeUndefined()
  })

  it('decodes HTML entities such as &uuml; and &nbsp; in text', () => {
    const { jobs } = readFeed('<jobs><job><title>K&uuml;chenhilfe&nbsp;&amp; Sp&#252;ler</title></job></jobs>', settings)
    expect(jobs[0].title).toBe('Küchenhilfe\u00a0& Spüler')
  })

  it('decodes bytes in the encoding the prolog declares (ISO-8859-1)', () => {
    const xml = '<?xml version="1.0" encoding="ISO-8859-1"?><jobs><job><title>Küchenchef für Straße</title></job></jobs>'
    const bytes = Uint8Array.from([...xml].map((ch) => ch.charCodeAt(0))) // latin-1 bytes: ü = 0xfc
    expect(bytes.includes(0xfc)).toBe(true)
    expect(readFeed(bytes, settings).jobs[0].title).toBe('Küchenchef für Straße')
    // the same bytes read as UTF-8 would be garbled
    expect(new TextDecoder().decode(bytes)).not.toContain('ü')
  })

  it('reads UTF-8 bytes with a BOM and windows-1252 from the HTTP header', () => {
    const utf8 = new TextEncoder().encode('\uFEFF<jobs><job><title>Grüße</title></job></jobs>')
    expect(readFeed(utf8, settings).jobs[0].title).toBe('Grüße')
    expect(decodeFeedBytes(Uint8Array.from([0x80]), 'text/xml; charset=windows-1252')).toBe('€')
  })

  it('reads a document arriving in chunks exactly as in one piece, whatever the chunks cut', () => {
    const text = `<jobs>${'<job><title>Grüße aus Köln – „Küche“ € 😀</title></job>'.repeat(20)}</jobs>`
    const utf16 = (bigEndian: boolean) =>
      Array.from({ length: text.length }, (_, i) => text.charCodeAt(i)).flatMap((c) => (bigEndian ? [c >> 8, c & 0xff] : [c & 0xff, c >> 8]))
    const latin1 = `<?xml version="1.0" encoding="ISO-8859-1"?>${text.replace(/[\u0100-\uffff]/g, '')}`
    const documents: [Uint8Array, string | null][] = [
      [new TextEncoder().encode(text), null],
      [new TextEncoder().encode(`\uFEFF${text}`), null],
      [Uint8Array.from([0xff, 0xfe, ...utf16(false)]), null],
      [Uint8Array.from([0xfe, 0xff, ...utf16(true)]), null],
      [Uint8Array.from([...latin1].map((ch) => ch.charCodeAt(0))), null],
      [Uint8Array.from([0x80, 0x3c, 0x6a, 0x2f, 0x3e]), 'text/xml; charset=windows-1252'],
      [new TextEncoder().encode('<a/>'), null],
    ]
    const outcome = (read: () => unknown) => {
      try {
        return read()
      } catch (error) {
        return (error as Error).message
      }
    }
    for (const [bytes, contentType] of documents) {
      const whole = outcome(() => readFeed(decodeFeedBytes(bytes, contentType), settings))
      for (const size of [1, 2, 3, 7, 255, 256, 1000, bytes.length]) {
        const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size))
        expect(
          outcome(() => readFeed(chunks, settings, contentType)),
          `${size}-byte chunks`,
        ).toEqual(whole)
      }
    }
    expect(readFeed(documents[0][0], settings).jobs).toHaveLength(20)
    expect(decodeFeedBytes(new TextEncoder().encode(text))).toBe(text)
  })

  it("rejects unparseable documents with 'Failed to parse XML'", () => {
    for (const broken of ['', 'kein XML', '<jobs><job><title>Koch</title></jobs>', '<html><body>Error 502</body>']) {
      expect(() => readFeed(broken, settings)).toThrow('Failed to parse XML')
    }
  })

  it('reads an empty feed as zero jobs', () => {
    expect(readFeed('<jobs/>', settings).jobs).toEqual([])
    expect(readFeed('<?xml version="1.0"?><jobs></jobs>', settings).jobs).toEqual([])
  })

  it('keeps the first of two jobs with the same id', () => {
    const { jobs, dropped } = readFeed('<jobs><job><id>1</id><title>A</title></job><job><id>1</id><title>B</title></job></jobs>', settings)
    expect(jobs.map((j) => j.title)).toEqual(['A'])
    expect(dropped.duplicateIds).toBe(1)
  })

  it('gives the same content hash for the same content and a different one after a change', () => {
    const a = readFeed('<jobs><job><id>1</id><title>Koch</title></job></jobs>', settings).jobs[0]
    const b = readFeed('<jobs><job><id>1</id><title>Koch</title></job></jobs>', settings).jobs[0]
    const c = readFeed('<jobs><job><id>1</id><title>Koch (m/w/d)</title></job></jobs>', settings).jobs[0]
    expect(a.contentHash).toBe(b.contentHash)
    expect(a.contentHash).not.toBe(c.contentHash)
  })
})

describe('contact rules', () => {
  const job = (contact: string) => readFeed(`<jobs><job><title>Koch</title><contact>${contact}</contact></job></jobs>`, settings).jobs[0]

  it('cleans angle brackets and entity fragments from e-mails', () => {
    expect(cleanEmail('<koch@hotel.example>')).toBe('koch@hotel.example')
    expect(cleanEmail('&lt;koch@hotel.example&gt;')).toBe('koch@hotel.example')
    expect(cleanEmail('&amp;lt;koch@hotel.example&amp;gt;')).toBe('koch@hotel.example')
    expect(cleanEmail('lt;koch@hotel.examplegt;')).toBe('koch@hotel.example')
    expect(cleanEmail('Anna Koch <koch@hotel.example>')).toBe('koch@hotel.example')
    expect(job('<email>&amp;lt;a.b@hotel.example&amp;gt;</email>').contactEmail).toBe('a.b@hotel.example')
  })

  it("accepts only addresses with '@' and '.' longer than 5 characters", () => {
    expect(isValidEmail('a@b.de')).toBe(true)
    expect(isValidEmail('a@b.d')).toBe(false) // 5 characters
    expect(isValidEmail('ab@cde')).toBe(false)
    expect(isValidEmail('abc.de')).toBe(false)
    expect(job('<email>kein-at.example</email>').contactEmail).toBe('bewerbung@example.com')
  })

  it("uses a staff member's fixed address when the contact name contains their first name", () => {
    expect(job('<firstname>Erika</firstname><lastname>X</lastname><email>erika.privat@example.org</email>').contactEmail).toBe('erika@example.com')
    expect(job('<firstname>Hans-Jonas</firstname><email>x@y.de</email>').contactEmail).toBe('jonas@example.com')
    expect(job('<firstname>Petra</firstname><email>petra@hotel.example</email>').contactEmail).toBe('petra@hotel.example')
  })

  it("uses the feed's phone, else the default number, and the second staff member's own number", () => {
    expect(job('<firstname>Jonas</firstname><phone>0171 555</phone>').contactPhone).toBe('0171 555')
    expect(job('<firstname>Jonas</firstname>').contactPhone).toBe('+49 4141 100099')
    expect(job('<firstname>Erika</firstname>').contactPhone).toBe('+49 4141 100000')
    expect(job('<firstname>Petra</firstname>').contactPhone).toBe('+49 4141 100000')
  })
})

describe('derived attributes', () => {
  it('reads hours ranges, Wochenstunden and both working times', () => {
    expect(deriveAttributes('<p>Vollzeit oder Teilzeit, 30 - 35 Wochenstunden</p>')).toMatchObject({ workingTime: 'Vollzeit oder Teilzeit', hours: '30-35' })
    expect(deriveAttributes('Eintritt: nach Vereinbarung')).toMatchObject({ startDate: 'nach Vereinbarung' })
    expect(deriveAttributes('Ein schönes Hotel')).toEqual({})
  })
})

describe('the sample feed shipped for development', () => {
  it('parses into three jobs with their derived attributes', async () => {
    const { readFileSync } = await import('node:fs')
    const bytes = readFileSync(new URL('../../src/seed/sample-feed.xml', import.meta.url))
    const { jobs } = readFeed(new Uint8Array(bytes), settings)
    expect(jobs.map((j) => j.externalId)).toEqual(['beispiel-1001', 'beispiel-1002', 'beispiel-1003'])
    expect(jobs[0]).toMatchObject({ contactEmail: 'erika@example.com', employmentType: 'Vollzeit', hours: '40' })
    expect(jobs[1]).toMatchObject({ contactEmail: 'jonas@example.com', contactPhone: '+49 4141 100099', employmentType: 'Teilzeit', startDate: 'ab sofort' })
    expect(jobs[2]).toMatchObject({ contractType: 'unbefristet', startDate: 'nach Vereinbarung' })
  })
})

describe('feed reader: hostile DOCTYPE entities („billion laughs“)', () => {
  // The review's attack, scaled down: one 10 KB entity referenced 2,000 times in a Personio-format
  // feed would expand to a 20 MB title (the review's 20,000 references gave 200 MB).
  const entity = 'x'.repeat(10_000)
  const hostile = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE workzag-jobs [<!ENTITY big "${entity}"><!ENTITY nest "&big;&big;">]>
<workzag-jobs><position><id>666</id><office>Hamburg</office><name>Kellner ${'&big;'.repeat(2_000)}</name>
<jobDescriptions><jobDescription><name>Aufgaben</name><value><![CDATA[<p>Service &big;</p>]]></value></jobDescription></jobDescriptions>
<department>Service &nest;</department></position></workzag-jobs>`

  it('never expands entities declared in the document: the job stays small', () => {
    const { jobs } = readFeed(hostile, settings)
    for (const job of jobs) {
      expect(JSON.stringify(job).length).toBeLessThan(50_000)
      expect(job.title).not.toContain('xxxxxxxxxx')
      expect(job.department ?? '').not.toContain('xxxxxxxxxx')
      expect(job.description ?? '').not.toContain('xxxxxxxxxx')
    }
  })

  it('still decodes XML, HTML and numeric entities', () => {
    const { jobs } = readFeed(
      '<!DOCTYPE jobs [<!ENTITY a "böse">]><jobs><job><id>1</id><title>K&uuml;che &amp; Bar &#8211; &#x20AC; &a;</title></job></jobs>',
      settings,
    )
    expect(jobs[0].title).toContain('Küche & Bar – €')
    expect(jobs[0].title).not.toContain('böse')
  })
})
