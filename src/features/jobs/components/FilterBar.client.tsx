'use client'
import { Icon } from '@/components/site/Icon'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { Button, buttonVariants } from '@/components/ui/Button'
import { cn } from '@/components/ui/cn'
import { Input, Label, Select } from '@/components/ui/FormControls'
import { Tooltip } from '@/components/ui/Tooltip.client'
import { useBoardTransition } from '@/features/jobs/components/BoardTransition.client'
import { activeFilterCount, EMPTY_FILTERS, filtersToParams, type JobFilters, type SortKey } from '@/lib/jobs/filter'
import { RadiusOptions } from '@/features/job-search/components/RadiusOptions'
import { usePublicPathname } from '@/components/site/usePublicPathname.client'
import { SEASON_LABELS, SORT_LABELS, WORKING_TIME_LABELS } from '@/features/job-search/labels'
import type { FilterChip } from '@/features/job-search/chips'

export const FILTER_DEBOUNCE_MS = 300

/** What the sort toggle does now; the default view (no key) lists the newest first. */
function sortToggleHint({ sortBy, sortOrder }: JobFilters): string {
  const asc = sortOrder === 'asc'
  if (!sortBy) return asc ? 'Neueste Stellen zuerst. Klicken zeigt die ältesten zuerst.' : 'Älteste Stellen zuerst. Klicken zeigt die neuesten zuerst.'
  return `${asc ? 'Aufsteigend sortiert (A–Z, ältere zuerst)' : 'Absteigend sortiert (Z–A, neuere zuerst)'}. Klicken kehrt die Reihenfolge um.`
}

const href = (path: string, filters: JobFilters) => {
  const query = filtersToParams(filters).toString()
  return `${path}${query ? `?${query}` : ''}`
}

/**
 * Every query of the board is its own page (/stellenboard/<board>/<query>, see src/proxy.ts), and
 * Next mounts a new page when that path changes: so each filter change, and „Zurücksetzen“, mount
 * a new filter bar. What the visitor was doing carries over to it: changes not yet in the URL
 * (typed on while the list loaded) and the focused field with its cursor. Module state: it
 * outlives the old bar.
 */
const handover: { unsent?: JobFilters; focus?: { id: string; start: number | null; end: number | null }; scrollY?: number; at: number } = { at: 0 }
// generous: the new bar mounts when the server has answered, seconds later on a busy server
const HANDOVER_MS = 15_000

function rememberFocus(field: EventTarget | null) {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement) || !field.id) return
  const text = field instanceof HTMLInputElement
  handover.focus = { id: field.id, start: text ? field.selectionStart : null, end: text ? field.selectionEnd : null }
  handover.at = Date.now()
}

/**
 * The board's filters. Without JavaScript it is a plain GET form; with JavaScript every change is
 * written to the URL 300 ms after the last one (router.replace, no reload, scroll kept), and the
 * server renders the matching page.
 */
