import { forwardApplicationTask, purgeApplicationsTask, sendApplicationMailTask } from './applications'
import { importJobFeedTask } from './importJobFeed'
import { purgeJobAlertsTask, sendJobAlertConfirmationTask, sendJobAlertDigestsTask } from './jobAlerts'
import { notifyGoogleIndexingTask } from './notifyGoogleIndexing'
import { purgeContactRequestsTask } from './purgeContactRequests'
import { sendContactMailTask } from './sendContactMail'

/** The jobs-queue tasks. Their slugs form a PostgreSQL enum, so adding one needs a migration. */
export const tasks = [
  importJobFeedTask,
  sendContactMailTask,
  purgeContactRequestsTask,
  sendJobAlertConfirmationTask,
  sendJobAlertDigestsTask,
  purgeJobAlertsTask,
  notifyGoogleIndexingTask,
  sendApplicationMailTask,
  forwardApplicationTask,
  purgeApplicationsTask,
]
