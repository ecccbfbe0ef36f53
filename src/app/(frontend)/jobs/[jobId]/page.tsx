// The old address of a job ad: the same page as /stellenangebote/[jobId] (rendered once, then cached).
export { default, generateMetadata, generateStaticParams } from '../../stellenangebote/[jobId]/page'
