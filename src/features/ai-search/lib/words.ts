/**
 * Word-level helpers of the local ranking: German compound splitting against a word list
 * (the word lists of @zxcvbn-ts/language-de on the server) and spelling correction against the
 * search vocabulary. Words are lower case with umlauts folded. Pure.
 */

export type Lexicon = (word: string) => boolean

const LINKS = ['', 's', 'es', 'n', 'en', 'e', 'er'] // Fugenelemente: Betrieb-s-gastronomie

/**
 * Splits a compound into known words, the longest possible last part (the head) first:
 * 'betriebsgastronomie' → ['betrieb', 'gastronomie'], 'hotelrezeption' → ['hotel', 'rezeption'].
 * null when the word is not a compound of known words.
 */
export function splitCompound(word: string, isWord: Lexicon, depth = 0): string[] | null {
  const MIN = 3
  if (depth > 3 || word.length < MIN * 2) return null
  for (let i = MIN; i <= word.length - MIN; i++) {
    const head = word.slice(i)
    if (!isWord(head)) continue
    const left = word.slice(0, i)
    for (const link of LINKS) {
      if (link && !left.endsWith(link)) continue
      const stem = left.slice(0, left.length - link.length)
      if (stem.length < MIN) continue
      if (isWord(stem)) return [stem, head]
      const inner = splitCompound(stem, isWord, depth + 1)
      if (inner) return [...inner, head]
    }
  }
  return null
}

/** Optimal-string-alignment distance (a swap of neighbours counts once), stops above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let prev2: number[] = []
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1)
      row.push(d)
      best = Math.min(best, d)
    }
    if (best > max) return max + 1
    prev2 = prev
    prev = row
  }
  return prev[b.length]
}

/**
 * The vocabulary word a misspelt word most likely means: one edit away for words of five
 * letters or more, two for nine or more; same first letter; the closest, then the most
 * frequent in `vocabulary` order. null when nothing is close.
 */
export function correctSpelling(word: string, vocabulary: readonly string[]): string | null {
  if (word.length < 5) return null
  const max = word.length >= 9 ? 2 : 1
  let best: string | null = null
  let bestDistance = max + 1
  for (const candidate of vocabulary) {
    if (candidate[0] !== word[0] || candidate === word) continue
    const d = editDistance(word, candidate, max)
    if (d < bestDistance) {
      best = candidate
      bestDistance = d
    }
  }
  return best
}
