import { describe, expect, it } from 'vitest';
import { jobPageHead } from '../../../server/html/jobPageHead';
import { jobPagePid } from '../../../server/html/registerPageRoutes';
import type { PositionPage } from '../../../server/search/getPositionForPage';
import type { EmployerConfig } from '../../../schemas/generated/employer-config';

const config = { locales: ['en', 'de', 'ar'] } as EmployerConfig;

const page: PositionPage = {
  id: 7,
  title: 'Engineer </script><script>alert(1)</script>',
  description: 'Build "things" & more',
  metaDescription: 'Build "things" & <more>',
  canonicalPath: '/careers/job/7-engineer',
  isOpen: true,
  archivedAt: -1,
  jobPosting: { '@context': 'https://schema.org/', '@type': 'JobPosting', title: 'Engineer </script><script>alert(1)</script>' },
};

describe('job page head', () => {
  it('escapes < in the JSON-LD so a title can never close the script element, and the JSON still parses to the same posting', () => {
    const head = jobPageHead(page, 'https://careers.example', 'acme.com', config);
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)![1]!;
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(page.jobPosting);
    expect(head.match(/<\/script>/g)).toHaveLength(1);
  });

  it('escapes the meta description and points the canonical link at the job with its employer', () => {
    const head = jobPageHead(page, 'https://careers.example', 'acme.com', config);
    expect(head).toContain('<meta name="description" content="Build &quot;things&quot; &amp; &lt;more&gt;" />');
    expect(head).toContain('<link rel="canonical" href="https://careers.example/careers/job/7-engineer?domain=acme.com" />');
  });

  it("lists the job in each of the employer's languages (hreflang), and x-default without hl; none for an employer of one language", () => {
    const head = jobPageHead(page, 'https://careers.example', 'acme.com', config);
    expect(head).toContain('<link rel="alternate" hreflang="de" href="https://careers.example/careers/job/7-engineer?domain=acme.com&amp;hl=de" />');
    expect(head).toContain('<link rel="alternate" hreflang="ar" href="https://careers.example/careers/job/7-engineer?domain=acme.com&amp;hl=ar" />');
    expect(head).toContain('<link rel="alternate" hreflang="x-default" href="https://careers.example/careers/job/7-engineer?domain=acme.com" />');
    expect(jobPageHead(page, 'https://careers.example', 'acme.com', { locales: ['en'] } as EmployerConfig)).not.toContain('hreflang');
  });
});

describe('job page address', () => {
  it('reads the pid of /careers/job/{pid}(-slug) and of /careers/job/private?pid=', () => {
    expect(jobPagePid('/careers/job/42')).toBe('42');
    expect(jobPagePid('/careers/job/42-staff-engineer?domain=acme.com')).toBe('42-staff-engineer');
    expect(jobPagePid('/careers/job/private?pid=42&domain=acme.com')).toBe('42');
    expect(jobPagePid('/careers/job/private')).toBeNull();
    expect(jobPagePid('/careers/search?pid=42')).toBeNull();
    expect(jobPagePid('/careers/job/42/extra')).toBeNull();
  });
});
