import { foldUmlauts, type Lexicon } from '@/features/ai-search/lib'

/**
 * The German word list for compound splitting and for telling words from misspelt places: the
 * word lists of @zxcvbn-ts/language-de (MIT): German Wikipedia's frequent words, common words
 * and the 3,000 most frequent surnames (mostly occupations: Maurer, Koch, Müller, Becker), lower
 * case with umlauts folded. Loaded once per process (about 76,000 entries); nothing is downloaded.
 */
let loading: Promise<Lexicon> | null = null

export function germanLexicon(): Promise<Lexicon> {
  loading ??= import('@zxcvbn-ts/language-de').then(({ dictionary: { wikipedia, commonWords, lastnames } }) => {
    const set = new Set<string>()
    for (const list of [wikipedia, commonWords, lastnames]) {
      for (const entry of list) {
        const word = entry.trim().toLowerCase()
        if (word.length >= 3) set.add(foldUmlauts(word))
      }
    }
    return (word: string) => set.has(word)
  })
  return loading
}
