import { describe, expect, it } from 'vitest'
import { HTML_ELEMENTS, readFeedItems } from '@/features/feed/lib/parse'
import { parseSimpleElement } from '@/features/feed/lib/simpleXml'

const options = { decode: (s: string) => `decoded(${s})`, rawElements: new Set(HTML_ELEMENTS) }

/** The feed's job elements as fast-xml-parser reads them (whole document) and as an import reads them (split). */
function both(doc: string) {
  const read = (split: boolean) => {
    try {
      return JSON.stringify(readFeedItems(doc, { split }).map((item) => item.raw()))
    } catch (error) {
      return `throws ${(error as Error).message}`
    }
  }
  return { whole: read(false), split: read(true) }
}

const coveto = (i: number) => `<stellenanzeige>
<title>Küchenchef (m/w/d) Nr. ${i}</title>
<text>Vollzeit, 40 Stunden pro Woche &amp; mehr</text>
<html><![CDATA[<h2>Ihre Aufgaben</h2><p>Für ein Haus &amp; Team</p><script>alert(${i})</script>]]></html>
<id>bench-${i}</id><street>Musterweg 1</street><city>Hamburg</city>
<contact><company>Hotel Muster</company><firstname>Petra</firstname><phone></phone><email>&lt;recruiting@hotel.example&gt;</email></contact>
</stellenanzeige>`

describe('the fast reader of a plain job element', () => {
  it('reads a Coveto job like the parser, without it', () => {
    expect(parseSimpleElement(coveto(1), options)).toEqual({
      title: 'decoded(Küchenchef (m/w/d) Nr. 1)',
      text: 'decoded(Vollzeit, 40 Stunden pro Woche &amp; mehr)',
      html: '<![CDATA[<h2>Ihre Aufgaben</h2><p>Für ein Haus &amp; Team</p><script>alert(1)</script>]]>',
      id: 'decoded(bench-1)',
      street: 'decoded(Musterweg 1)',
      city: 'decoded(Hamburg)',
      contact: { company: 'decoded(Hotel Muster)', firstname: 'decoded(Petra)', phone: '', email: 'decoded(&lt;recruiting@hotel.example&gt;)' },
    })
    const doc = `<jobs>${Array.from({ length: 60 }, (_, i) => coveto(i)).join('\n')}</jobs>`
    const { whole, split } = both(doc)
    expect(split).toBe(whole)
  })

  it.each([
    ['an attribute', '<job id="1"><title>A</title></job>'],
    ['mixed content', '<job><title>A</title>Text</job>'],
    ['a comment', '<job><title>A<!-- x --></title></job>'],
    ['CDATA outside an HTML element', '<job><title><![CDATA[A]]></title></job>'],
    ['text only', '<job>A</job>'],
    ['a nested HTML element of the same name', '<job><html><html>x</html></html></job>'],
    ['a non-ASCII name', '<job><straße>A</straße></job>'],
    ['a reserved name', '<job><valueOf>A</valueOf></job>'],
  ])('leaves %s to the parser', (_name, xml) => {
    expect(parseSimpleElement(xml, options)).toBeUndefined()
  })

  it('gives exactly the parser’s tree (or leaves the element to it) for many generated jobs', () => {
    let seed = 16
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]
    const names = ['title', 'id', 'city', 'contact', 'r', 'r', 'html', 'value', 'description', 'HTML', 'a.b', 'x-y', '_u', 'toLocaleString', 'ns:t', 'job']
    const texts = [
      'a',
      'Küche',
      ' ',
      '\n',
      '\r\n',
      '\t',
      '&amp;',
      '&lt;',
      '&#228;',
      '&#x41;',
      '&nbsp;',
      '&auml;',
      '&unknown;',
      '>',
      ']]',
      '"',
      "'",
      '\u00a0',
      '&#32;',
      '&#0;',
      '',
    ]
    const raw = [
      '<p>x</p>',
      '<![CDATA[<b>x</b></html></value>]]>',
      '<a href="/x?a=1&amp;b=2">l</a>',
      '<br/>',
      '<img src="a>b"/>',
      "<img src='</html>'/>",
      '<!-- c -->',
      '<?pi x?>',
      '<html>n</html>',
      '<value>n</value>',
      '<html/>',
      'text &amp; more',
      ' ',
      '\r\n',
      '<p><b>y</b></p>',
      '</html >',
    ]
    const text = () => Array.from({ length: Math.floor(random() * 4) }, () => pick(texts)).join('')
    const element = (depth: number): string => {
      const name = pick(names)
      const kind = random()
      if (HTML_ELEMENTS.includes(name) && kind < 0.6) return `<${name}>${Array.from({ length: Math.floor(random() * 4) }, () => pick(raw)).join('')}</${name}>`
      if (kind < 0.3 || depth > 3) return `<${name}>${text()}</${name}>`
      if (kind < 0.35) return pick([`<${name}/>`, `<${name} />`, `<${name}></${name}>`])
      if (kind < 0.4) return `<${name} a="1"${random() < 0.5 ? " b='x > y'" : ''}>${text()}</${name}>`
      if (kind < 0.45) return `<${name}>${text()}<![CDATA[ c ]]>${text()}</${name}>`
      if (kind < 0.5) return `<${name}>${text()}<!-- c -->${text()}</${name}>`
      if (kind < 0.55) return `<${name}>x${element(depth + 1)}${text()}</${name}>`
      return `<${name}>${pick(['', ' ', '\n  '])}${Array.from({ length: 1 + Math.floor(random() * 4) }, () => element(depth + 1)).join(pick(['', '\n', ' ', 'x']))}</${name}>`
    }
    let simple = 0
    let compared = 0
    for (let n = 0; n < 3000; n++) {
      const job = `<job>${Array.from({ length: 1 + Math.floor(random() * 5) }, () => element(1)).join(pick(['', '\n', '\r\n ']))}</job>`
      const { whole, split } = both(`<jobs>\n${job}\n</jobs>`)
      expect(split, job).toBe(whole)
      if (!whole.startsWith('throws')) compared++
      if (parseSimpleElement(job, options)) simple++
    }
    // the generator makes enough valid documents, and enough of them take the fast path
    expect(compared).toBeGreaterThan(1000)
    expect(simple).toBeGreaterThan(500)
  })
})
