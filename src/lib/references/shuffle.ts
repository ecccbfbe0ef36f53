/** Fisher–Yates shuffle into a new array; `random` is injectable for tests. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const result = [...items]
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[result[i], result[j]] = [result[j], result[i]]
  }
  return result
}

/** How many reference logos are shown before 'Mehr anzeigen'. */
export const REFERENCES_COLLAPSED_COUNT = 8
