import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written: manual jobs were edited as raw HTML; their texts become the rich-text fields the
 * admin edits now. The HTML columns stay as they are (the site reads them; saving derives them
 * again). Imported jobs keep the feed's HTML and get no rich text.
 */
export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  const { jobHtmlConverter } = await import('../src/features/job-texts/fromHtml')
  const toRichText = await jobHtmlConverter(payload.config)
  const { rows } = await db.execute(sql`
    SELECT id, description, requirements, benefits FROM jobs
    WHERE source IS DISTINCT FROM 'feed'
      AND description_content IS NULL AND requirements_content IS NULL AND benefits_content IS NULL`)
  for (const row of rows as { id: number; description: string | null; requirements: string | null; benefits: string | null }[]) {
    const [description, requirements, benefits] = [row.description, row.requirements, row.benefits].map((html) => {
      const content = toRichText(html)
      return content ? JSON.stringify(content) : null
    })
    await db.execute(sql`
      UPDATE jobs SET description_content = ${description}::jsonb, requirements_content = ${requirements}::jsonb,
        benefits_content = ${benefits}::jsonb
      WHERE id = ${row.id}`)
  }
  payload.logger.info(`migration: ${rows.length} manual jobs converted to rich text`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // The HTML columns were never changed: dropping the rich text loses nothing.
  await db.execute(sql`UPDATE jobs SET description_content = NULL, requirements_content = NULL, benefits_content = NULL WHERE source IS DISTINCT FROM 'feed'`)
}
