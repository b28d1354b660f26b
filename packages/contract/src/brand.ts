/** The one place that names the brand; everything user-facing reads it from here. */
export const BRAND = {
  name: 'The Real Grape',
  shortName: 'Real Grape',
  tagline: 'Tailor-made wine holidays, events and experiences in Europe',
  company: 'The Real Grape Ltd',
  email: 'hello@therealgrape.example',
  social: {
    instagram: 'https://www.instagram.com/therealgrape',
    facebook: 'https://www.facebook.com/therealgrape',
    x: 'https://x.com/therealgrape',
  },
} as const;
