export const PAGE_FRESH_SECONDS: number
export const PUBLIC_PAGE: string
export const PRIVATE_PAGE: string
export const STAFF_COOKIES: string[]
export const OWN_HEADERS: RegExp
export function isStaffRequest(cookieHeader: string | undefined, authorization: string | undefined): boolean
export function pageCacheControl(answer: {
  method?: string
  url?: string
  cookie?: string
  authorization?: string
  status: number
  contentType?: string | number | string[]
}): string | null
