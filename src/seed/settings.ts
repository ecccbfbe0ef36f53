import type { SiteSetting } from '@/payload-types'

/**
 * Obvious placeholders (Mustermann, example.com, 0000 numbers): staff replace them in
 * „Website-Einstellungen“. Never a real-looking person or client.
 */
export const siteSettingsSeed: Omit<SiteSetting, 'id'> = {
  companyName: 'Muster Hospitality Consulting',
  footerBlurb:
    'Headhunting und Interim Management für Hotellerie, Gastronomie und Touristik – seit 2002 persönlich, diskret und mit einem Netzwerk, das trägt.',
  phone: '+49 4141 000000 (Platzhalter)',
  email: 'kontakt@example.com',
  contactRecipientEmail: 'anfragen@example.com',
  claims: { placements: '900+', yearsInterim: '25', foundedYear: 2002, yearsExperience: '20+' },
  defaultContact: {
    name: 'Max Mustermann (Platzhalter)',
    title: 'Geschäftsführer',
    phone: '+49 4141 000000 (Platzhalter)',
    email: 'kontakt@example.com',
    street: 'Musterstraße 1 (Platzhalter)',
    postalCode: '21680',
    city: 'Stade',
  },
  feedUrls: [],
  applyUrlTemplate: 'https://bewerbung.example.com/apply?id={id}',
  maxDeletePercent: 50,
  staffContacts: [
    { firstName: 'Erika', lastName: 'Mustermann (Platzhalter)', email: 'erika.mustermann@example.com', phone: '+49 4141 000000' },
    { firstName: 'Jonas', lastName: 'Beispiel (Platzhalter)', email: 'jonas.beispiel@example.com', phone: '+49 4141 000099' },
  ],
  defaultStaffEmail: 'bewerbung@example.com',
}
