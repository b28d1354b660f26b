/** The media module's face: image addresses and sizes, receiving an upload, and the image store's types. */
export { IMAGE_WIDTHS, MAX_IMAGE_BYTES, imageTooLarge, imageUrl } from './images.ts';
export { receiveImage } from './upload.ts';
export { type ImageStore, type StoredImage } from './store.ts';
