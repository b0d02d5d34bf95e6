import type { FastifyInstance } from 'fastify';
import { apiRef, responses } from '../../http/apiSchemas';
import { requireViewer, type ServerContext } from '../../http/requestContext';
import { requestPageConfig } from '../../i18n/requestLanguage';
import { loadProfile } from '../profile/loadProfile';

/** GET /api/pcsx/export_resume?format=pdf: the profile as a PDF the browser downloads. */
export function registerExportResumeRoute(app: FastifyInstance, { db, now }: ServerContext): void {
  const { 200: _binary, ...errors } = responses(200, apiRef('common', 'ErrorResponse'));
  app.get('/api/pcsx/export_resume', { schema: { querystring: apiRef('home', 'ExportResumeQuery'), response: errors } }, async (request, reply) => {
    const profile = await loadProfile(db, requireViewer(request));
    // The PDF writer (pdf-lib) loads on the first export, not at start.
    const { renderResumePdf, resumeFileName } = await import('./renderResumePdf');
    const pdf = await renderResumePdf(profile, requestPageConfig(request).name, now());
    const name = resumeFileName(profile.full_name);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${name.ascii}"; filename*=UTF-8''${encodeURIComponent(name.utf8)}`)
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(pdf));
  });
}
