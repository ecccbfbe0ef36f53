import type { Payload } from 'payload'

/** Hands one application to the applicant-tracking system (Personio's API or the import mail). */
export async function forwardApplication(payload: Payload, id: number, finalTry: boolean): Promise<string> {
  void payload
  void id
  void finalTry
  return 'pending'
}
