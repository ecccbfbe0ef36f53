import { RichText } from '@payloadcms/richtext-lexical/react'
import type { RichTextBlock as Props } from '@/payload-types'

/** Long texts (Datenschutz, Impressum): typographic styles for the Lexical output. */
export function RichTextComponent({ block }: { block: Props }) {
  return (
    <section id={block.anchor || undefined} className="scroll-mt-20 pb-16 pt-6 sm:pb-20 sm:pt-8">
      <div className="mx-auto w-full max-w-3xl px-4 sm:px-6 lg:px-8">
        <RichText
          data={block.content}
          className="rich-text hyphens-auto break-words text-base leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_h2]:mb-3 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-950 [&_h3]:mb-2 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-brand-950 [&_li]:mt-1 [&_p]:mt-3 [&_strong]:text-brand-950 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6"
        />
      </div>
    </section>
  )
}
