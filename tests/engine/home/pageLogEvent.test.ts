import { describe, expect, it } from 'vitest';
import { PAGE_LOG_NAMESPACE, PAGE_VIEW_EVENT, pageLogEvent, pagePerformanceMetrics } from '../../../engine/home/pageLogEvent';

describe('pageLogEvent', () => {
  it('carries the page, the position id and the utm parameters', () => {
    expect(pageLogEvent('singlePosition', '/careers/job/123-senior-engineer', '?domain=acme.com&utm_source=mail&utm_campaign=autumn&other=x')).toEqual({
      namespace: PAGE_LOG_NAMESPACE,
      event: PAGE_VIEW_EVENT,
      data_json: { page: 'singlePosition', path: '/careers/job/123-senior-engineer', position_id: '123', utm_source: 'mail', utm_campaign: 'autumn' },
    });
  });

  it('reads the position from a pid parameter, keeping only its leading number', () => {
    expect(pageLogEvent('applyPage', '/careers/apply/private', '?pid=77-data').data_json.position_id).toBe('77');
  });

  it('has a null position id on pages without one', () => {
    expect(pageLogEvent('dashboard', '/careers/dashboard', '').data_json).toEqual({ page: 'dashboard', path: '/careers/dashboard', position_id: null });
  });

  it('ignores a pid that is not a number', () => {
    expect(pageLogEvent('singlePosition', '/careers/job/abc', '').data_json.position_id).toBeNull();
  });
});

describe('pagePerformanceMetrics', () => {
  it('reports navigation and largest paint timings in whole milliseconds', () => {
    const navigation = { startTime: 0, responseStart: 120.4, domContentLoadedEventEnd: 800.6, loadEventEnd: 1200.2 };
    expect(pagePerformanceMetrics(navigation, 950.5)).toEqual({ ttfb: 120, dom_content_loaded: 801, load: 1200, largest_contentful_paint: 951 });
  });

  it('leaves out timings the page has not reached', () => {
    const navigation = { startTime: 0, responseStart: 90, domContentLoadedEventEnd: 0, loadEventEnd: 0 };
    expect(pagePerformanceMetrics(navigation, undefined)).toEqual({ ttfb: 90 });
    expect(pagePerformanceMetrics(undefined, undefined)).toEqual({});
  });
});
