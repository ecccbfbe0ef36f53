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

/**
 * The order a visitor sees: random, but every reference marked „Immer zeigen“ is among the first
 * `visible` (at a random place there, so the pinned ones do not always lead); the rest follow in
 * random order. More pinned references than places: a random choice of them fills the places.
 */
export function arrangeReferences<T extends { alwaysShow?: boolean }>(
  items: readonly T[],
  visible = REFERENCES_COLLAPSED_COUNT,
  random: () => number = Math.random,
): T[] {
  const pinned = shuffle(
    items.filter((item) => item.alwaysShow),
    random,
  )
  const others = shuffle(
    items.filter((item) => !item.alwaysShow),
    random,
  )
  const queue = [...pinned, ...others]
  return [...shuffle(queue.slice(0, visible), random), ...queue.slice(visible)]
}
