import { randomBytes } from 'node:crypto';
import type { TestClient } from './app.ts';

/** A multipart/form-data body with one file in the field `file`, as a browser sends it. */
export function multipartFile(fileName: string, data: Buffer | string, contentType = 'application/octet-stream') {
  const boundary = `----sw${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    Buffer.isBuffer(data) ? data : Buffer.from(data),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /api/training-data/{businessId}/file as `client`. */
export function uploadFile(client: TestClient, businessId: number, fileName: string, data: Buffer | string) {
  const body = multipartFile(fileName, data);
  return client.request({
    method: 'POST',
    url: `/api/training-data/${businessId}/file`,
    payload: body.payload,
    headers: { 'content-type': body.contentType },
  });
}
