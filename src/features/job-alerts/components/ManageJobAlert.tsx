import { deleteJobAlertAction, updateJobAlertAction } from '@/features/job-alerts/actions'
import { LinkPage } from '@/components/site/LinkPage'
import type { AlertView } from '@/features/job-alerts/manage'
import { Button } from '@/components/ui/Button'
import { Alert } from '@/components/ui/Feedback'
import { Input, Label, Select } from '@/components/ui/FormControls'
import { RadiusOptions } from '@/features/job-search/components/RadiusOptions'

const FIELDS = [
  ['search', 'Suchbegriff'],
  ['location', 'PLZ oder Ort'],
  ['department', 'Bereich'],
  ['employmentType', 'Arbeitszeit'],
] as const

type Notices = { bestaetigt?: string; gespeichert?: string; fehler?: string }

/** The manage link's page: change the search and frequency, or delete the alert. Works without JavaScript. */
export function ManageJobAlert({ alert, token, bestaetigt, gespeichert, fehler }: { alert: AlertView; token: string } & Notices) {
  return (
    <LinkPage title="Job-Agent verwalten">
      {bestaetigt && (
        <Alert data-job-alert-confirmed="">
          <strong>Vielen Dank, Ihr Job-Agent ist aktiv.</strong> Sie erhalten neue passende Stellenangebote an {alert.email}.
        </Alert>
      )}
      {gespeichert && <Alert>Ihre Änderungen wurden gespeichert.</Alert>}
      {fehler && <Alert variant="destructive">{fehler.slice(0, 200)}</Alert>}
      <form action={updateJobAlertAction} className="grid gap-4 rounded-xl border p-5 sm:grid-cols-2">
        <input type="hidden" name="token" value={token} />
        <p className="text-sm text-muted-foreground sm:col-span-2">
          Job-Agent für <strong className="text-foreground">{alert.email}</strong>. Leere Felder bedeuten: alle.
        </p>
        {FIELDS.map(([name, label]) => (
          <div key={name} className="space-y-2">
            <Label htmlFor={`alert-${name}`}>{label}</Label>
            <Input id={`alert-${name}`} name={name} defaultValue={alert.criteria[name]} maxLength={200} />
          </div>
        ))}
        <div className="space-y-2">
          <Label htmlFor="alert-radius">Umkreis</Label>
          <Select id="alert-radius" name="radius" defaultValue={String(alert.criteria.radius || '')}>
            <RadiusOptions />
          </Select>
        </div>
        <fieldset className="space-y-2 sm:col-span-2">
          <legend className="text-sm font-medium leading-none">Wie oft?</legend>
          <div className="flex gap-5">
            {(
              [
                ['daily', 'Täglich'],
                ['weekly', 'Wöchentlich'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input type="radio" name="frequency" value={value} defaultChecked={alert.criteria.frequency === value} className="accent-primary" /> {label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="sm:col-span-2">
          <Button type="submit" variant="luxury">
            Änderungen speichern
          </Button>
        </div>
      </form>
      <form action={deleteJobAlertAction} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-destructive/30 p-5">
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="purpose" value="manage" />
        <p className="text-sm">Job-Agent und E-Mail-Adresse endgültig löschen.</p>
        <Button type="submit" variant="outline">
          Job-Agent löschen
        </Button>
      </form>
    </LinkPage>
  )
}
