export { default } from '../../stellenangebote/[jobId]/not-found'
