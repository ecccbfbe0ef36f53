import type { Block } from 'payload'
import { RichTextBlock } from './RichText/config'

/** Every block an editor can place on a page. */
export const pageBlocks: Block[] = [RichTextBlock]
