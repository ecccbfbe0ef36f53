/** A job's `jobLocation` entry as the site writes it: a Place with a German postal address. */
export const place = (addressLocality: string, more: { streetAddress?: string; postalCode?: string; addressRegion?: string } = {}) => ({
  '@type': 'Place',
  address: { '@type': 'PostalAddress', ...more, addressLocality, addressCountry: 'DE' },
})
