import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../../plugins/http-error.ts';
import { MAX_IMAGE_BYTES, imageTooLarge } from '../media/index.ts';

/** The multipart file field of the wine image (spec §7). */
export const WINE_IMAGE_FIELD = 'wineImg';

/** What an update sent: its text fields by wire name (a repeated field as a list) and the image file, if any. */
export interface WineForm {
  fields: Record<string, unknown>;
  image: Buffer | undefined;
}

// Every profile field, the multi-value ones repeated up to 30 times each, fits well within these.
const MULTIPART_LIMITS = {
  fields: 200,
  files: 1,
  fileSize: MAX_IMAGE_BYTES,
  // The longest text is 5000 characters, up to 4 bytes each in UTF-8.
  fieldSize: 24 * 1024,
};

const NOT_AN_OBJECT = 'Send the changed fields as multipart/form-data or as a JSON object.';

/**
 * Reads the update: multipart (the spec's form, every value as text, plus the optional `wineImg` file) or,
 * for other clients, a JSON object of the same fields. A file under any other name, a value cut short by
 * the size limit, or too many parts is a 400; an image over 10 MB a 413. `admitFile` counts a file against the
 * uploader's allowance before any of it is read (ImageStore.admit).
 */
export async function readWineForm(request: FastifyRequest, admitFile: () => Promise<{ giveBack(): Promise<void> }>): Promise<WineForm> {
  if (!request.isMultipart()) {
    const body: unknown = request.body;
    if (body === undefined || body === null) return { fields: {}, image: undefined };
    if (typeof body !== 'object' || Array.isArray(body)) throw badRequest(NOT_AN_OBJECT);
    return { fields: { ...body }, image: undefined };
  }
  const fields: Record<string, unknown> = {};
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        // Counted against the hourly allowance before the file is read; a form with no file chosen gives it back.
        const admitted = await admitFile();
        const data = await part.toBuffer();
        if (data.length === 0) await admitted.giveBack();
        // The file may be cut at the size limit without toBuffer throwing (when the cut falls on its last chunk).
        if (part.file.truncated) throw imageFieldError(imageTooLarge());
        if (part.fieldname !== WINE_IMAGE_FIELD) {
          throw badRequest(`Only ${WINE_IMAGE_FIELD} can be a file.`, { [part.fieldname]: `Only ${WINE_IMAGE_FIELD} can be a file.` });
        }
        // A form with no file chosen still sends the part, empty.
        if (data.length > 0) image = data;
        continue;
      }
      if (part.valueTruncated) {
        throw badRequest(`${part.fieldname} is too long.`, { [part.fieldname]: 'This value is too long.' });
      }
      const previous = fields[part.fieldname];
      fields[part.fieldname] =
        previous === undefined ? part.value : Array.isArray(previous) ? [...previous, part.value] : [previous, part.value];
    }
  } catch (error) {
    throw multipartError(error);
  }
  return { fields, image };
}

/** An image refused (too large, not an image) names the field, for the editor to show beside it. */
export function imageFieldError(error: HttpError): HttpError {
  return new HttpError(error.statusCode, error.code, error.message, { [WINE_IMAGE_FIELD]: error.message });
}

function multipartError(error: unknown): Error {
  if (error instanceof HttpError) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return imageFieldError(imageTooLarge());
  if (code === 'FST_FILES_LIMIT')
    return badRequest('Please upload one image at a time.', { [WINE_IMAGE_FIELD]: 'Please upload one image at a time.' });
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return badRequest('The form has too many fields.');
  return badRequest('The upload could not be read. Please try again.');
}
