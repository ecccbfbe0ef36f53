'use server'
import { redirect } from 'next/navigation'
import { withdrawApplication } from '@/features/applications/withdrawal'
import { APPLICATION_WITHDRAW_PATH } from '@/lib/paths'
import { getPayloadClient } from '@/features/shared/payload'

/** The button on the withdrawal page (a POST: mail scanners that open the link delete nothing). */
export async function withdrawApplicationAction(form: FormData): Promise<void> {
  const token = String(form.get('t') ?? '')
  const deleted = await withdrawApplication(await getPayloadClient(), token)
  redirect(deleted ? `${APPLICATION_WITHDRAW_PATH}?erledigt=1` : `${APPLICATION_WITHDRAW_PATH}?t=${encodeURIComponent(token)}`)
}
