import { ArrowDown } from 'lucide-react'
import Link from 'next/link'
import { normaliseQuery, QUICK_SEARCHES } from '@/lib/ai-search/query'
import { AiJobSearch } from '@/components/ai-search/AiJobSearch'
import { AiSearchResultsHeader } from '@/components/ai-search/AiSearchResultsHeader'
import { SearchModeSwitch } from '@/components/ai-search/SearchModeSwitch'
import { buttonVariants } from '@/components/ui/button'
import { Alert } from '@/components/ui/feedback'
import { getBoardEntries, getBoardEntriesByIds, getBoardOptions } from '@/data/jobs'
import { getSiteSettings } from '@/data/settings'
import { FILTER_PARAMS, filtersToParams, foldFilters, matchesFilters, paginate, parseFilters, type JobFilters } from '@/lib/jobs/filter'
import { boardLoadError } from '@/lib/errors'
import { runAiJobSearch } from '@/server/ai-search'
import { FilterBar } from './FilterBar'
import { InitiativeLink, InitiativeSection } from './InitiativeSection'
import { JobGrid } from './JobGrid'
import { Pagination } from './Pagination'
import { BoardList, BoardTransitionProvider } from './BoardTransition'

export const JOBS_PER_PAGE = 12

type BoardProps = { basePath: string; filters: JobFilters; page: number; ki: string }

/** Job board: hero with the AI search and quick searches, then filters and one page of jobs. */
export function JobBoard(props: BoardProps) {
  return (
    <>
      <section className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
        <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 px-4 py-16 text-center sm:py-20">
          <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">Ihr nächster Karriereschritt in Hotellerie und Gastronomie</h1>
          <p className="max-w-2xl text-lg text-white/85">
            Ausgewählte Fach- und Führungspositionen – persönlich betreut, diskret vermittelt.
          </p>
          <div className="w-full max-w-3xl text-left text-foreground">
            <AiJobSearch variant="board" initialQuery={props.ki} />
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
            <ArrowDown aria-hidden="true" />
          </a>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-10">
        <BoardTransitionProvider>
          <BoardResults {...props} />
        </BoardTransitionProvider>
      </div>
      <InitiativeSection />
    </>
  )
}

async function BoardResults({ basePath, filters, page, ki }: BoardProps) {
  let content: React.ReactNode
  try {
    const [entries, options, settings] = await Promise.all([getBoardEntries(filters.sortBy, filters.sortOrder), getBoardOptions(), getSiteSettings()])
    const defaultImage = typeof settings.defaultJobImage === 'object' ? (settings.defaultJobImage?.url ?? undefined) : undefined
    const folded = foldFilters(filters)
    const matching = ki ? entries : entries.filter((e) => matchesFilters(e.keys, folded))
    const filterBar = (
      <FilterBar
        filters={filters}
        locations={options.locations}
        departments={options.departments}
        total={matching.length}
      />
    )

    if (ki) {
      const result = await runAiJobSearch(ki)
      const matched = await getBoardEntriesByIds(result.matchedJobIds)
      const slice = paginate(matched, page, JOBS_PER_PAGE)
      const pageHref = (p: number) => `${basePath}?${new URLSearchParams({ ki, ...(p > 1 ? { [FILTER_PARAMS.page]: String(p) } : {}) })}#stellen`
      content = (
        <>
          <div id="filter" className="scroll-mt-20">
            <SearchModeSwitch classic={filterBar} aiQuery={ki} />
          </div>
          <section id="stellen" aria-label="Suchergebnisse" className="mt-8 flex scroll-mt-20 flex-col gap-6">
            <AiSearchResultsHeader query={ki} result={result} totalJobs={entries.length} />
            <BoardList>
              {slice.items.length > 0 && <JobGrid jobs={slice.items} defaultImage={defaultImage} />}
              <Pagination page={slice.page} pageCount={slice.pageCount} href={pageHref} />
              <ListEnd />
            </BoardList>
          </section>
        </>
      )
    } else {
      const slice = paginate(matching, page, JOBS_PER_PAGE)
      const pageHref = (p: number) => {
        const query = filtersToParams(filters, p).toString()
        return `${basePath}${query ? `?${query}` : ''}#stellen`
      }
      content = (
        <>
          <div id="filter" className="scroll-mt-20">
            <SearchModeSwitch classic={filterBar} />
          </div>
          <section id="stellen" aria-label="Stellenangebote" className="mt-8 scroll-mt-20">
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
        </>
      )
    }
  } catch (error) {
    console.error('[board] loading jobs failed', error)
    content = (
      <div id="filter">
        <Alert variant="destructive">{boardLoadError(error)}</Alert>
      </div>
    )
  }
  return content
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

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** The board page for a route (/bewerbende and /stellenangebote), rendered from the URL's filters. */
export async function renderBoardPage(basePath: string, searchParams: SearchParams) {
  const params = await searchParams
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''
  return (
    <JobBoard
      basePath={basePath}
      filters={parseFilters(params)}
      page={Number(first(params[FILTER_PARAMS.page])) || 1}
      ki={normaliseQuery(first(params.ki))}
    />
  )
}
