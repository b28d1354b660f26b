export interface Testimonial {
  quote: string;
  name: string;
  trip: string;
}

/** The four testimonial slots of spec part 1 §9. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'Every cellar door opened as if we were old friends. We tasted in a vaulted chalk cave on Friday and were picking grapes with the family by Sunday.',
    name: 'Helen and Marcus, Edinburgh',
    trip: 'Four days in Champagne',
  },
  {
    quote:
      'They listened to what we liked, quietly changed the plan when the mistral blew, and found us the best table in Tain for the last night.',
    name: 'Priya, Toronto',
    trip: 'Northern Rhône by rail and bicycle',
  },
  {
    quote: 'Our team of twelve still talks about the blending workshop. Nobody had to organise anything except their suitcase.',
    name: 'Jonas, Copenhagen',
    trip: 'Company retreat in Rioja Alavesa',
  },
  {
    quote: 'Sherry was a mystery to me. After three evenings in the bodegas of Jerez and Seville it is now the first bottle I open.',
    name: 'Carmen and Luis, Madrid',
    trip: 'Sherry triangle weekend',
  },
];
