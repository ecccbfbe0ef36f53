import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter, SetStepNav } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import { secondFactorState } from '@/features/staff-auth/session'
import { HELP_TOPICS } from '@/features/admin-help/topics'
import './help.scss'

/** /admin/hilfe: short how-tos for the everyday tasks, each with a screenshot. */
export function HelpView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  if (!req.user) redirect(`${adminRoute}/login?redirect=${encodeURIComponent(`${adminRoute}/hilfe`)}`)
  // custom views bypass Payload's admin access check: a session without its second factor goes there first
  if (secondFactorState(req) !== 'passed') redirect(`${adminRoute}/zwei-faktor?redirect=${encodeURIComponent(`${adminRoute}/hilfe`)}`)
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user}
      visibleEntities={visibleEntities}
    >
      <SetStepNav nav={[{ label: 'Hilfe' }]} />
      <Gutter className="help-view">
        <h1>Hilfe</h1>
        <p className="help-view__intro">Kurze Anleitungen für die häufigsten Aufgaben. Jede Anleitung zeigt, wo Sie klicken.</p>
        <nav aria-label="Anleitungen" className="help-view__toc">
          <ol>
            {HELP_TOPICS.map((topic) => (
              <li key={topic.id}>
                <a href={`#${topic.id}`}>{topic.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        {HELP_TOPICS.map((topic) => (
          <section key={topic.id} id={topic.id} className="help-view__topic" aria-labelledby={`${topic.id}-titel`}>
            <h2 id={`${topic.id}-titel`}>{topic.title}</h2>
            <ol>
              {topic.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={`/admin-help/${topic.image}`} alt={topic.alt} loading="lazy" width={960} height={600} />
          </section>
        ))}
      </Gutter>
    </DefaultTemplate>
  )
}