export function FilterBar({
  filters,
  chips: appliedChips,
  locations,
  departments,
  total,
}: {
  filters: JobFilters
  /** the filters of the shown list (filterChips) */
  chips: FilterChip[]
  locations: string[]
  departments: string[]
  total: number
}) {
  const router = useRouter()
  const { startTransition } = useBoardTransition()
  const pathname = usePublicPathname()
  const [state, setState] = useState<JobFilters>(filters)
  const lastPushed = useRef(href(pathname, filters))
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const form = useRef<HTMLFormElement>(null)

  // The URL changed from outside (chip link, back button): show it, unless it is our own last push.
  const current = href(pathname, filters)
  useEffect(() => {
    if (current !== lastPushed.current) {
      lastPushed.current = current
      setState(filters)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `filters` is a new object each render; `current` is its URL
  }, [current])

  useEffect(() => () => clearTimeout(timer.current), [])

  // A bar that replaces the previous one (see `handover`) continues where that one was left. A
  // layout effect: it runs in the same task as the commit that removed the old field, so no key
  // pressed meanwhile lands on the page instead of the field (passive effects can run after it).
  useLayoutEffect(() => {
    if (Date.now() - handover.at > HANDOVER_MS) return
    const { unsent, focus } = handover
    if (unsent && href(pathname, unsent) !== lastPushed.current) {
      setState(unsent)
      timer.current = setTimeout(() => push(unsent), FILTER_DEBOUNCE_MS)
    }
    // focus is lost when the old bar's field went away with its page (hidden or removed)
    const active = document.activeElement as HTMLElement | null
    if (focus && (!active || active === document.body || !active.isConnected || active.offsetParent === null)) {
      const field = form.current?.querySelector<HTMLInputElement | HTMLSelectElement>(`#${focus.id}`)
      field?.focus({ preventScroll: true })
      if (field instanceof HTMLInputElement && focus.start !== null) field.setSelectionRange(focus.start, focus.end)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once on mount: takes over from the bar it replaces
  }, [])

  // Next scrolls a newly mounted page to its top despite `scroll: false` (a filter change mounts
  // one, see above), in its own layout effect after ours: the visitor stays where they were.
  useEffect(() => {
    if (Date.now() - handover.at <= HANDOVER_MS && handover.scrollY !== undefined) window.scrollTo({ top: handover.scrollY, behavior: 'instant' })
    handover.scrollY = undefined
  }, [])

  const push = (next: JobFilters) => {
    const target = href(pathname, next)
    handover.unsent = undefined
    if (target === lastPushed.current) return
    lastPushed.current = target
    handover.scrollY = window.scrollY
    handover.at = Date.now()
    startTransition(() => router.replace(target, { scroll: false }))
  }

  const change = (patch: Partial<JobFilters>, immediate = false) => {
    const next = { ...state, ...patch }
    handover.unsent = next
    handover.at = Date.now()
    setState(next)
    clearTimeout(timer.current)
    if (immediate) push(next)
    else timer.current = setTimeout(() => push(next), FILTER_DEBOUNCE_MS)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    clearTimeout(timer.current)
    push(state)
  }

  // a chip whose filter the visitor has changed since goes at once; new ones come with the new list
  const chips = appliedChips.filter((chip) => (Object.keys(chip.without) as (keyof JobFilters)[]).every((key) => state[key] === filters[key]))

  const flipped = state.sortOrder === 'asc' ? 'desc' : 'asc'
  const departmentOptions = state.department && !departments.includes(state.department) ? [state.department, ...departments] : departments

  return (
    <div className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <form
        ref={form}
        method="get"
        action={pathname}
        onSubmit={submit}
        // the field in use, for a bar that replaces this one (see `handover`); leaving the form forgets it
        onFocus={(e) => rememberFocus(e.target)}
        onKeyUp={(e) => rememberFocus(e.target)}
        onInput={(e) => rememberFocus(e.target)} // text entered without key events (an IME, dictation)
        onBlur={(e) => {
          if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget as Node)) handover.focus = undefined
        }}
        role="search"
        aria-label="Stellenangebote filtern"
        className="grid grid-cols-[1fr_auto] items-end gap-4 md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="filter-q">Suchbegriff</Label>
          <div className="relative">
            <Icon name="search" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input
              id="filter-q"
              name="q"
              type="search"
              placeholder="Titel, Unternehmen, Stichwort"
              autoComplete="off"
              maxLength={200}
              className="pl-9"
              value={state.search}
              onChange={(e) => change({ search: e.target.value })}
            />
          </div>
        </div>
        {/* phones: the other fields behind „Filter (n)“; a checkbox, so it opens without JavaScript too (gone from wider screens, where its label is hidden and the fields always show) */}
        <input type="checkbox" id="filter-more" className="peer sr-only md:hidden" aria-controls="filter-panel" />
        <label
          htmlFor="filter-more"
          className={cn(buttonVariants({ variant: 'outline' }), 'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring md:hidden')}
          data-filter-toggle=""
        >
          <Icon name="sliders-horizontal" />
          Filter{activeFilterCount(state) ? ` (${activeFilterCount(state)})` : ''}
        </label>
        <div id="filter-panel" className="col-span-2 hidden gap-4 peer-checked:grid md:contents">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="filter-ort">PLZ oder Ort</Label>
            <Input
              id="filter-ort"
              name="ort"
              type="text"
              list="filter-ort-list"
              placeholder="z. B. 20095 oder Hamburg"
              autoComplete="off"
              maxLength={100}
              value={state.location}
              onChange={(e) => change({ location: e.target.value })}
            />
            {/* the jobs' places as suggestions (a plain datalist: no JavaScript needed) */}
            <datalist id="filter-ort-list">
              {locations.map((value) => (
                <option key={value} value={value} />
              ))}
            </datalist>
          </div>
          <OptionSelect
            name="bereich"
            label="Bereich"
            allLabel="Alle Bereiche"
            options={departmentOptions.map((department) => [department, department])}
            value={state.department}
            onChange={(department) => change({ department })}
          />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="filter-sort">Sortieren nach</Label>
            <Select id="filter-sort" name="sort" value={state.sortBy} onChange={(e) => change({ sortBy: e.target.value as SortKey | '' })}>
              {(Object.keys(SORT_LABELS) as (keyof typeof SORT_LABELS)[]).map((key) => (
                <option key={key} value={key}>
                  {SORT_LABELS[key]}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex gap-2">
            {state.employmentType && <input type="hidden" name="art" value={state.employmentType} />}
            {state.lease && <input type="hidden" name="pacht" value="1" />}
            {state.sortOrder === 'desc' && <input type="hidden" name="order" value="desc" />}
            <Tooltip content={sortToggleHint(state)}>
              <Link
                href={href(pathname, { ...state, sortOrder: flipped })}
                replace
                scroll={false}
                onClick={(e) => {
                  e.preventDefault()
                  change({ sortOrder: flipped })
                }}
                className={buttonVariants({ variant: 'outline' })}
                aria-label={`Sortierreihenfolge: ${state.sortOrder === 'asc' ? 'aufsteigend' : 'absteigend'} – umkehren`}
                data-sort-order={state.sortOrder}
              >
                {state.sortOrder === 'asc' ? <Icon name="arrow-up-narrow-wide" /> : <Icon name="arrow-down-wide-narrow" />}
                {state.sortOrder === 'asc' ? 'Aufsteigend' : 'Absteigend'}
              </Link>
            </Tooltip>
            <Button type="submit" variant="default">
              Suchen
            </Button>
          </div>
          <fieldset className="grid gap-4 sm:grid-cols-2 md:col-span-2 lg:col-span-5 lg:grid-cols-[1fr_1.6fr_1fr_1fr_auto] lg:items-end" data-fact-filters="">
            <legend className="sr-only">Umkreis, Gehalt und Arbeitsbedingungen</legend>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="filter-umkreis">Umkreis</Label>
              <Select
                id="filter-umkreis"
                name="umkreis"
                value={String(state.radius || '')}
                onChange={(e) => change({ radius: Number(e.target.value) || 0 }, true)}
              >
                <RadiusOptions />
              </Select>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="filter-gehalt">Gehalt ab (€)</Label>
              <div className="flex gap-2">
                <Input
                  id="filter-gehalt"
                  name="gehalt"
                  type="number"
                  min={0}
                  step="any"
                  inputMode="decimal"
                  placeholder={state.payUnit === 'hour' ? 'z. B. 15' : 'z. B. 2500'}
                  value={state.payMin ?? ''}
                  onChange={(e) => change({ payMin: e.target.value && Number(e.target.value) > 0 ? Number(e.target.value) : null })}
                />
                <Select
                  aria-label="Gehalt je"
                  name="je"
                  className="w-32 shrink-0"
                  value={state.payUnit === 'hour' ? 'stunde' : 'monat'}
                  onChange={(e) => change({ payUnit: e.target.value === 'stunde' ? 'hour' : 'month' })}
                >
                  <option value="monat">/ Monat</option>
                  <option value="stunde">/ Stunde</option>
                </Select>
              </div>
            </div>
            {FACT_SELECTS.map(({ name, label, labels, filter }) => (
              <OptionSelect
                key={name}
                name={name}
                label={label}
                allLabel="Alle"
                options={Object.entries(labels)}
                value={state[filter] ?? ''}
                onChange={(value) => change({ [filter]: value }, true)}
              />
            ))}
            <label className="flex min-h-10 items-center gap-2 text-sm font-medium" htmlFor="filter-unterkunft">
              <input
                id="filter-unterkunft"
                type="checkbox"
                name="unterkunft"
                value="1"
                className="size-4 accent-brand-700"
                checked={Boolean(state.housing)}
                onChange={(e) => change({ housing: e.target.checked }, true)}
              />
              Personalunterkunft
            </label>
          </fieldset>
        </div>
      </form>

      {/* phones: one row that scrolls sideways, so the applied filters do not push the jobs down */}
      <div className="mt-4 flex items-center gap-2 max-md:-my-1 max-md:overflow-x-auto max-md:whitespace-nowrap max-md:py-1 md:flex-wrap" aria-live="polite">
        <p className="mr-2 shrink-0 text-sm text-muted-foreground" data-result-count={total}>
          {total === 1 ? '1 Stelle gefunden' : `${total} Stellen gefunden`}
        </p>
        {chips.length > 0 && (
          <>
            <ul className="flex shrink-0 gap-2 md:flex-wrap md:shrink" aria-label="Aktive Filter">
              {chips.map((chip) => {
                const next = { ...state, ...chip.without }
                const link = (
                  <Link
                    href={href(pathname, next)}
                    replace
                    scroll={false}
                    onClick={(e) => {
                      e.preventDefault()
                      change(chip.without, true)
                    }}
                    className="inline-flex items-center gap-1 rounded-full bg-secondary px-3 py-1 text-xs font-medium text-secondary-foreground hover:bg-accent"
                    aria-label={`${chip.label} entfernen`}
                    data-filter-chip={chip.key}
                  >
                    {chip.label}
                    <Icon name="x" className="size-3.5" />
                  </Link>
                )
                return (
                  <li key={chip.key}>
                    {/* the search chip shows only the first 12 characters: the tooltip has the whole term */}
                    {chip.key === 'search' ? <Tooltip content={`Suche: ${state.search} – entfernen`}>{link}</Tooltip> : link}
                  </li>
                )
              })}
            </ul>
            <Link
              href={pathname}
              replace
              scroll={false}
              onClick={(e) => {
                e.preventDefault()
                change(EMPTY_FILTERS, true)
              }}
              className={cn(buttonVariants({ variant: 'link', size: 'sm' }), 'shrink-0 px-1')}
            >
              Zurücksetzen
            </Link>
          </>
        )}
      </div>
    </div>
  )
}

/** The selects of the work's facts: URL parameter, label, options and the filter they set. */
const FACT_SELECTS = [
  { name: 'modell', label: 'Arbeitszeitmodell', labels: WORKING_TIME_LABELS, filter: 'model' },
  { name: 'saison', label: 'Saison', labels: SEASON_LABELS, filter: 'season' },
] as const

/** A labelled select of [value, label] options, with „Alle …“ (no filter) first. */
function OptionSelect(props: { name: string; label: string; allLabel: string; options: string[][]; value: string; onChange: (value: string) => void }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`filter-${props.name}`}>{props.label}</Label>
      <Select id={`filter-${props.name}`} name={props.name} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">{props.allLabel}</option>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Select>
    </div>
  )
}
