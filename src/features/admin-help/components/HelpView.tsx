import type { AdminViewServerProps } from 'payload'
import { requireStaff, StaffViewTemplate } from '@/features/staff-auth/components/StaffView'
import { HELP_TOPICS } from '@/features/admin-help/topics'
import { ADMIN_VIEWS } from '@/lib/paths'
import './help.scss'

/** /admin/hilfe: short how-tos for the everyday tasks, each with a screenshot. */
export function HelpView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  requireStaff(initPageResult, ADMIN_VIEWS.help)
  return (
    <StaffViewTemplate initPageResult={initPageResult} params={params} searchParams={searchParams} title="Hilfe" className="help-view">
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
          {/* eslint-disable-next-line @next/next/no-img-element -- a static screenshot of fixed size for staff only */}
          <img src={`/admin-help/${topic.image}`} alt={topic.alt} loading="lazy" width={960} height={600} />
        </section>
      ))}
    </StaffViewTemplate>
  )
}
