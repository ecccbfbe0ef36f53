import { Fragment, type ReactNode } from 'react'
import { countCurrentJobs } from '@/features/jobs/data'
import { getSiteSettings } from '@/features/site-shell/settings'
import { placeholderValues } from '@/lib/content/placeholders'
import type { Page } from '@/payload-types'
import { AboutComponent } from './About/Component'
import { AiSearchComponent } from './AiSearch/Component'
import { ApproachComponent } from './Approach/Component'
import { ContactComponent } from './Contact/Component'
import { ContentSectionComponent } from './ContentSection/Component'
import { ExpertiseComponent } from './Expertise/Component'
import { HomeHeroComponent } from './HomeHero/Component'
import { LeasingComponent } from './Leasing/Component'
import { PageHeroComponent } from './PageHero/Component'
import { RecruitingProcessComponent } from './RecruitingProcess/Component'
import { ReferencesComponent } from './References/Component'
import { RichTextComponent } from './RichText/Component'
import { ServicesComponent } from './Services/Component'
import { TrustComponent } from './Trust/Component'
import type { BlockContext } from './types'

type Block = NonNullable<Page['layout']>[number]

function renderBlock(block: Block, ctx: BlockContext): ReactNode {
  switch (block.blockType) {
    case 'homeHero':
      return <HomeHeroComponent block={block} ctx={ctx} />
    case 'pageHero':
      return <PageHeroComponent block={block} ctx={ctx} />
    case 'aiSearch':
      return <AiSearchComponent block={block} />
    case 'about':
      return <AboutComponent block={block} ctx={ctx} />
    case 'approach':
      return <ApproachComponent block={block} />
    case 'expertise':
      return <ExpertiseComponent block={block} />
    case 'references':
      return <ReferencesComponent block={block} />
    case 'trust':
      return <TrustComponent block={block} />
    case 'contact':
      return <ContactComponent block={block} ctx={ctx} />
    case 'recruitingProcess':
      return <RecruitingProcessComponent block={block} />
    case 'services':
      return <ServicesComponent block={block} ctx={ctx} />
    case 'leasing':
      return <LeasingComponent block={block} ctx={ctx} />
    case 'contentSection':
      return <ContentSectionComponent block={block} ctx={ctx} />
    case 'richText':
      return <RichTextComponent block={block} />
    default:
      return null
  }
}

/** Renders a page's layout; reads settings (and the job count only when a hero needs it) through the cache. */
export async function RenderBlocks({ blocks }: { blocks: Page['layout'] }) {
  if (!blocks?.length) return null
  const settings = await getSiteSettings()
  const needsJobCount = blocks.some((block) => block.blockType === 'homeHero')
  const values = placeholderValues(settings.claims, needsJobCount ? { anzahl: await countCurrentJobs() } : {})
  return (
    <>
      {/* Index keys here and in the blocks' lists: the stored ids are random hex that every page's
          RSC payload would carry, and these server-rendered lists hold no state to keep. */}
      {blocks.map((block, index) => (
        <Fragment key={index}>{renderBlock(block, { settings, values, isFirst: index === 0 })}</Fragment>
      ))}
    </>
  )
}

/** Blocks that render the page's own h1; otherwise the page route shows the title as h1. */
export const HEADING_BLOCKS = new Set<Block['blockType']>(['homeHero', 'pageHero'])
