import { foldUmlauts, type Lexicon } from '@/lib/ai-search'

/**
 * The German word list for compound splitting: every word and word part of the hunspell
 * dictionary dictionary-de (igerman98), lower case with umlauts folded. Loaded once per process
 * (about 75,000 entries, a few MB); nothing is downloaded.
 */
let loading: Promise<Lexicon> | null = null

export function germanLexicon(): Promise<Lexicon> {
  loading ??= import('dictionary-de').then(({ default: dictionary }) => {
    const entries = new TextDecoder().decode(dictionary.dic).split('\n').slice(1)
    const set = new Set<string>()
    for (const line of entries) {
      const word = line.split('/')[0].trim().toLowerCase()
      if (word.length >= 3) set.add(foldUmlauts(word))
    }
    return (word: string) => set.has(word)
  })
  return loading
}
