// The media module's public face: what other modules may use of it.
export { imageUrl } from './images.ts';
