import {
  BoldFeature,
  FixedToolbarFeature,
  HeadingFeature,
  InlineToolbarFeature,
  ItalicFeature,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  UnorderedListFeature,
  lexicalEditor,
} from '@payloadcms/richtext-lexical'

/**
 * What a job ad needs and the site renders: headings, lists, bold/italic and links to web
 * addresses (no internal document links, no uploads, no embeds).
 */
export const jobTextFeatures = () => [
  ParagraphFeature(),
  HeadingFeature({ enabledHeadingSizes: ['h2', 'h3'] }),
  BoldFeature(),
  ItalicFeature(),
  UnorderedListFeature(),
  OrderedListFeature(),
  LinkFeature({ enabledCollections: [] }),
  FixedToolbarFeature(),
  InlineToolbarFeature(),
]

export const jobTextEditor = lexicalEditor({ features: jobTextFeatures })

/** The three job texts: HTML column read by the site <- rich-text field edited in the admin. */
export const JOB_TEXTS = [
  { html: 'description', rich: 'descriptionContent', label: 'Beschreibung' },
  { html: 'requirements', rich: 'requirementsContent', label: 'Anforderungen' },
  { html: 'benefits', rich: 'benefitsContent', label: 'Das bieten wir' },
] as const
