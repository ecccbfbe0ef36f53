/** Cache tags shared by readers (unstable_cache) and the hooks that revalidate them. */
export const CACHE_TAGS = {
  jobs: 'jobs',
  pages: 'pages',
  page: (slug: string) => `page:${slug}`,
  references: 'references',
  siteSettings: 'global:site-settings',
} as const
