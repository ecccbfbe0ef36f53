/**
 * A job's pay as stored figures (read once from its salary text on import and save), shown the
 * same way everywhere and compared like with like by the board's „Gehalt ab“ filter. Pure.
 */
import { parseSalaryText, type ParsedSalary, type SalaryPeriod } from '@/lib/jobs/salary'

export type { SalaryPeriod }
export const SALARY_PERIODS = ['hour', 'day', 'week', 'month', 'year'] as const satisfies readonly SalaryPeriod[]

/** The stored figures, as the Jobs collection names them. */
export type SalaryFields = {
  salaryMin: number | null
  salaryMax: number | null
  salaryCurrency: 'EUR' | 'CHF' | null
  salaryPeriod: SalaryPeriod | null
  salaryBasis: 'gross' | 'net' | null
  salaryHours: number | null
}

export const NO_SALARY: SalaryFields = { salaryMin: null, salaryMax: null, salaryCurrency: null, salaryPeriod: null, salaryBasis: null, salaryHours: null }

export function salaryFields(text: string | null | undefined): SalaryFields {
  const parsed = parseSalaryText(text)
  if (!parsed) return NO_SALARY
  return {
    salaryMin: parsed.min,
    salaryMax: parsed.max,
    salaryCurrency: parsed.currency,
    salaryPeriod: parsed.period,
    salaryBasis: parsed.basis,
    salaryHours: parsed.hoursPerWeek,
  }
}

/** The figures back in the parser's shape; null when none is stored. */
export function storedSalary(job: Partial<Record<keyof SalaryFields, unknown>>): ParsedSalary | null {
  const min = finite(job.salaryMin)
  const max = finite(job.salaryMax)
  const period = SALARY_PERIODS.find((p) => p === job.salaryPeriod)
  if ((min === null && max === null) || !period) return null
  return {
    min,
    max,
    currency: job.salaryCurrency === 'CHF' ? 'CHF' : 'EUR',
    period,
    basis: job.salaryBasis === 'gross' || job.salaryBasis === 'net' ? job.salaryBasis : null,
    hoursPerWeek: finite(job.salaryHours),
  }
}

function finite(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null
}

const PERIOD_LABELS: Record<SalaryPeriod, string> = { hour: 'Stunde', day: 'Tag', week: 'Woche', month: 'Monat', year: 'Jahr' }

const money = (value: number) =>
  new Intl.NumberFormat('de-DE', { minimumFractionDigits: Number.isInteger(value) ? 0 : 2, maximumFractionDigits: 2 }).format(value)

/** „2.100 € / Monat“, „ab 2.800 € brutto / Monat“, „15–17 € / Stunde“, „bis 60.000 € / Jahr“. */
export function formatSalary(salary: ParsedSalary | null): string | null {
  if (!salary) return null
  const { min, max } = salary
  const amount =
    min !== null && max !== null
      ? min === max
        ? money(min)
        : `${money(min)}–${money(max)}`
      : min !== null
        ? `ab ${money(min)}`
        : `bis ${money(max as number)}`
  const currency = salary.currency === 'CHF' ? 'CHF' : '€'
  const basis = salary.basis === 'gross' ? ' brutto' : salary.basis === 'net' ? ' netto' : ''
  return `${amount} ${currency}${basis} / ${PERIOD_LABELS[salary.period]}`
}

/** What the „Gehalt ab“ filter compares in: a monthly or an hourly figure. */
export type PayUnit = 'month' | 'hour'

/** Weeks per month (52 / 12): how German payroll turns weekly hours into monthly ones. */
const WEEKS_PER_MONTH = 52 / 12
const DAYS_PER_WEEK = 5

/**
 * The most the job pays, in the asked unit, or null when the job's figures cannot be turned into it
 * (an hourly wage without weekly hours is no monthly figure). The upper end counts: a job paying
 * „2.300–2.800 €“ can meet a wish of 2.500 €.
 */
export function comparablePay(salary: ParsedSalary | null, unit: PayUnit, jobHoursPerWeek: number | null = null): number | null {
  if (!salary) return null
  const top = salary.max ?? salary.min
  if (top === null) return null
  const hours = salary.hoursPerWeek ?? jobHoursPerWeek
  const perMonth = (): number | null => {
    switch (salary.period) {
      case 'month':
        return top
      case 'year':
        return top / 12
      case 'week':
        return top * WEEKS_PER_MONTH
      case 'day':
        return top * DAYS_PER_WEEK * WEEKS_PER_MONTH
      case 'hour':
        return hours ? top * hours * WEEKS_PER_MONTH : null
    }
  }
  if (unit === 'month') return perMonth()
  if (salary.period === 'hour') return top
  const monthly = perMonth()
  return monthly !== null && hours ? monthly / (hours * WEEKS_PER_MONTH) : null
}

/** Weekly hours from the job's hours field („40“, „38,5 Std./Woche“, „20–25 Stunden“: the upper end). */
export function weeklyHours(text: string | null | undefined): number | null {
  const figures = [...(text ?? '').matchAll(/\d+(?:[.,]\d+)?/g)].map((m) => Number(m[0].replace(',', '.'))).filter((n) => n >= 5 && n <= 60)
  return figures.length ? Math.max(...figures) : null
}

/** The filter's value from the URL („2500“, „2.500“, „2500 €“); null for anything else. */
export function parsePayWish(raw: string): number | null {
  const digits = raw.replace(/[\s.€]|eur(o)?/gi, '').replace(',', '.')
  if (!/^\d+(?:\.\d{1,2})?$/.test(digits)) return null
  const value = Number(digits)
  return value > 0 && value < 1_000_000 ? value : null
}
