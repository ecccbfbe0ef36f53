'use client'
/** Placeholder for the contact form; the contact-form work fills it in. */
export function ContactForm() {
  return <div data-contact-form />
}
