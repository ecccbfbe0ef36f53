import type { Reference } from '@/payload-types'

type ReferenceSeed = Pick<Reference, 'name' | 'domain' | 'category' | 'showName' | 'invertColors'>

/** 22 neutral sample clients on the reserved .example domain: staff replace them with real ones. */
export const referencesSeed: ReferenceSeed[] = [
  ['Beispielhotel Alsterblick', 'Hotel'],
  ['Musterhotel am Dom', 'Hotel'],
  ['Hotel Seeufer (Beispiel)', 'Hotel'],
  ['Stadthotel Muster', 'Hotel'],
  ['Landhotel Beispieltal', 'Hotel'],
  ['Grandhotel Musterstadt', 'Hotel'],
  ['Boutique Hotel Beispiel', 'Hotel'],
  ['Strandresort Muster', 'Resort'],
  ['Bergresort Beispiel', 'Resort'],
  ['Golfresort Musterheide', 'Resort'],
  ['Inselresort Beispiel', 'Resort'],
  ['Muster Gastro Gruppe', 'Hospitality'],
  ['Beispiel Hospitality Partner', 'Hospitality'],
  ['Restaurantgruppe Muster', 'Hospitality'],
  ['Eventcatering Beispiel', 'Hospitality'],
  ['Systemgastronomie Muster', 'Hospitality'],
  ['Spa & Vital Muster', 'Spa'],
  ['Thermenhotel Beispiel', 'Spa'],
  ['Wellnessresort Muster', 'Spa'],
  ['Tourismusverband Beispielregion', 'Organisation'],
  ['Hotelverband Muster', 'Organisation'],
  ['Gastro-Akademie Beispiel', 'Organisation'],
].map(([name, category], index) => ({
  name,
  category: category as Reference['category'],
  domain: `referenz-${index + 1}.example`,
  showName: true,
  invertColors: false,
}))
