import { Window } from 'happy-dom'
import { convertHTMLToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { SanitizedConfig } from 'payload'
import type { Job } from '@/payload-types'
import { jobTextFeatures } from './editor'

/** Payload's converter wants a JSDOM-shaped constructor; happy-dom already ships with Lexical. */
class HappyDom {
  window: Window
  constructor(html: string) {
    this.window = new Window()
    this.window.document.body.innerHTML = html
  }
}

/**
 * Job HTML (old manual jobs, the seed's copy) -> the job editor's rich text. Returns a converter
 * so the editor configuration is built once for many texts.
 */
export async function jobHtmlConverter(config: SanitizedConfig): Promise<(html: string | null | undefined) => Job['descriptionContent']> {
  const editorConfig = await editorConfigFactory.fromFeatures({ config, features: jobTextFeatures() })
  return (html) =>
    html?.trim()
      ? (convertHTMLToLexical({
          editorConfig,
          html,
          JSDOM: HappyDom as unknown as Parameters<typeof convertHTMLToLexical>[0]['JSDOM'],
        }) as unknown as Job['descriptionContent'])
      : null
}
