'use server'
import { redirect } from 'next/navigation'
import { withdrawApplication } from '@/features/applications/withdrawal'
import { WITHDRAW_PATH } from '@/features/applications/withdraw'
import { getPayloadClient } from '@/features/shared/payload'

/** The button on the withdrawal page (a POST: mail scanners that open the link delete nothing). */
export async function withdrawApplicationAction(form: FormData): Promise<void> {
  const token = String(form.get('t') ?? '')
  const deleted = await withdrawApplication(await getPayloadClient(), token)
  redirect(deleted ? `${WITHDRAW_PATH}?erledigt=1` : `${WITHDRAW_PATH}?t=${encodeURIComponent(token)}`)
}
