import type { Block } from 'payload'
import { AboutBlock } from './About/config'
import { AiSearchBlock } from './AiSearch/config'
import { ApproachBlock } from './Approach/config'
import { ContactBlock } from './Contact/config'
import { ContentSectionBlock } from './ContentSection/config'
import { ExpertiseBlock } from './Expertise/config'
import { HomeHeroBlock } from './HomeHero/config'
import { LeasingBlock } from './Leasing/config'
import { PageHeroBlock } from './PageHero/config'
import { RecruitingProcessBlock } from './RecruitingProcess/config'
import { ReferencesBlock } from './References/config'
import { RichTextBlock } from './RichText/config'
import { ServicesBlock } from './Services/config'
import { TrustBlock } from './Trust/config'

/** Every block an editor can place on a page. */
export const pageBlocks: Block[] = [
  HomeHeroBlock,
  PageHeroBlock,
  AiSearchBlock,
  AboutBlock,
  ApproachBlock,
  ExpertiseBlock,
  ReferencesBlock,
  TrustBlock,
  ContactBlock,
  RecruitingProcessBlock,
  ServicesBlock,
  LeasingBlock,
  ContentSectionBlock,
  RichTextBlock,
]
