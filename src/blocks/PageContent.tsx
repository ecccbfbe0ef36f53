import { HEADING_BLOCKS, RenderBlocks } from '@/blocks/RenderBlocks'
import type { Page } from '@/payload-types'

/** A CMS page: its blocks, preceded by a title banner (h1) when no block carries the main heading. */
export function PageContent({ page }: { page: Page }) {
  const firstType = page.layout?.[0]?.blockType
  const hasHeading = firstType ? HEADING_BLOCKS.has(firstType) : false
  return (
    <>
      {hasHeading ? null : (
        <section className="bg-gradient-to-b from-brand-50 to-white">
          <div className="mx-auto w-full max-w-3xl px-4 pb-4 pt-14 sm:px-6 sm:pt-20 lg:px-8">
            <h1 className="hyphens-auto text-balance break-words text-3xl font-bold tracking-tight text-brand-950 sm:text-5xl">{page.title}</h1>
          </div>
        </section>
      )}
      <RenderBlocks blocks={page.layout} />
    </>
  )
}
