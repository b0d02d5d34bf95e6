import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import ResumeUpload from '../../../widgets/search/resumeUpload/ResumeUpload';
import { installBrowserStubs } from '../renderWithProviders';
import { json, renderSearchWidget } from './renderSearchWidget';

beforeAll(() => {
  installBrowserStubs();
  configure({ asyncUtilTimeout: 10_000 });
});

const resume = {
  id: 7,
  file_name: 'cv.pdf',
  mime_type: 'application/pdf',
  size: 10,
  is_primary: true,
  uploaded_at: new Date().toISOString(),
  download_url: '/x',
};
const uploaded = {
  data: {
    candidate: { id: 'c1', full_name: 'Ada', email: 'ada@example.com', location: 'Austin, TX', skills: [], headline: null },
    resume,
    extractedSkills: [],
    locationUpdated: true,
  },
};
const pdf = () => new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });

describe('resume upload', { timeout: 30_000 }, () => {
  it('asks for confirmation; cancel closes it without uploading', async () => {
    const { calls } = renderSearchWidget(() => <ResumeUpload />, { loggedIn: true, api: { '/api/pcsx/resumes': () => ({ data: { resumes: [] } }) } });
    await userEvent.upload(await screen.findByTestId('resume-file-input'), pdf());
    const dialog = await screen.findByRole('alertdialog', { name: 'Upload this resume?' });
    expect(dialog).toHaveTextContent('cv.pdf will be uploaded and your profile updated from it.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.url.pathname === '/api/pcsx/upload_resume')).toBe(false);
  });

  it('uploads the file as resume_file_name and a data URL, refreshes the resume list and sets an empty search location', async () => {
    let resumes: unknown[] = [];
    const { calls, router } = renderSearchWidget(() => <ResumeUpload />, {
      loggedIn: true,
      url: '/careers?domain=acme.com&query=engineer',
      api: {
        '/api/pcsx/resumes': () => ({ data: { resumes } }),
        '/api/pcsx/upload_resume': () => {
          resumes = [resume];
          return uploaded;
        },
      },
    });
    await userEvent.upload(await screen.findByTestId('resume-file-input'), pdf());
    await userEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('list', { name: 'Your resumes' })).toHaveTextContent('cv.pdf');
    const body = calls.find((call) => call.url.pathname === '/api/pcsx/upload_resume')!.init.body as FormData;
    expect(body.get('resume_file_name')).toBe('cv.pdf');
    expect(String(body.get('resume_content'))).toMatch(/^data:application\/pdf;base64,/);
    expect(body.get('domain')).toBe('acme.com');
    // Only on the search page (a route of page jobs) does the search take the location; this test router has no such route.
    expect(router.state.location.searchStr).not.toContain('location=');
  });

  it("says 'File could not be uploaded.' when the upload fails", async () => {
    renderSearchWidget(() => <ResumeUpload />, {
      loggedIn: true,
      api: { '/api/pcsx/resumes': () => ({ data: { resumes: [] } }), '/api/pcsx/upload_resume': () => json({ message: 'no' }, 500) },
    });
    await userEvent.upload(await screen.findByTestId('resume-file-input'), pdf());
    await userEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('File could not be uploaded.');
  });

  it('refuses other file types before asking', async () => {
    renderSearchWidget(() => <ResumeUpload />, { loggedIn: true, api: { '/api/pcsx/resumes': () => ({ data: { resumes: [] } }) } });
    await userEvent.upload(await screen.findByTestId('resume-file-input'), new File(['x'], 'virus.exe'), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('This file type is not allowed. Upload one of: doc, docx, pdf, txt, png, jpg, jpeg.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
