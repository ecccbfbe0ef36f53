import { Icon } from '@/components/site/Icon'
import Link from 'next/link'
import { DeferredAiJobSearch } from '@/features/ai-search/components/DeferredAiJobSearch.client'
import { AiSearchResultsHeader } from '@/features/ai-search/components/AiSearchResultsHeader'
import { SearchModeSwitch } from '@/features/ai-search/components/SearchModeSwitch.client'
import { BoardList, BoardTransitionProvider } from '@/features/jobs/components/BoardTransition.client'
import { FilterBar } from '@/features/jobs/components/FilterBar.client'
import { filterChips } from '@/features/job-search/chips'
import { JobAlertForm } from '@/features/job-alerts/components/JobAlertForm'
import { buttonVariants } from '@/components/ui/Button'
import { Alert } from '@/components/ui/Feedback'
import type { BoardData, BoardQuery } from '@/features/jobs/board'
import type { ContactInfo } from '@/lib/jobs/contact'
import { QUICK_SEARCHES } from '@/lib/jobs/aiQuery'
import { FILTER_PARAMS, filtersToParams } from '@/lib/jobs/filter'
import { InitiativeLink, InitiativeSection } from './InitiativeSection'
import { JobGrid } from './JobGrid'
import { Pagination } from './Pagination'
import { JOB_FEED_PATHS } from '@/lib/paths'

type BoardProps = { basePath: string; query: BoardQuery; data: BoardData; contact?: ContactInfo }

/** Job board: hero with the AI search and quick searches, then filters and one page of jobs. */
export function JobBoard(props: BoardProps) {
  return (
    <>
      <section className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
        <div className="mx-auto flex max-w-5xl flex-col items-center gap-4 px-4 py-6 text-center sm:gap-6 sm:py-20">
          <h1 className="text-2xl font-bold tracking-tight sm:text-5xl">Ihr nächster Karriereschritt in Hotellerie und Gastronomie</h1>
          <p className="max-w-2xl text-base text-white/85 sm:text-lg">Ausgewählte Fach- und Führungspositionen – persönlich betreut, diskret vermittelt.</p>
          <div className="w-full max-w-3xl text-left text-foreground">
            <DeferredAiJobSearch initialQuery={props.query.ki} />
          </div>
          <nav aria-label="Schnellsuche" className="flex flex-wrap justify-center gap-2">
            {QUICK_SEARCHES.map((text) => (
              <Link
                key={text}
                href={`${props.basePath}?ki=${encodeURIComponent(text)}#stellen`}
                prefetch={false} // a prefetch would run four AI searches on the server for every board visit
                className="rounded-full border border-white/40 bg-white/10 px-4 py-1.5 text-sm font-medium hover:bg-white/20"
              >
                {text}
              </Link>
            ))}
          </nav>
          <a href="#stellen" className={buttonVariants({ variant: 'outline-hero', size: 'lg' })}>
            Zu den Stellenangeboten
            <Icon name="arrow-down" />
          </a>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-6 md:py-10">
        <BoardTransitionProvider>
          <BoardResults {...props} />
        </BoardTransitionProvider>
      </div>
      <InitiativeSection contact={props.contact} />
    </>
  )
}

function BoardResults({ basePath, query: { filters, ki }, data }: BoardProps) {
  if (data.status === 'error') {
    return (
      <div id="filter">
        <Alert variant="destructive">{data.message}</Alert>
      </div>
    )
  }
  const { slice, defaultImage } = data
  const filterBar = (
    <FilterBar filters={filters} chips={filterChips(filters)} locations={data.options.locations} departments={data.options.departments} total={data.matching} />
  )

  if (ki && data.ai) {
    const pageHref = (p: number) => `${basePath}?${new URLSearchParams({ ki, ...(p > 1 ? { [FILTER_PARAMS.page]: String(p) } : {}) })}#stellen`
    return (
      <>
        <div id="filter" className="scroll-mt-20">
          <SearchModeSwitch classic={filterBar} aiQuery={ki} />
        </div>
        <section id="stellen" aria-label="Suchergebnisse" className="mt-8 flex scroll-mt-20 flex-col gap-6">
          <AiSearchResultsHeader query={ki} result={data.ai} totalJobs={data.totalJobs} path={basePath} />
          <BoardList>
            {slice.items.length > 0 && <JobGrid jobs={slice.items} defaultImage={defaultImage} />}
            <Pagination page={slice.page} pageCount={slice.pageCount} href={pageHref} />
            <ListEnd />
          </BoardList>
        </section>
      </>
    )
  }
  const pageHref = (p: number) => {
    const params = filtersToParams(filters, p).toString()
    return `${basePath}${params ? `?${params}` : ''}#stellen`
  }
  return (
    <>
      <div id="filter" className="scroll-mt-20">
        <SearchModeSwitch classic={filterBar} />
      </div>
      {data.placeUnknown && (
        <Alert className="mt-4" data-place-unknown="">
          Ort oder PLZ „{filters.location}“ nicht gefunden. Bitte prüfen Sie die Schreibweise oder geben Sie eine fünfstellige Postleitzahl ein. Gezeigt werden
          alle Stellen, die zu den übrigen Filtern passen.
        </Alert>
      )}
      {data.placeByName && (
        <Alert className="mt-4" data-place-by-name="">
          Den Ort „{filters.location}“ kennen wir nicht genau genug für eine Umkreissuche. Gezeigt werden Stellen mit diesem Ort im Namen.
        </Alert>
      )}
      {/* phones: the job alert offer after the list, so the first jobs come first */}
      <div className="flex flex-col">
        {/* a job alert keeps search, place, Bereich and Arbeitszeit only: offered for lease offers it would mail every new job */}
        {!filters.lease && (
          <div className="order-last md:order-none">
            <JobAlertForm filters={filters} />
          </div>
        )}
        <section id="stellen" aria-label="Stellenangebote" className="mt-6 scroll-mt-20 md:mt-8">
          <BoardList>
            {slice.items.length > 0 ? (
              <JobGrid jobs={slice.items} defaultImage={defaultImage} />
            ) : (
              <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed p-10 text-center text-muted-foreground" data-board-empty="">
                <p>Keine passenden Stellenangebote gefunden. Ändern Sie die Filter oder setzen Sie sie zurück.</p>
                <p>Oder bewerben Sie sich initiativ – wir melden uns, sobald eine passende Stelle frei wird.</p>
                <InitiativeLink />
              </div>
            )}
            <Pagination page={slice.page} pageCount={slice.pageCount} href={pageHref} />
            {slice.items.length > 0 && <ListEnd />}
          </BoardList>
        </section>
      </div>
    </>
  )
}

/** <link rel="alternate"> for the job feeds on both board routes. */
export const BOARD_FEEDS = {
  'application/rss+xml': [{ url: JOB_FEED_PATHS.rss, title: 'Stellenangebote (RSS)' }],
  'application/xml': [{ url: JOB_FEED_PATHS.xml, title: 'Stellenangebote (XML für Jobbörsen)' }],
}

/** Below the list: the way on for a visitor who found nothing fitting. */
function ListEnd() {
  return (
    <p className="mt-8 flex flex-col items-center gap-3 text-center text-muted-foreground sm:flex-row sm:justify-center" data-list-end="">
      Nicht die passende Stelle dabei?
      <InitiativeLink />
    </p>
  )
}

export const BOARD_METADATA = {
  title: 'Stellenangebote in Hotellerie und Gastronomie',
  description: 'Aktuelle Fach- und Führungspositionen in Hotellerie, Gastronomie und Touristik – filtern, vergleichen und direkt bewerben.',
}
