/** A file part of `multipartForm`. */
export interface FormFile {
  filename: string;
  contentType: string;
  data: Buffer;
}

/**
 * A multipart/form-data body as a browser's FormData sends it, for `app.inject`: text fields in order (a list
 * repeats the field) and file parts.
 */
export function multipartForm(fields: Record<string, string | readonly string[]>, files: Record<string, FormFile> = {}) {
  const boundary = `----trgform${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const text of typeof value === 'string' ? [value] : value) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`));
    }
  }
  for (const [name, file] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
