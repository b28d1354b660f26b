import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../plugins/http-error.ts';
import { imageTooLarge } from './images.ts';
import type { ImageStore, StoredImage } from './store.ts';

/**
 * Takes in the one image of a multipart request from `field` and stores it: counted against the uploader's hourly
 * allowance and given an upload slot before any of the body is read (ImageStore.admit, inSlot), so that neither a
 * user past the allowance nor a storm of uploads costs the process their bodies.
 */
export async function receiveImage(images: ImageStore, request: FastifyRequest, field: string, uploaderId: number): Promise<StoredImage> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'unsupported_media_type', `Send the image as multipart/form-data in the field "${field}".`);
  }
  const admitted = await images.admit(uploaderId);
  try {
    return await images.inSlot(async () => images.store(await readUploadedFile(request, field)));
  } catch (error) {
    // Turned away unread (no slot): the attempt does not use up the allowance.
    if (error instanceof HttpError && error.statusCode === 503) await admitted.giveBack();
    throw error;
  }
}

/** Reads the one image file of a multipart request from `field`, with a clear 4xx for each way it can be wrong. */
async function readUploadedFile(request: FastifyRequest, field: string): Promise<Buffer> {
  let file;
  try {
    file = await request.file();
  } catch (error) {
    throw mapMultipartError(error);
  }
  if (!file || file.fieldname !== field) {
    throw badRequest('Please choose an image file to upload.', { [field]: 'Please choose an image file to upload.' });
  }
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch (error) {
    throw mapMultipartError(error);
  }
  // The file may be cut at the size limit without toBuffer throwing (when the cut falls on its last chunk).
  if (file.file.truncated) throw imageTooLarge();
  return data;
}

function mapMultipartError(error: unknown): Error {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return imageTooLarge();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return badRequest('Please upload one image at a time.');
  }
  return badRequest('The upload could not be read. Please try again.');
}
