/** The places' face: the shipped gazetteer of European towns, for the listings' 'near a town' filter. */
export { shippedGazetteer } from './gazetteer.ts';
