// The old address of a job ad: the same page as /stellenangebote/[jobId].
export { default, generateMetadata } from '../../stellenangebote/[jobId]/page'
