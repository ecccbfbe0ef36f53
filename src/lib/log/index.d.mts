import type { Logger } from 'pino'

export const logger: Logger
