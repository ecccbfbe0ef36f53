/**
 * Turns a visitor's query into search groups for the local ranking: every concept the query
 * names (with all its synonyms) and every other meaningful word (with its umlaut spellings).
 * A job matches a group when it contains any alternative of it. Pure.
 */
import { foldUmlauts, spellingVariants, words } from './query'
import { CONCEPTS, STOPWORDS, type ConceptKind } from './synonyms'

export type SearchGroup = {
  /** what the visitor wrote for this group, e.g. 'Küchenchef' */
  typed: string
  /** German name for the reasoning: the concept's label, or the typed word */
  label: string
  kind: ConceptKind | 'word'
  /** alternatives; each is a phrase of one or more words (lower case, letters/digits only) */
  alternatives: string[][]
}

type Term = { conceptIndex: number; folded: string[]; term: string; triggers: boolean }

// Every concept term as folded words, longest first so 'chef de cuisine' wins over 'chef'
// (equal lengths: the earlier, more specific concept wins; the sort is stable).
const TERMS: Term[] = CONCEPTS.flatMap((concept, conceptIndex) =>
  concept.terms.map((term) => ({
    conceptIndex,
    term,
    folded: words(foldUmlauts(term.toLowerCase())),
    triggers: !concept.triggers || concept.triggers.includes(term),
  })),
)
  .filter((t) => t.folded.length > 0)
  .sort((a, b) => b.folded.length - a.folded.length)

function uniquePhrases(phrases: string[][]): string[][] {
  const seen = new Set<string>()
  return phrases.filter((p) => {
    const key = p.join(' ')
    if (!p.length || seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** Each spelling variant of each word of a phrase (few words: the product stays small). */
function phraseVariants(phrase: string[]): string[][] {
  let result: string[][] = [[]]
  for (const word of phrase) {
    const variants = spellingVariants(word)
    result = result.flatMap((prefix) => variants.map((v) => [...prefix, v]))
  }
  return result
}

function conceptAlternatives(conceptIndex: number): string[][] {
  return uniquePhrases(CONCEPTS[conceptIndex].terms.flatMap((term) => phraseVariants(words(term))))
}

export function analyseQuery(query: string): SearchGroup[] {
  const original = words(query) // keeps umlauts for display
  const folded = original.map(foldUmlauts)
  const used = new Array<boolean>(folded.length).fill(false)
  const groups: SearchGroup[] = []
  const conceptsSeen = new Set<number>()

  for (let i = 0; i < folded.length; i++) {
    if (used[i]) continue
    const hit = TERMS.find((t) => t.folded.every((w, k) => folded[i + k] === w))
    if (!hit) continue
    for (let k = 0; k < hit.folded.length; k++) used[i + k] = true
    const typed = original.slice(i, i + hit.folded.length).join(' ')
    if (!hit.triggers) {
      // a place inside a region: searched as itself, its words kept together ('St. Peter-Ording')
      groups.push({ typed, label: typed, kind: 'place', alternatives: uniquePhrases(phraseVariants(words(hit.term))) })
      continue
    }
    if (conceptsSeen.has(hit.conceptIndex)) continue
    conceptsSeen.add(hit.conceptIndex)
    const concept = CONCEPTS[hit.conceptIndex]
    groups.push({
      typed,
      label: concept.label,
      kind: concept.kind,
      alternatives: conceptAlternatives(hit.conceptIndex),
    })
  }

  const seenWords = new Set<string>()
  original.forEach((word, i) => {
    if (used[i] || STOPWORDS.has(word) || STOPWORDS.has(folded[i]) || seenWords.has(folded[i])) return
    if (word.length < 2 && !/\d/.test(word)) return
    seenWords.add(folded[i])
    groups.push({ typed: word, label: word, kind: 'word', alternatives: phraseVariants([word]) })
  })
  return groups
}

/**
 * PostgreSQL to_tsquery text for one group: alternatives OR-ed, the words of a multi-word term
 * AND-ed (not <->: the parser splits 'Peter-Ording' into extra positions), words of five
 * letters or more as prefixes (compounds: 'rezeption' finds 'Rezeptionist'). Only letters and
 * digits reach the query, so no operator in the visitor's text can change its meaning.
 */
export function groupToTsQuery(group: SearchGroup): string {
  const part = (word: string) => (word.length >= 5 ? `${word}:*` : word)
  return group.alternatives
    .map((phrase) => phrase.filter((w) => /^[\p{L}\p{N}]+$/u.test(w)).map(part))
    .filter((phrase) => phrase.length > 0)
    .map((phrase) => (phrase.length === 1 ? phrase[0] : `(${phrase.join(' & ')})`))
    .join(' | ')
}
