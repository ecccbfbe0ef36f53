import { importJobFeedTask } from './importJobFeed'
import { purgeContactRequestsTask } from './purgeContactRequests'
import { sendContactMailTask } from './sendContactMail'

/** The jobs-queue tasks. Their slugs form a PostgreSQL enum, so adding one needs a migration. */
export const tasks = [importJobFeedTask, sendContactMailTask, purgeContactRequestsTask]
