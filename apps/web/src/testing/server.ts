import { setupServer } from 'msw/node';

/**
 * The network at the edge of the web app, for component tests (decision 036): each test declares
 * the API answers it needs with server.use(http.get('/api/…', …)); anything it did not declare
 * fails the test (onUnhandledRequest: 'error'). Our own modules are never mocked.
 */
export const server = setupServer();
export { http, HttpResponse, delay } from 'msw';

/** The API's error body (SPEC §8): `{ message, code, fields? }`. */
export function apiError(status: number, message: string, fields?: Record<string, string>) {
  return Response.json({ message, code: status === 400 ? 'validation' : 'bad_request', ...(fields && { fields }) }, { status });
}
