import { describe, expect, it } from 'vitest';
import { addressAfterLogin } from '../../../engine/search/addressAfterLogin';
import { parseSearchUrl } from '../../../engine/search/searchState';
import { onLogin } from '../../../engine/search/searchTransitions';
import { searchTestConfig } from './searchTestConfig';

const config = searchTestConfig({ sortOptions: ['relevance', 'date'] });

function stateOf(address: string) {
  const [pathname, search = ''] = address.split('?') as [string, string?];
  return parseSearchUrl({ pathname, search }, config);
}

describe('addressAfterLogin (spec section 4: on user login the sort option is cleared)', () => {
  it.each([
    '/careers?sort_by=date&domain=acme.com',
    '/careers/search?query=engineer&location=Austin&sort_by=date&start=10&filter_department=Engineering&domain=acme.com',
    '/careers/software-engineer/austin?sort_by=date',
    '/careers/search?query=x&show_login_modal=1&sort_by=date&utm_source=mail',
  ])('drops the sort from the search address %s and keeps the rest of the search as onLogin does', (address) => {
    const landing = addressAfterLogin(address);
    expect(new URLSearchParams(landing.split('?')[1] ?? '').has('sort_by')).toBe(false);
    expect(stateOf(landing)).toEqual(onLogin(stateOf(address)));
    expect(stateOf(address).sortBy).toBe('date');
  });

  it('keeps the other parameters in their order and the hash', () => {
    expect(addressAfterLogin('/careers/search?query=data+engineer&sort_by=date&pid=12&domain=acme.com#results')).toBe(
      '/careers/search?query=data+engineer&pid=12&domain=acme.com#results',
    );
    expect(addressAfterLogin('/careers?sort_by=date')).toBe('/careers');
    expect(addressAfterLogin('/careers/search?show_login_modal=true&domain=acme.com')).toBe('/careers/search?domain=acme.com');
  });

  it('leaves other pages and search addresses without a sort exactly as they are', () => {
    for (const address of [
      '/careers/job/42?sort_by=date&domain=acme.com',
      '/careers/offers?domain=acme.com',
      '/careers/dashboard?tab=offers&sort_by=date',
      '/careers/search?query=a%2Cb&domain=acme.com',
      '/careers',
      'https://evil.example/careers?sort_by=date',
    ]) {
      expect(addressAfterLogin(address)).toBe(address);
    }
  });
});
