import type { Field } from 'payload'
import { SALARY_PERIODS } from './pay'
import { SEASON_KINDS, SEASON_LABELS, WORKING_TIME_LABELS, WORKING_TIME_MODELS } from './labels'

const PERIOD_OPTIONS: Record<(typeof SALARY_PERIODS)[number], string> = {
  hour: 'pro Stunde',
  day: 'pro Tag',
  week: 'pro Woche',
  month: 'pro Monat',
  year: 'pro Jahr',
}

/** The pay figures beside the salary text: filled from it on import and save, correctable by editors. */
export const salaryFigureFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'salaryMin', type: 'number', label: 'Gehalt von', min: 0, admin: { description: 'Aus dem Gehaltstext gelesen; bei Bedarf korrigieren.' } },
      { name: 'salaryMax', type: 'number', label: 'Gehalt bis', min: 0 },
      {
        name: 'salaryPeriod',
        type: 'select',
        label: 'Zeitraum',
        options: SALARY_PERIODS.map((value) => ({ value, label: PERIOD_OPTIONS[value] })),
      },
      {
        name: 'salaryCurrency',
        type: 'select',
        label: 'Währung',
        options: [
          { value: 'EUR', label: 'Euro' },
          { value: 'CHF', label: 'Franken' },
        ],
      },
      {
        name: 'salaryBasis',
        type: 'select',
        label: 'Brutto/Netto',
        options: [
          { value: 'gross', label: 'brutto' },
          { value: 'net', label: 'netto' },
        ],
      },
      { name: 'salaryHours', type: 'number', label: 'Stunden/Woche (lt. Gehaltsangabe)', min: 0, max: 80 },
    ],
  },
]

/** Staff housing, season, working-time model and the rest: detected in the ad text, editable. */
export const factFields: Field[] = [
  {
    type: 'collapsible',
    label: 'Fakten für Bewerbende',
    admin: { description: 'Beim Import und beim Speichern aus den Texten erkannt (nur eindeutige Formulierungen); bei Bedarf korrigieren.' },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'staffHousing', type: 'checkbox', label: 'Personalunterkunft' },
          { name: 'meals', type: 'checkbox', label: 'Verpflegung' },
          { name: 'tips', type: 'checkbox', label: 'Trinkgeld' },
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'seasonKind',
            type: 'select',
            label: 'Saison oder ganzjährig',
            options: SEASON_KINDS.map((value) => ({ value, label: SEASON_LABELS[value] })),
          },
          { name: 'season', type: 'text', label: 'Saison', admin: { description: 'z. B. Sommersaison 2026' } },
          {
            name: 'workingTimeModel',
            type: 'select',
            label: 'Arbeitszeitmodell',
            options: WORKING_TIME_MODELS.map((value) => ({ value, label: WORKING_TIME_LABELS[value] })),
          },
          { name: 'startFrom', type: 'text', label: 'Einstieg ab' },
          {
            name: 'workWeekDays',
            type: 'select',
            label: 'Arbeitswoche',
            options: [
              { value: '4', label: '4-Tage-Woche' },
              { value: '5', label: '5-Tage-Woche' },
            ],
          },
        ],
      },
    ],
  },
  // the job's places with coordinates (from the shipped town list), for the radius search
  { name: 'geoPlaces', type: 'json', label: 'Koordinaten der Arbeitsorte', admin: { readOnly: true, hidden: true } },
]
