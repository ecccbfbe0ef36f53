import { ArrowDown } from 'lucide-react'
import Link from 'next/link'
import { AiJobSearch } from '@/components/ai-search/AiJobSearch.client'
import { AiSearchResultsHeader } from '@/components/ai-search/AiSearchResultsHeader.client'
import { SearchModeSwitch } from '@/components/ai-search/SearchModeSwitch.client'
import { BoardList, BoardTransitionProvider } from '@/components/jobs/BoardTransition.client'
import { FilterBar } from '@/components/jobs/FilterBar.client'
import { buttonVariants } from '@/components/ui/button'
import { Alert } from '@/components/ui/feedback'
import type { BoardData, BoardQuery } from '@/features/jobs/board'
import { QUICK_SEARCHES } from '@/lib/ai-search/query'
import { FILTER_PARAMS, filtersToParams } from '@/lib/jobs/filter'
import { JobGrid } from './JobGrid'
import { Pagination } from './Pagination'

export const BOARD_LOAD_ERROR = 'Fehler beim Laden der Stellenanzeigen'

type BoardProps = { basePath: string; query: BoardQuery; data: BoardData }

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
            <AiJobSearch variant="board" initialQuery={props.query.ki} />
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
    </>
  )
}

function BoardResults({ basePath, query: { filters, ki }, data }: BoardProps) {
  if (data.status === 'error') {
    return (
      <div id="filter">
        <Alert variant="destructive">{BOARD_LOAD_ERROR}</Alert>
      </div>
    )
  }
  const { slice, defaultImage } = data
  const filterBar = <FilterBar filters={filters} locations={data.options.locations} departments={data.options.departments} total={data.matching} />

  if (ki && data.ai) {
    const pageHref = (p: number) => `${basePath}?${new URLSearchParams({ ki, ...(p > 1 ? { [FILTER_PARAMS.page]: String(p) } : {}) })}#stellen`
    return (
      <>
        <div id="filter" className="scroll-mt-20">
          <SearchModeSwitch classic={filterBar} aiQuery={ki} />
        </div>
        <section id="stellen" aria-label="Suchergebnisse" className="mt-8 flex scroll-mt-20 flex-col gap-6">
          <AiSearchResultsHeader query={ki} result={data.ai} totalJobs={data.totalJobs} />
          <BoardList>
            {slice.items.length > 0 && <JobGrid jobs={slice.items} defaultImage={defaultImage} />}
            <Pagination page={slice.page} pageCount={slice.pageCount} href={pageHref} />
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
      <section id="stellen" aria-label="Stellenangebote" className="mt-8 scroll-mt-20">
        <BoardList>
          {slice.items.length > 0 ? (
            <JobGrid jobs={slice.items} defaultImage={defaultImage} />
          ) : (
            <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">
              Keine passenden Stellenangebote gefunden. Ändern Sie die Filter oder setzen Sie sie zurück.
            </p>
          )}
          <Pagination page={slice.page} pageCount={slice.pageCount} href={pageHref} />
        </BoardList>
      </section>
    </>
  )
}

export const BOARD_METADATA = {
  title: 'Stellenangebote in Hotellerie und Gastronomie',
  description: 'Aktuelle Fach- und Führungspositionen in Hotellerie, Gastronomie und Touristik – filtern, vergleichen und direkt bewerben.',
}
