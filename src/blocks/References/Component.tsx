import { HeadedSection } from '@/components/site/Section'
import { getReferences } from '@/features/references/data'
import type { ReferencesBlock as Props } from '@/payload-types'
import { ANCHORS } from '../anchors'
import { ReferencesGrid } from '@/blocks/References/ReferencesGrid.client'

const REFERENCES_ANCHOR = ANCHORS.references

export async function ReferencesComponent({ block }: { block: Props }) {
  const references = await getReferences()
  return (
    <HeadedSection id={REFERENCES_ANCHOR} tone="tinted" headingId="references-titel" block={block} defaultHeading="Referenzen">
      <ReferencesGrid references={references} sectionId={REFERENCES_ANCHOR} />
    </HeadedSection>
  )
}
