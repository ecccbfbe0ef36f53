import { Section, SectionHeading } from '@/components/site/Section'
import { getReferences } from '@/features/references/data'
import type { ReferencesBlock as Props } from '@/payload-types'
import { ANCHORS } from '../anchors'
import { ReferencesGrid } from '@/blocks/References/ReferencesGrid.client'

const REFERENCES_ANCHOR = ANCHORS.references

export async function ReferencesComponent({ block }: { block: Props }) {
  const references = await getReferences()
  return (
    <Section id={REFERENCES_ANCHOR} tone="tinted" labelledBy="references-titel">
      <SectionHeading id="references-titel" eyebrow={block.eyebrow} heading={block.heading || 'Referenzen'} text={block.text} />
      <ReferencesGrid references={references} sectionId={REFERENCES_ANCHOR} />
    </Section>
  )
}
