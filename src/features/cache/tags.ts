/** Cache tags shared by readers (unstable_cache) and the hooks that revalidate them. */
export const CACHE_TAGS = {
  jobs: 'jobs',
  pages: 'pages',
  page: (slug: string) => `page:${slug}`,
  references: 'references',
  /** the editors' redirects: only the proxy's route snapshot reads them */
  redirects: 'redirects',
  siteSettings: 'global:site-settings',
} as const
