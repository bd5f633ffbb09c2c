// Request bodies: JSON (an empty body is no body, as Express's body-parser treats it) and
// urlencoded forms (parsed with qs, as Express does).
import type { FastifyInstance } from 'fastify';
import { parseQueryString } from './querystring';

export function registerBodyParsers(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void json(request, text, done);
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseQueryString(typeof body === 'string' ? body : body.toString('utf8')));
  });
}
