import type { BoardEntry } from '@/features/jobs/boardEntry'
import { describeCriteria, type AlertCriteria } from './schema'
import { FREQUENCY_LABELS, type AlertFrequency } from './schedule'

export type AlertMailLinks = { confirm?: string; manage: string; unsubscribe: string; oneClick: string }
export type AlertMail = { subject: string; text: string; html: string; headers: Record<string, string> }

/** At most this many jobs are listed in one digest; the rest are a link to the board. */
export const DIGEST_MAX_JOBS = 20

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string)

/** RFC 2369 + RFC 8058: mail clients show „Abmelden“ and POST to the one-click address. */
const listHeaders = (links: AlertMailLinks) => ({
  'List-Unsubscribe': `<${links.oneClick}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})

function layout(siteName: string, body: string, links: AlertMailLinks): string {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(siteName)}</title></head>
<body style="margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#0f2a44;color:#ffffff;padding:20px 28px;font-size:18px;font-weight:bold">${escapeHtml(siteName)} · Job-Agent</td></tr>
<tr><td style="padding:28px;font-size:15px;line-height:1.6">${body}</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e5e7eb;font-size:12px;color:#6b7280;line-height:1.6">
<a href="${escapeHtml(links.manage)}" style="color:#6b7280">Job-Agent ändern oder löschen</a> · <a href="${escapeHtml(links.unsubscribe)}" style="color:#6b7280">Abmelden</a>
</td></tr></table></td></tr></table></body></html>`
}

const footerText = (links: AlertMailLinks) => ['--', `Job-Agent ändern oder löschen: ${links.manage}`, `Abmelden: ${links.unsubscribe}`]

/** The double-opt-in mail: it only asks for confirmation. */
export function buildConfirmationMail(
  siteName: string,
  criteria: Omit<AlertCriteria, 'radius'> & { radius?: number },
  links: AlertMailLinks & { confirm: string },
): AlertMail {
  const what = describeCriteria(criteria)
  const how = FREQUENCY_LABELS[criteria.frequency as AlertFrequency]
  const text = [
    'Guten Tag,',
    '',
    `Sie möchten über neue Stellenangebote bei ${siteName} per E-Mail informiert werden.`,
    `Ihre Suche: ${what}`,
    `Häufigkeit: ${how}`,
    '',
    'Bitte bestätigen Sie Ihre Anmeldung innerhalb von 48 Stunden über diesen Link:',
    links.confirm,
    '',
    'Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail bitte. Ohne Ihre Bestätigung senden wir Ihnen nichts weiter und löschen Ihre Adresse nach 48 Stunden.',
    '',
    ...footerText(links),
  ].join('\n')
  const html = layout(
    siteName,
    `<p>Guten Tag,</p>
<p>Sie möchten über neue Stellenangebote bei ${escapeHtml(siteName)} per E-Mail informiert werden.</p>
<p><strong>Ihre Suche:</strong> ${escapeHtml(what)}<br><strong>Häufigkeit:</strong> ${escapeHtml(how)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(links.confirm)}" style="background:#b8860b;color:#ffffff;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:bold;display:inline-block">Job-Agent bestätigen</a></p>
<p style="font-size:13px;color:#4b5563">Der Link ist 48 Stunden gültig. Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail bitte. Ohne Ihre Bestätigung senden wir Ihnen nichts weiter und löschen Ihre Adresse nach 48 Stunden.</p>`,
    links,
  )
  return { subject: 'Bitte bestätigen Sie Ihren Job-Agent', text, html, headers: listHeaders(links) }
}

export type DigestJobLink = Pick<BoardEntry, 'title' | 'company' | 'location' | 'employmentType'> & { url: string }

/** The digest: only the new matching jobs (the caller sends none when there are none). */
export function buildDigestMail(
  siteName: string,
  criteria: Partial<AlertCriteria>,
  jobs: readonly DigestJobLink[],
  links: AlertMailLinks & { board: string },
): AlertMail {
  const shown = jobs.slice(0, DIGEST_MAX_JOBS)
  const more = jobs.length - shown.length
  const subject = jobs.length === 1 ? '1 neues Stellenangebot für Ihren Job-Agent' : `${jobs.length} neue Stellenangebote für Ihren Job-Agent`
  const meta = (job: DigestJobLink) => [job.company, job.location, job.employmentType].filter(Boolean).join(' · ')
  const what = describeCriteria(criteria)
  const text = [
    'Guten Tag,',
    '',
    `seit unserer letzten Nachricht sind neue Stellenangebote zu Ihrer Suche (${what}) erschienen:`,
    '',
    ...shown.flatMap((job) => [job.title, meta(job), job.url, '']),
    ...(more > 0 ? [`… und ${more} weitere: ${links.board}`, ''] : []),
    ...footerText(links),
  ].join('\n')
  const items = shown
    .map(
      (job) => `<tr><td style="padding:12px 0;border-bottom:1px solid #e5e7eb">
<a href="${escapeHtml(job.url)}" style="color:#0f2a44;font-weight:bold;font-size:16px;text-decoration:none">${escapeHtml(job.title)}</a><br>
<span style="color:#6b7280;font-size:13px">${escapeHtml(meta(job))}</span></td></tr>`,
    )
    .join('')
  const html = layout(
    siteName,
    `<p>Guten Tag,</p>
<p>seit unserer letzten Nachricht sind neue Stellenangebote zu Ihrer Suche (${escapeHtml(what)}) erschienen:</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${items}</table>
${more > 0 ? `<p><a href="${escapeHtml(links.board)}" style="color:#0f2a44">… und ${more} weitere Stellenangebote ansehen</a></p>` : ''}`,
    links,
  )
  return { subject, text, html, headers: listHeaders(links) }
}
