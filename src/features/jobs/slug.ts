import { titleSlug } from '@/lib/slug'

/** A manual job's URL id: its title and a short unique suffix (base-36 time of creation), by the one slug rule. */
export const autoJobSlug = titleSlug

/** The suffix of a URL id made by autoJobSlug for the given title, or null when an editor chose the id. */
export function autoSlugSuffix(slug: string | null | undefined, title: string | null | undefined): string | null {
  if (!slug) return null
  const suffix = slug.slice(slug.lastIndexOf('-') + 1)
  return suffix && autoJobSlug(title, suffix) === slug ? suffix : null
}

/**
 * The URL id a manual job gets on this save. Autosave stores a draft after the first letters of
 * the title: until the job is first published, an id made from the title follows the title; once
 * it is live, its address never changes.
 */
export function nextJobSlug(input: { slug?: string | null; title?: string | null; previousTitle?: string | null; live: boolean; now?: Date }): string {
  const suffix = (input.now ?? new Date()).getTime().toString(36)
  if (!input.slug) return autoJobSlug(input.title, suffix)
  if (input.live) return input.slug
  const auto = autoSlugSuffix(input.slug, input.previousTitle) ?? autoSlugSuffix(input.slug, input.title)
  return auto ? autoJobSlug(input.title, auto) : input.slug
}
