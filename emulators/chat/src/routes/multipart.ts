import { inputError } from '../lib/errors';

export interface FormPart {
  name: string;
  fileName?: string;
  contentType?: string;
  data: Buffer;
}

/** A small multipart/form-data reader: uploads are the only multipart bodies the SDK sends. */
export function parseMultipart(body: Buffer, contentType: string | undefined): FormPart[] {
  const boundaryMatch = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? '');
  const boundary = boundaryMatch?.[1] ?? boundaryMatch?.[2];
  if (!boundary) throw inputError('multipart body without boundary');
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: FormPart[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    // Each part sits between "--boundary\r\n" and "\r\n--boundary".
    const part = body.subarray(start + delimiter.length + 2, next - 2);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd !== -1) {
      const headers = part.subarray(0, headerEnd).toString('utf8');
      const name = /name="([^"]*)"/i.exec(headers)?.[1];
      if (name !== undefined) {
        parts.push({
          name,
          fileName: /filename="([^"]*)"/i.exec(headers)?.[1],
          contentType: /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim(),
          data: part.subarray(headerEnd + 4),
        });
      }
    }
    start = next;
  }
  return parts;
}
